-- Issue 26 (docs/decisions/133-country-outside-kenya-in-the-key.md, docs/performance.md "Job search, eighth
-- pass"): a country other than Kenya in the key of the two walks a search with a country and no city makes.
-- Most jobs are in Kenya, so a search in Kenya throws little away walking the plain indexes and Kenya's rows
-- are left out of these two (a quarter of the size of a full index each); in another country (a few per
-- cent of the jobs each) nearly every row walked was thrown away. A search names one country, and
-- `country = 'Uganda'` implies `country <> 'Kenya'`: the planner takes these by itself, no code changes.
--
-- A word's postings in one country, newest first: search's ranking windows and its postings count walk
-- each spelling's postings in job_search_postings_word_idx and checked the country on each. The same
-- covered columns as the other postings indexes (0185), so the other filters are still read from the index.
CREATE INDEX job_search_postings_country_idx ON job_search_postings
  (field, word, country, published_at DESC, job_id DESC)
  INCLUDE (due_date, search_city, location_type, working_period, job_type, experience_level, search_pay, county)
  WHERE country <> 'Kenya';

-- A country's open jobs by pay, as jobs_open_pay_idx orders them (highest monthly pay first, jobs without a
-- salary last, then newest first): a search by salary over the count's cap walks the pay order and checked
-- the country on each job (`assistant Mobile Developer`, South Africa, by salary: 31,740 jobs read and
-- thrown away for 20). The same covered columns as jobs_open_pay_idx.
CREATE INDEX jobs_open_country_pay_idx ON jobs
  (country, search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, experience_level, search_title_words, search_company_words, search_city, location_type,
    working_period, job_type)
  WHERE status = 'published' AND country <> 'Kenya';
