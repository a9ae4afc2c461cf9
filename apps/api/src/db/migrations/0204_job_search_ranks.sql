-- Issue 26 (docs/decisions/142-job-search-ranks.md, docs/performance.md "Job search, tenth pass: the
-- ranking reads a narrow table"): what job search's ranking needs of a published job, one narrow row a
-- job. The ranked statement of a search with words scores the jobs of its window (up to 1,000, from the
-- word postings of 0015) on their title, company, city and description: it probed each of them through
-- `jobs_pkey` and read its wide row (about 1,200 bytes, six to a page: 4,000 buffers for 1,000 jobs, the
-- description's tsvector the 24th of 43 columns), and every reference to `jobs` made the planner weigh its
-- 29 indexes. This table holds only the searchable forms the score reads, the description's without its
-- positions (`strip`: a `@@` of lexemes, prefixes and `|` is the same on it), and one index.
--
-- Only published jobs have a row, as only they have postings. Kept by the trigger below for every writer
-- (the API, the demo data, a fix by hand; the benchmark generator fills it set-based as it fills the
-- postings): a job's row is written again when it is published or unpublished (closed, held for review,
-- removed, reopened) and when its title, company, city or description changes. Close-out (`closed_out_at`)
-- does not touch it: the windows, read from the postings and `jobs`, leave out the jobs it closed out.
-- Search-only: not in the Drizzle schema, read only by modules/jobs/search.ts.

SET LOCAL maintenance_work_mem = '256MB';

-- The columns as the job's (0005, 0006), nullable as there. The index and the key are added after the rows.
CREATE TABLE job_search_ranks (
  job_id integer NOT NULL,
  published_at timestamptz NOT NULL,
  search_title text,
  search_title_words tsvector,
  search_company_words tsvector,
  search_city text,
  search_words tsvector
);

-- The row of one job: none unless it is published. PL/pgSQL, as job_search_postings_of (0015).
CREATE FUNCTION job_search_ranks_of(job jobs) RETURNS SETOF job_search_ranks LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF job.status <> 'published' OR job.published_at IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    SELECT job.id, job.published_at, job.search_title, job.search_title_words, job.search_company_words,
           job.search_city, strip(job.search_words);
END
$$;

CREATE FUNCTION jobs_write_search_ranks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search_ranks WHERE job_id = OLD.id;
  END IF;
  INSERT INTO job_search_ranks SELECT * FROM job_search_ranks_of(NEW);
  RETURN NULL;
END
$$;

-- Only the columns the row is made of (the generated ones follow job_title, company_name, city and
-- description): an applicant count going up, or close-out, does not rewrite it.
CREATE TRIGGER jobs_write_search_ranks
  AFTER INSERT OR UPDATE OF status, published_at, job_title, company_name, city, description ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_write_search_ranks();

-- Written set-based, then the index built once and the foreign key checked in one pass.
INSERT INTO job_search_ranks
  SELECT j.id, j.published_at, j.search_title, j.search_title_words, j.search_company_words, j.search_city,
         strip(j.search_words)
    FROM jobs j WHERE j.status = 'published' AND j.published_at IS NOT NULL;
-- Its one index: a hash of the job's id, which search probes for each job of its window (up to 1,000 a
-- search). A hash probe reads one bucket page where a B-tree of 900,000 ids descends three levels: the
-- window's probes read half the buffers and cost less CPU (docs/performance.md). A hash index
-- cannot be unique: a job has one row because the trigger deletes the old row before writing the new one,
-- under the job's row lock, and the job's id never changes.
CREATE INDEX job_search_ranks_job_idx ON job_search_ranks USING hash (job_id);
ALTER TABLE job_search_ranks ADD FOREIGN KEY (job_id) REFERENCES jobs (id) ON DELETE CASCADE;

ANALYZE job_search_ranks;
