-- Issue 26 (docs/decisions/128-word-postings-by-city.md, docs/performance.md "Job search, seventh pass"): a
-- word's postings in one city, newest first. Search's ranking windows and its postings count walk each
-- spelling's postings newest first in job_search_postings_word_idx (field, word, published_at, job_id) and
-- check the filters on each: with a city, a common word's postings elsewhere were all read and thrown
-- away (`Sales Representative`, Kisumu, mid: 25,129 postings a spelling for a few hundred kept). With the
-- city in the key, the walk reads only that city's postings, in the same order, and the planner takes it
-- by itself whenever the search has a city (the condition `p.search_city = …` is the same). The same
-- covered columns as job_search_postings_word_idx, so the other filters are still read from the index.
CREATE INDEX job_search_postings_city_idx ON job_search_postings
  (field, word, search_city, published_at DESC, job_id DESC)
  INCLUDE (due_date, country, location_type, working_period, job_type, experience_level, search_pay, county);
