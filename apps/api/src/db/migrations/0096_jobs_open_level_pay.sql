-- A level filter by pay (issue 24; docs/performance.md "Salary and level filters at 1,000,000 jobs"):
-- jobs_open_pay_idx (0050) holds all open jobs by pay, so "mid level, at least KES 150,000 a month, by
-- salary" walked past every better-paid senior job first (196,000 entries for a page, 150 ms, and 290 ms
-- for its count, at 1,000,000 jobs). Led by the level, a level's jobs are read by pay from the first one
-- that matches (0.1 ms and 16 ms). It carries the filter columns but not the title and company words: a
-- level with words is ranked from the word postings (0015), which carry the level.
CREATE INDEX jobs_open_level_pay_idx ON jobs (experience_level, search_pay DESC NULLS LAST, published_at DESC, id DESC)
  INCLUDE (due_date, search_city, country, location_type, working_period, job_type)
  WHERE status = 'published' AND experience_level IS NOT NULL;
