-- Issue 26 (docs/decisions/139-postings-read-jobs-not-closed-out.md, docs/performance.md "Job search, the
-- postings of closed-out jobs (27 November 2026)"): the word postings' walks read only the postings of jobs
-- close-out has not closed out, as search's walks on jobs do since 0198 (decision 135). The postings
-- (0015) hold every published job's words, and three in four published jobs are past their due date and
-- closed out (on the benchmark's data 648,077 of 900,000): a word's ranking window walked their postings
-- newest first and threw them away on the due date. Each posting now carries its job's `closed_out_at`
-- (kept by the postings' trigger, which now also fires when close-out sets it or an edit clears it), and
-- three partial indexes beside the word, city and country indexes hold only the postings with none. Search
-- asks `closed_out_at is null` beside the due date, as on jobs; the due date is still checked (a job whose
-- date passed since the last sweep). The full indexes stay, for `include_expired`, recommendations and
-- similar jobs.

SET LOCAL maintenance_work_mem = '256MB';

ALTER TABLE job_search_postings ADD COLUMN closed_out_at timestamptz;

CREATE OR REPLACE FUNCTION job_search_postings_of(job jobs) RETURNS SETOF job_search_postings LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT f.field, f.word, job.published_at, job.id, job.due_date, job.search_city, job.country,
           job.location_type, job.working_period, job.job_type, job.experience_level, job.search_pay,
           job.county, job.closed_out_at
      FROM (SELECT 'title'::text AS field, w AS word FROM unnest(tsvector_to_array(job.search_title_words)) w
            UNION ALL
            SELECT 'company', w FROM unnest(tsvector_to_array(job.search_company_words)) w) f;
END
$$;

DROP TRIGGER jobs_write_search_postings ON jobs;
CREATE TRIGGER jobs_write_search_postings
  AFTER INSERT OR UPDATE OF status, published_at, due_date, job_title, company_name, city, country,
    location_type, working_period, job_type, experience_level, salary_min, salary_max, salary_currency,
    salary_period, county, closed_out_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_postings();

-- The postings written again with their jobs' close-out, rather than updated in place: three in four rows
-- would be rewritten, leaving the table and its indexes half dead. The indexes are built after.
DROP INDEX job_search_postings_word_idx;
DROP INDEX job_search_postings_city_idx;
DROP INDEX job_search_postings_country_idx;
DROP INDEX job_search_postings_job_idx;
TRUNCATE job_search_postings;
INSERT INTO job_search_postings SELECT p.* FROM jobs j, job_search_postings_of(j) p WHERE j.status = 'published';

CREATE INDEX job_search_postings_word_idx ON job_search_postings (field, word, published_at DESC, job_id DESC)
  INCLUDE (due_date, search_city, country, location_type, working_period, job_type, experience_level, search_pay);
CREATE INDEX job_search_postings_job_idx ON job_search_postings (job_id);
CREATE INDEX job_search_postings_city_idx ON job_search_postings
  (field, word, search_city, published_at DESC, job_id DESC)
  INCLUDE (due_date, country, location_type, working_period, job_type, experience_level, search_pay, county);
CREATE INDEX job_search_postings_country_idx ON job_search_postings
  (field, word, country, published_at DESC, job_id DESC)
  INCLUDE (due_date, search_city, location_type, working_period, job_type, experience_level, search_pay, county)
  WHERE country <> 'Kenya';

-- The postings of jobs not closed out: the same keys and columns, and `closed_out_at` covered (search's due
-- date is written with `or closed_out_at is not null`, for the planner's estimate, as on jobs).
CREATE INDEX job_search_postings_live_word_idx ON job_search_postings (field, word, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, search_city, country, location_type, working_period, job_type,
    experience_level, search_pay)
  WHERE closed_out_at IS NULL;
CREATE INDEX job_search_postings_live_city_idx ON job_search_postings
  (field, word, search_city, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, country, location_type, working_period, job_type, experience_level,
    search_pay, county)
  WHERE closed_out_at IS NULL;
CREATE INDEX job_search_postings_live_country_idx ON job_search_postings
  (field, word, country, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, search_city, location_type, working_period, job_type, experience_level,
    search_pay, county)
  WHERE closed_out_at IS NULL AND country <> 'Kenya';

ANALYZE job_search_postings;
