-- Issue 26 (docs/decisions/119-pay-and-due-date-not-in-the-words-index.md, docs/performance.md "Job search,
-- fifth pass: pay bands"): a common word with a salary minimum. After jobs_open_words_filters_idx (0127)
-- found the word's jobs, tens of thousands of them were read from the table to check their pay (75,356
-- table pages for "junior Radiographer", KES 300,000, at 1,000,000 jobs). The pay as a range in that index
-- was slower (GIN collects every job of a range before it intersects it with the word: decision 119), so
-- it goes in as equal values: the bands of monthly pay a job reaches, at the browse page's salary minimums
-- (packages/shared/src/salary.ts `PAY_BANDS`; a test holds the two lists together). Search asks for the
-- highest band not above the minimum (`job_pay_bands(search_pay) @> array[band]`), which GIN skips through
-- as it does a country or a level, and still checks the exact `search_pay >= minimum` on the rows.
--
-- The bands are computed from search_pay (0050), the one rule for a job's monthly pay, in the index's
-- expression: no column to keep in step, and a job without a salary has no band. Written without a
-- subquery (and not STRICT) so that PostgreSQL inlines it in the index and in search's condition alike.
-- Changing the bands is a migration redefining this function and rebuilding the index.
CREATE FUNCTION job_pay_bands(pay bigint) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(ARRAY[
    CASE WHEN pay >= 25000 THEN 25000 END,
    CASE WHEN pay >= 50000 THEN 50000 END,
    CASE WHEN pay >= 100000 THEN 100000 END,
    CASE WHEN pay >= 200000 THEN 200000 END,
    CASE WHEN pay >= 400000 THEN 400000 END], NULL) $$;

-- 0127's index with the bands beside the words and the filters (array_ops, the default for integer[]),
-- then the old one dropped. Search-only, read by modules/jobs/search.ts.
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX jobs_open_words_pay_idx ON jobs USING gin (
  search_title_words, search_company_words, search_words, search_city, country, county, location_type,
  working_period, job_type, experience_level, job_pay_bands(search_pay)
) WHERE status = 'published';
DROP INDEX jobs_open_words_filters_idx;

-- What share of jobs reaches a band. Without statistics on the expression the planner took the default
-- (0.5 %, 4,507 of 900,000 open jobs for 278,493) and read the jobs of a band through this index instead
-- of walking the pay order (0.8 s instead of 1 ms for "monitoring and evaluation officer", KES 200,000,
-- by salary). Analyzed here so that the estimates are right from the first search after the migration.
CREATE STATISTICS jobs_pay_bands_stats ON (job_pay_bands(search_pay)) FROM jobs;
ANALYZE jobs;
