-- performance at scale (issue 12, docs/performance.md): search with a city or a country. Open jobs of one
-- city (or country) newest first, carrying what search's windows match and filter on, as
-- jobs_open_words_idx (0010_performance) does for all open jobs: "accountant" in Nairobi walks Nairobi's jobs instead
-- of every open job, and a country with no open job answers at once instead of after a walk of them all
-- (1.3 s for each of those at 1,000,000 jobs before).
CREATE INDEX jobs_open_city_idx ON jobs (search_city, published_at DESC, id DESC)
  INCLUDE (due_date, search_title_words, search_company_words, country, location_type, working_period, job_type)
  WHERE status = 'published';
CREATE INDEX jobs_open_country_idx ON jobs (country, published_at DESC, id DESC)
  INCLUDE (due_date, search_title_words, search_company_words, search_city, location_type, working_period, job_type)
  WHERE status = 'published';
