-- Issue 26 (docs/decisions/135-search-reads-jobs-not-closed-out.md, docs/performance.md "Job search, the
-- dearest searches (27 November 2026)"): search's indexes of jobs hold only the published jobs that
-- close-out has not closed out. Every index of search on jobs held every published job, and about three in
-- four of those are past their due date (on the benchmark's data 648,077 of 900,000): each walk of the pay
-- or date order, each bitmap of the words' index, read them and threw them away on the due date, from the
-- index or from the table. Close-out (decision 065) sets `closed_out_at` once a published job's due date has
-- passed, and search asks `closed_out_at is null` beside the due date, an equality these indexes' predicate
-- answers: the expired jobs close-out swept are not in them at all. The due date is still checked, so a job
-- whose date passed since the last sweep is still left out (answers stay exact between a due date passing
-- and close-out running). The indexes of every published job stay, for `include_expired` and the other
-- modules. Each has the columns of the index it stands beside, and `closed_out_at` covered: search's due
-- date is written with `or closed_out_at is not null` (false in these indexes), so that the planner
-- estimates the two conditions together near the truth, and the walks still read nothing from the table.

-- A published job whose due date is not past is open: no search may miss it. Editing a job to a later due
-- date clears `closed_out_at` (posting.ts); so does removing the due date since this migration. Jobs that
-- were edited to no due date before it are opened again here.
UPDATE jobs SET closed_out_at = NULL
WHERE status = 'published' AND closed_out_at IS NOT NULL
  AND (due_date IS NULL OR due_date >= (now() AT TIME ZONE 'Africa/Nairobi')::date);

SET LOCAL maintenance_work_mem = '256MB';

-- The words' GIN index (0178's jobs_open_words_pay_idx).
CREATE INDEX jobs_live_words_pay_idx ON jobs USING gin (
  search_title_words, search_company_words, search_words, search_city, country, county, location_type,
  working_period, job_type, experience_level, job_pay_bands(search_pay)
) WHERE status = 'published' AND closed_out_at IS NULL;

-- By date (jobs_open_words_idx) and by pay (jobs_open_pay_idx).
CREATE INDEX jobs_live_words_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, search_title_words, search_company_words, search_city, country,
    location_type, working_period, job_type, experience_level, search_pay)
  WHERE status = 'published' AND closed_out_at IS NULL;
CREATE INDEX jobs_live_pay_idx ON jobs (search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, experience_level, search_title_words, search_company_words, search_city,
    country, location_type, working_period, job_type)
  WHERE status = 'published' AND closed_out_at IS NULL;

-- A place by date (jobs_open_city_idx, jobs_open_country_idx, jobs_open_county_idx).
CREATE INDEX jobs_live_city_idx ON jobs (search_city, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, search_title_words, search_company_words, country, location_type,
    working_period, job_type)
  WHERE status = 'published' AND closed_out_at IS NULL;
CREATE INDEX jobs_live_country_idx ON jobs (country, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, search_title_words, search_company_words, search_city, location_type,
    working_period, job_type)
  WHERE status = 'published' AND closed_out_at IS NULL;
CREATE INDEX jobs_live_county_idx ON jobs (county, published_at DESC, id DESC)
  WHERE status = 'published' AND closed_out_at IS NULL AND county <> '';

-- A country outside Kenya by pay (0190's jobs_open_country_pay_idx), a level by pay (jobs_open_level_pay_idx;
-- the level's pay gate of 0191 keeps reading that one).
CREATE INDEX jobs_live_country_pay_idx ON jobs (country, search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, experience_level, search_title_words, search_company_words, search_city,
    location_type, working_period, job_type)
  WHERE status = 'published' AND closed_out_at IS NULL AND country <> 'Kenya';
CREATE INDEX jobs_live_level_pay_idx ON jobs (experience_level, search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, search_city, country, location_type, working_period, job_type)
  WHERE status = 'published' AND closed_out_at IS NULL AND experience_level IS NOT NULL;

ANALYZE jobs;
