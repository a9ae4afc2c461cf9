-- salary and experience level on jobs (issue 24, items 1 and 2; docs/decisions/070-salary-and-experience.md).

ALTER TABLE jobs
  ADD COLUMN salary_min integer CHECK (salary_min BETWEEN 0 AND 1000000000),
  ADD COLUMN salary_max integer CHECK (salary_max BETWEEN 0 AND 1000000000),
  ADD COLUMN salary_currency text NOT NULL DEFAULT 'KES'
    CHECK (salary_currency IN ('KES', 'USD', 'EUR', 'GBP', 'UGX', 'TZS', 'RWF', 'NGN', 'ZAR', 'ETB')),
  ADD COLUMN salary_period text CHECK (salary_period IN ('hour', 'day', 'month', 'year')),
  ADD COLUMN experience_level text CHECK (experience_level IN ('entry', 'mid', 'senior')),
  ADD CONSTRAINT jobs_salary_range CHECK (salary_min <= salary_max);

-- A pay per period as a month's pay in Kenya shillings: 8 hours a day, 22 working days a month, a twelfth
-- of a year, and reference rates for other currencies. The same table is packages/shared/src/salary.ts
-- (`monthlyPayKes`); a test holds them together. Changing a rate is a new migration redefining this
-- function and rewriting search_pay (`UPDATE jobs SET salary_currency = salary_currency` recomputes it).
CREATE FUNCTION job_monthly_pay_kes(amount bigint, currency text, period text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT round(amount
    * CASE period WHEN 'hour' THEN 176 WHEN 'day' THEN 22 WHEN 'month' THEN 1 WHEN 'year' THEN 1 / 12.0 END
    * CASE currency WHEN 'KES' THEN 1 WHEN 'USD' THEN 129 WHEN 'EUR' THEN 150 WHEN 'GBP' THEN 170
        WHEN 'UGX' THEN 0.035 WHEN 'TZS' THEN 0.053 WHEN 'RWF' THEN 0.09 WHEN 'NGN' THEN 0.085
        WHEN 'ZAR' THEN 7.3 WHEN 'ETB' THEN 1 END)::bigint $$;

-- The most a job can pay a month, in Kenya shillings: what `salary_min` filters on and `sort=salary` orders
-- by. Search-only: not in the Drizzle schema, read only by modules/jobs/search.ts.
ALTER TABLE jobs
  ADD COLUMN search_pay bigint
    GENERATED ALWAYS AS (job_monthly_pay_kes(coalesce(salary_max, salary_min), salary_currency, salary_period)) STORED;

-- Open jobs by pay, highest first and those without a salary last, carrying what search filters on:
-- `sort=salary` reads a page from it without sorting the matches, and `salary_min` is a range of it.
CREATE INDEX jobs_open_pay_idx ON jobs (search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, experience_level, search_title_words, search_company_words, search_city, country,
    location_type, working_period, job_type)
  WHERE status = 'published';

-- The newest-first walk of all open jobs (0010_performance) filters on the level and the pay too.
DROP INDEX jobs_open_words_idx;
CREATE INDEX jobs_open_words_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (due_date, search_title_words, search_company_words, search_city, country, location_type,
    working_period, job_type, experience_level, search_pay) WHERE status = 'published';

-- The word postings (0015_job_search_postings) carry the level and the pay, so a ranking window with
-- those filters still reads only postings. Jobs published before this migration have neither.
ALTER TABLE job_search_postings ADD COLUMN experience_level text, ADD COLUMN search_pay bigint;

CREATE OR REPLACE FUNCTION job_search_postings_of(job jobs) RETURNS SETOF job_search_postings LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT f.field, f.word, job.published_at, job.id, job.due_date, job.search_city, job.country,
           job.location_type, job.working_period, job.job_type, job.experience_level, job.search_pay
      FROM (SELECT 'title'::text AS field, w AS word FROM unnest(tsvector_to_array(job.search_title_words)) w
            UNION ALL
            SELECT 'company', w FROM unnest(tsvector_to_array(job.search_company_words)) w) f;
END
$$;

DROP TRIGGER jobs_write_search_postings ON jobs;
CREATE TRIGGER jobs_write_search_postings
  AFTER INSERT OR UPDATE OF status, published_at, due_date, job_title, company_name, city, country,
    location_type, working_period, job_type, experience_level, salary_min, salary_max, salary_currency,
    salary_period ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_postings();

DROP INDEX job_search_postings_word_idx;
CREATE INDEX job_search_postings_word_idx ON job_search_postings (field, word, published_at DESC, job_id DESC)
  INCLUDE (due_date, search_city, country, location_type, working_period, job_type, experience_level, search_pay);
