-- Issue 26 (docs/decisions/148-postings-carry-the-ranking.md, docs/performance.md "Job search, eleventh
-- pass: the window's jobs not probed"): job search's ranked statement reads its window (up to 1,000 jobs)
-- from the word postings' live indexes (0200), then probed each job in `job_search_ranks` (0204) through
-- its hash index for what the score reads: 2,000 buffers, 2-3 ms of a 9 ms statement. The postings of jobs
-- not closed out now carry those columns (the job's title, title words, company words and description
-- words without positions; the city and the publication time they carried already), covered by the three
-- live indexes, so that the window's walks bring them along and no job is probed.
--
-- Only a live posting carries them (`closed_out_at is null`: the only ones in the live indexes, which
-- search walks unless `include_expired`), so the closed-out three in four cost nothing. An index entry
-- holds at most about 2,700 bytes: a job whose carried columns pass 1,600 bytes (a description of a few
-- hundred distinct words) carries none, and search probes `job_search_ranks` for it as before. The
-- postings' trigger now fires on a description's change too, which rewrites a job's five or so postings.

SET LOCAL maintenance_work_mem = '256MB';

ALTER TABLE job_search_postings
  ADD COLUMN search_title text,
  ADD COLUMN search_title_words tsvector,
  ADD COLUMN search_company_words tsvector,
  ADD COLUMN search_words tsvector;

-- Whether a job's postings carry the ranking's columns: not closed out, and small enough for an index entry
-- beside the key and the filters (1,600 bytes of the entry's 2,700, before the compression of any value
-- over 500 bytes that the index applies).
CREATE FUNCTION job_search_postings_carry_ranking(job jobs) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT job.closed_out_at IS NULL
    AND coalesce(pg_column_size(job.search_title), 0) + coalesce(pg_column_size(job.search_title_words), 0)
      + coalesce(pg_column_size(job.search_company_words), 0)
      + coalesce(pg_column_size(strip(job.search_words)), 0) <= 1600
$$;

CREATE OR REPLACE FUNCTION job_search_postings_of(job jobs) RETURNS SETOF job_search_postings LANGUAGE plpgsql STABLE AS $$
DECLARE
  carried boolean := job_search_postings_carry_ranking(job);
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT f.field, f.word, job.published_at, job.id, job.due_date, job.search_city, job.country,
           job.location_type, job.working_period, job.job_type, job.experience_level, job.search_pay,
           job.county, job.closed_out_at,
           CASE WHEN carried THEN job.search_title END, CASE WHEN carried THEN job.search_title_words END,
           CASE WHEN carried THEN job.search_company_words END, CASE WHEN carried THEN strip(job.search_words) END
      FROM (SELECT 'title'::text AS field, w AS word FROM unnest(tsvector_to_array(job.search_title_words)) w
            UNION ALL
            SELECT 'company', w FROM unnest(tsvector_to_array(job.search_company_words)) w) f;
END
$$;

-- The description too now: the postings carry its words.
DROP TRIGGER jobs_write_search_postings ON jobs;
CREATE TRIGGER jobs_write_search_postings
  AFTER INSERT OR UPDATE OF status, published_at, due_date, job_title, company_name, city, country,
    location_type, working_period, job_type, experience_level, salary_min, salary_max, salary_currency,
    salary_period, county, closed_out_at, description ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_postings();

-- The postings written again with the columns, rather than updated in place (a quarter of the rows would be
-- rewritten, leaving every index with dead entries), as 0200 did; the indexes are built after.
DROP INDEX job_search_postings_word_idx;
DROP INDEX job_search_postings_city_idx;
DROP INDEX job_search_postings_country_idx;
DROP INDEX job_search_postings_job_idx;
DROP INDEX job_search_postings_live_word_idx;
DROP INDEX job_search_postings_live_city_idx;
DROP INDEX job_search_postings_live_country_idx;
TRUNCATE job_search_postings;
INSERT INTO job_search_postings SELECT p.* FROM jobs j, job_search_postings_of(j) p WHERE j.status = 'published';

-- The indexes of 0200, as they were.
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

-- The live indexes of 0200, each covering the ranking's columns too.
CREATE INDEX job_search_postings_live_word_idx ON job_search_postings (field, word, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, search_city, country, location_type, working_period, job_type,
    experience_level, search_pay, search_title, search_title_words, search_company_words, search_words)
  WHERE closed_out_at IS NULL;
CREATE INDEX job_search_postings_live_city_idx ON job_search_postings
  (field, word, search_city, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, country, location_type, working_period, job_type, experience_level,
    search_pay, county, search_title, search_title_words, search_company_words, search_words)
  WHERE closed_out_at IS NULL;
CREATE INDEX job_search_postings_live_country_idx ON job_search_postings
  (field, word, country, published_at DESC, job_id DESC)
  INCLUDE (due_date, closed_out_at, search_city, location_type, working_period, job_type, experience_level,
    search_pay, county, search_title, search_title_words, search_company_words, search_words)
  WHERE closed_out_at IS NULL AND country <> 'Kenya';

ANALYZE job_search_postings;
