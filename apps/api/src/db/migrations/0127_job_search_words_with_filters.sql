-- Issue 26 (docs/performance.md "Without kept answers", plans 2 and 3): a word common in descriptions or
-- company names, with filters that leave few jobs. The words' own GIN indexes (0005, 0006) find tens of
-- thousands of jobs, and each was read from the table to check its country, type or level: 72,523 jobs
-- for "logistics" in Kenya, entry level (1.3 s), 83,333 descriptions for "communication" in Kenya,
-- voluntary (0.7 s), at 1,000,000 jobs.
--
-- One GIN index over the open jobs' title, company and description words and the filters' columns
-- (btree_gin gives GIN the plain columns' equality): a word and its filters are intersected inside the
-- index, so only the jobs that pass every indexed condition are read. The planner uses it for each arm
-- of search's "title or company or city or description" with the filters added to every arm. Its dates
-- and pay stay checked on the rows (ranges over many values are not what GIN intersects cheaply).
-- Search-only, read by modules/jobs/search.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;

SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX jobs_open_words_filters_idx ON jobs USING gin (
  search_title_words, search_company_words, search_words, search_city, country, county, location_type,
  working_period, job_type, experience_level
) WHERE status = 'published';
