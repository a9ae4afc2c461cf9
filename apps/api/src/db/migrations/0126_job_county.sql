-- Issue 25 item 4 (docs/decisions/101-counties.md): a job in Kenya names one of the 47 counties
-- (packages/shared lists/kenya-counties.ts), beside its town in `city`; search and job alerts filter on it.
ALTER TABLE jobs ADD COLUMN county text NOT NULL DEFAULT '';

-- Jobs already in Kenya whose city is a county's seat or its best-known town get that county.
UPDATE jobs SET county = m.county
  FROM (VALUES
    ('nairobi', 'Nairobi City'), ('mombasa', 'Mombasa'), ('kisumu', 'Kisumu'), ('nakuru', 'Nakuru'),
    ('eldoret', 'Uasin Gishu'), ('thika', 'Kiambu'), ('kiambu', 'Kiambu'), ('ruiru', 'Kiambu'),
    ('machakos', 'Machakos'), ('athi river', 'Machakos'), ('kitengela', 'Kajiado'), ('kajiado', 'Kajiado'),
    ('nyeri', 'Nyeri'), ('meru', 'Meru'), ('embu', 'Embu'), ('kericho', 'Kericho'), ('kakamega', 'Kakamega'),
    ('kisii', 'Kisii'), ('malindi', 'Kilifi'), ('kilifi', 'Kilifi'), ('naivasha', 'Nakuru'),
    ('nanyuki', 'Laikipia'), ('garissa', 'Garissa'), ('lamu', 'Lamu'), ('bungoma', 'Bungoma'),
    ('busia', 'Busia'), ('kitale', 'Trans Nzoia'), ('narok', 'Narok'), ('lodwar', 'Turkana'),
    ('isiolo', 'Isiolo'), ('voi', 'Taita/Taveta'), ('homa bay', 'Homa Bay'), ('migori', 'Migori'),
    ('kitui', 'Kitui'), ('muranga', 'Murang''a'), ('murang''a', 'Murang''a'), ('bomet', 'Bomet'),
    ('siaya', 'Siaya'), ('vihiga', 'Vihiga'), ('nyahururu', 'Laikipia'), ('wajir', 'Wajir'),
    ('mandera', 'Mandera'), ('marsabit', 'Marsabit'), ('kapsabet', 'Nandi'), ('kabarnet', 'Baringo'),
    ('iten', 'Elgeyo/Marakwet'), ('kerugoya', 'Kirinyaga'), ('ol kalou', 'Nyandarua'), ('kwale', 'Kwale'),
    ('ukunda', 'Kwale'), ('diani', 'Kwale'), ('nyamira', 'Nyamira'), ('makueni', 'Makueni'),
    ('wote', 'Makueni'), ('maralal', 'Samburu'), ('kapenguria', 'West Pokot'), ('chuka', 'Tharaka-Nithi'),
    ('hola', 'Tana River')
  ) AS m (town, county)
  WHERE jobs.country = 'Kenya' AND lower(trim(jobs.city)) = m.town;

-- The word postings (0015, 0050) carry the county, so a ranking window with it still reads only postings.
ALTER TABLE job_search_postings ADD COLUMN county text;

CREATE OR REPLACE FUNCTION job_search_postings_of(job jobs) RETURNS SETOF job_search_postings LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT f.field, f.word, job.published_at, job.id, job.due_date, job.search_city, job.country,
           job.location_type, job.working_period, job.job_type, job.experience_level, job.search_pay,
           job.county
      FROM (SELECT 'title'::text AS field, w AS word FROM unnest(tsvector_to_array(job.search_title_words)) w
            UNION ALL
            SELECT 'company', w FROM unnest(tsvector_to_array(job.search_company_words)) w) f;
END
$$;

DROP TRIGGER jobs_write_search_postings ON jobs;
CREATE TRIGGER jobs_write_search_postings
  AFTER INSERT OR UPDATE OF status, published_at, due_date, job_title, company_name, city, country,
    location_type, working_period, job_type, experience_level, salary_min, salary_max, salary_currency,
    salary_period, county ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_postings();

UPDATE job_search_postings p SET county = j.county FROM jobs j WHERE p.job_id = j.id AND j.county <> '';

CREATE INDEX jobs_open_county_idx ON jobs (county, published_at DESC, id DESC)
  WHERE status = 'published' AND county <> '';
