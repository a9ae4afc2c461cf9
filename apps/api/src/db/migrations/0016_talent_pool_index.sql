-- performance at scale (issue 12, docs/talent-search.md "Speed"): the talent pool as narrow indexes.
-- Every talent search filters on the pool (talent/pool.ts `inTalentPool`), often on the stored facts
-- (city, country, industry, education) and orders by years of experience, all stored by
-- 0012_talent_search. The whole pool (Find Talent with no criterion, every employer's first view) read
-- every wide profile row and every user row: about 0.3 to 0.5 s at 200,000 candidates. These let it
-- read two narrow indexes instead (about 0.12 s), and a filter on the facts check them in the index.
CREATE INDEX candidate_profiles_pool_idx ON candidate_profiles (user_id)
  INCLUDE (experience_days, experience_open_since, experience_settled_on, search_facts)
  WHERE visible_to_employers AND first_name <> '' AND last_name <> '';
CREATE INDEX users_active_candidates_idx ON users (id) WHERE role = 'candidate' AND is_active;
