-- performance at scale (issue 12, docs/performance.md).

-- The employer dashboard's page of published jobs, newest first, without sorting all of a big employer's
-- jobs (jobs_employer_idx orders by created_at, which is not the dashboard's order).
CREATE INDEX jobs_employer_list_idx ON jobs (employer_id, published_at DESC, id DESC) WHERE status = 'published';

-- Open jobs newest first, carrying what the title window of search and the wishes of recommendations
-- match and filter on. Walking it newest first finds the newest matches of a word by index-only scan, without
-- visiting the wide job rows (a tenth of the time or less at 1,000,000 jobs: docs/performance.md).
-- The due date is there because "open" depends on today, which no partial index can hold.
CREATE INDEX jobs_open_words_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (due_date, search_title_words, search_company_words, search_city, country, location_type,
    working_period, job_type) WHERE status = 'published';
