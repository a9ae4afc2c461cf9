-- performance at scale (issue 12, docs/decisions/012-performance-at-scale.md): job search's ranking
-- windows read word postings instead of walking every open job.
--
-- One row per word of a published job's title or company name (the lexemes of search_title_words and
-- search_company_words), with the job's publication time and everything search filters on. The index
-- lists each word's jobs newest first, so "the newest 1,000 jobs with nurse in the title, remote" reads
-- the postings of nurse (and of each spelling the typo correction accepts), newest first, until it has
-- them, instead of walking all open jobs newest first until 1,000 remote nurses have passed (156 ms at
-- 1,000,000 jobs; a few ms this way).
--
-- Kept by the trigger below for every writer (the API, the demo data, the benchmark generator, a fix by
-- hand); only published jobs have postings. Search-only: not in the Drizzle schema, read only by
-- modules/jobs/search.ts.
CREATE TABLE job_search_postings (
  field text NOT NULL CHECK (field IN ('title', 'company')),
  word text NOT NULL,
  published_at timestamptz NOT NULL,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  due_date date,
  search_city text,
  country text,
  location_type text,
  working_period text,
  job_type text
);

-- The postings of one job: none unless it is published. PL/pgSQL: written as an SQL function, the
-- backfill below failed to plan ("variable not found in subplan target list").
CREATE FUNCTION job_search_postings_of(job jobs) RETURNS SETOF job_search_postings LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT f.field, f.word, job.published_at, job.id, job.due_date, job.search_city, job.country,
           job.location_type, job.working_period, job.job_type
      FROM (SELECT 'title'::text AS field, w AS word FROM unnest(tsvector_to_array(job.search_title_words)) w
            UNION ALL
            SELECT 'company', w FROM unnest(tsvector_to_array(job.search_company_words)) w) f;
END
$$;

CREATE FUNCTION jobs_write_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search_postings WHERE job_id = OLD.id;
  END IF;
  INSERT INTO job_search_postings SELECT * FROM job_search_postings_of(NEW);
  RETURN NULL;
END
$$;

-- Only the columns postings hold: an applicant count going up does not rewrite them.
CREATE TRIGGER jobs_write_search_postings
  AFTER INSERT OR UPDATE OF status, published_at, due_date, job_title, company_name, city, country,
    location_type, working_period, job_type ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_postings();

INSERT INTO job_search_postings SELECT p.* FROM jobs j, job_search_postings_of(j) p WHERE j.status = 'published';

CREATE INDEX job_search_postings_word_idx ON job_search_postings (field, word, published_at DESC, job_id DESC)
  INCLUDE (due_date, search_city, country, location_type, working_period, job_type);
CREATE INDEX job_search_postings_job_idx ON job_search_postings (job_id);
