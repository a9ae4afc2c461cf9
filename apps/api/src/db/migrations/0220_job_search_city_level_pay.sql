-- Issue 26 (docs/decisions/180-job-search-city-index-with-level-and-pay.md, docs/performance.md "Job search: a
-- city with other filters without words"): the live city index by date carries the level and the pay too.
-- A search without words gathers its matches up to the count's cap (1,001) in one statement. With a city and
-- a level, a salary minimum or by pay, no index keyed by the city could answer it alone (0198's index lacked
-- those two columns), so the planner walked the level's or the pay's index and checked the city on each
-- entry, index-only: `city=Naivasha&experience_level=mid` read 48,399 entries of jobs_live_level_pay_idx
-- for 1,001 (each entry a look at the visibility map, in no order of the table: 41,546 buffers, about 20 ms
-- of database CPU), where the city's own range holds them among 3,590. The same key, the same columns and
-- predicate as 0198's jobs_live_city_idx, with `experience_level` and `search_pay` included.
SET LOCAL maintenance_work_mem = '256MB';

DROP INDEX jobs_live_city_idx;
CREATE INDEX jobs_live_city_idx ON jobs (search_city, published_at DESC, id DESC)
  INCLUDE (due_date, closed_out_at, search_title_words, search_company_words, country, location_type,
    working_period, job_type, experience_level, search_pay)
  WHERE status = 'published' AND closed_out_at IS NULL;

ANALYZE jobs;
