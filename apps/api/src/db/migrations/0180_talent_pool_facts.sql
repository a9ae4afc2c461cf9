-- Issue 26 ("Talent search, sixth pass" in docs/performance.md, decision 121 amended): a talent search with
-- filters and no job title or query word (`education_level=Diploma`, `country=Kenya`, `city=nairobi` with
-- a minimum of years) scored and counted every profile the filters keep (50,000 for Diploma at 200,000
-- candidates). Its score is the same for every match, so its order is whole years, then id, as the stored
-- pool order's (0128): one row per profile with its whole years (0165) and its stored facts (0012),
-- indexed in that order with the facts carried, lets the search walk the profiles in the ranking's order,
-- skip in the index the ones the filters refuse, and stop at the page and the count's cap. Owned by the
-- talent module (talent/search.ts `poolWindow`).

CREATE TABLE candidate_pool_facts (
  candidate_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  whole_years integer NOT NULL,
  search_facts text[] NOT NULL
);

INSERT INTO candidate_pool_facts (candidate_id, whole_years, search_facts)
SELECT p.user_id,
  talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on),
  p.search_facts
FROM candidate_profiles p, talent_whole_years_state s;

-- The window's walk: best experience first, then id (talent/search.ts RANK_ORDER for one score), the facts
-- read from the index (a filter's wanted fact checked there, the profile probed only for the rows kept).
CREATE INDEX candidate_pool_facts_walk_idx
  ON candidate_pool_facts (whole_years DESC, candidate_id) INCLUDE (search_facts);

-- Per statement, from the profile rows it wrote (their experience and facts as written, 0012): every
-- profile write, including candidate_search_facts_refresh_all's update (its row trigger is disabled, not
-- this one). A write that changes neither figure only probes the key.
CREATE FUNCTION candidate_pool_facts_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_pool_facts AS f (candidate_id, whole_years, search_facts)
  SELECT p.user_id,
    talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on),
    p.search_facts
  FROM written_profiles p, talent_whole_years_state s
  ON CONFLICT (candidate_id) DO UPDATE SET whole_years = excluded.whole_years, search_facts = excluded.search_facts
    WHERE f.whole_years <> excluded.whole_years OR f.search_facts <> excluded.search_facts;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_pool_facts_insert AFTER INSERT ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_pool_facts_write();
CREATE TRIGGER candidate_profiles_pool_facts_update AFTER UPDATE ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_pool_facts_write();
-- Erasure deletes the row with the candidate's titles and postings (talent/erasure.ts), after them: the
-- order in which a profile write and the daily move of the whole years (talent/whole-years.ts) take the
-- tables. A row left by a profile deleted otherwise is refused by the walk's probe (no profile, no pool).
