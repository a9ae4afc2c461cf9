-- Issue 26 (docs/decisions/168-talent-title-rows-in-pool.md, docs/performance.md "Talent search: the pool
-- on the title rows"): a talent search by job title walks the title rows in the ranking's order
-- (candidate_search_titles, or with a filter candidate_title_facts: 0165, 0206) and probed, for every
-- candidate the word and the stronger titles keep, their profile and account: in the pool (talent/pool.ts
-- `inTalentPool`) and their years. The facts are read on the rows already (0179, 0206), and the whole years
-- too (0165: the years asked in whole years are the walk's key, decision 161). Whether the candidate is in
-- the pool is carried on the title rows as well (`in_pool`, in the walks' indexes), kept by the rows' own
-- triggers from the profile and the account, so the walk reads only the pool's rows and probes nothing
-- (but the years of a minimum that is not whole, on its whole year). Owned by the talent module
-- (talent/search.ts `titleRowsOf`, `titleRowKept`).

-- In the pool, as talent/pool.ts `inTalentPool` says it (visible, both names, an active candidate's account),
-- for one candidate: false without a profile or an account.
CREATE FUNCTION talent_in_pool(candidate integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT p.visible_to_employers AND p.first_name <> '' AND p.last_name <> '' AND u.role = 'candidate' AND u.is_active
    FROM candidate_profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = candidate), false)
$$;

ALTER TABLE candidate_search_titles ADD COLUMN in_pool boolean NOT NULL DEFAULT false;
ALTER TABLE candidate_title_facts ADD COLUMN in_pool boolean NOT NULL DEFAULT false;

-- The title rows written again with it, into new files (TRUNCATE) and their indexes built after, as 0205
-- did: an UPDATE of nearly every row would leave each old version in the indexes built here. Their
-- triggers have nothing to add and are off meanwhile.
CREATE TEMP TABLE candidate_search_titles_0214 ON COMMIT DROP AS
SELECT t.candidate_id, t.title, t.normalized_title, t.source, t.whole_years, t.search_facts, t.word_hashes,
  coalesce(p.visible_to_employers AND p.first_name <> '' AND p.last_name <> '' AND u.role = 'candidate' AND u.is_active, false) AS in_pool
FROM candidate_search_titles t
LEFT JOIN candidate_profiles p ON p.user_id = t.candidate_id
LEFT JOIN users u ON u.id = p.user_id;

DROP INDEX candidate_search_titles_walk_idx;
DROP INDEX candidate_search_titles_trgm_idx;
ALTER TABLE candidate_search_titles DISABLE TRIGGER USER;
TRUNCATE candidate_search_titles;
INSERT INTO candidate_search_titles (candidate_id, title, normalized_title, source, whole_years, search_facts, word_hashes, in_pool)
SELECT candidate_id, title, normalized_title, source, whole_years, search_facts, word_hashes, in_pool
FROM candidate_search_titles_0214 ORDER BY candidate_id;
ALTER TABLE candidate_search_titles ENABLE TRIGGER USER;

-- The walk's index carries it: a row out of the pool is refused on the index entry, as a fact is.
CREATE INDEX candidate_search_titles_walk_idx
  ON candidate_search_titles (normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts, word_hashes, in_pool);
CREATE INDEX candidate_search_titles_trgm_idx ON candidate_search_titles USING gin (normalized_title gin_trgm_ops);
ANALYZE candidate_search_titles;

DROP INDEX candidate_title_facts_walk_idx;
DROP INDEX candidate_title_facts_candidate_idx;
TRUNCATE candidate_title_facts;
INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts, word_hashes, in_pool)
SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts, t.word_hashes, t.in_pool
FROM candidate_search_titles t, unnest(t.search_facts) f(fact);
CREATE INDEX candidate_title_facts_walk_idx
  ON candidate_title_facts (fact, normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts, word_hashes, in_pool);
CREATE INDEX candidate_title_facts_candidate_idx ON candidate_title_facts (candidate_id);
ANALYZE candidate_title_facts;

-- A title row written by the profile trigger (0012) or by candidate_search_facts_refresh_all takes the
-- candidate's whole years (0165), facts (0179), word hashes (0205) and place in the pool from the profile
-- and the account as they are stored; the statement trigger below sets them again from the written row.
CREATE OR REPLACE FUNCTION candidate_search_titles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on),
      p.search_facts, talent_word_hashes(p.search_document), talent_in_pool(p.user_id)
    INTO NEW.whole_years, NEW.search_facts, NEW.word_hashes, NEW.in_pool
    FROM candidate_profiles p, talent_whole_years_state s WHERE p.user_id = NEW.candidate_id;
  NEW.whole_years := coalesce(NEW.whole_years, 0);
  NEW.search_facts := coalesce(NEW.search_facts, '{}');
  NEW.in_pool := coalesce(NEW.in_pool, false);
  RETURN NEW;
END
$$;

-- Per statement, from the profile rows it wrote (their experience, facts, document, visibility and names as
-- written, their account as it is).
CREATE OR REPLACE FUNCTION candidate_profiles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles t
  SET whole_years = y.whole_years, search_facts = y.search_facts, word_hashes = y.word_hashes, in_pool = y.in_pool
  FROM (
    SELECT p.user_id, p.search_facts, talent_word_hashes(p.search_document) AS word_hashes,
      talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on) AS whole_years,
      coalesce(p.visible_to_employers AND p.first_name <> '' AND p.last_name <> ''
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.role = 'candidate' AND u.is_active), false) AS in_pool
    FROM written_profiles p, talent_whole_years_state s
  ) y
  WHERE t.candidate_id = y.user_id
    AND (t.whole_years <> y.whole_years OR t.search_facts <> y.search_facts
      OR t.word_hashes IS DISTINCT FROM y.word_hashes OR t.in_pool <> y.in_pool);
  RETURN NULL;
END
$$;

-- A profile deleted (not its account, whose delete takes the title rows with it): its title rows leave the
-- pool (a row without a profile was refused by the walk's probe before).
CREATE FUNCTION candidate_profiles_left_pool() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles t SET in_pool = false
  FROM removed_profiles p WHERE t.candidate_id = p.user_id AND t.in_pool;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_title_rows_delete AFTER DELETE ON candidate_profiles
  REFERENCING OLD TABLE AS removed_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_profiles_left_pool();

-- An account whose role or state changes (deactivated, activated, erased): its title rows follow. Per row,
-- only when one of them changed (a column list cannot have transition tables; most writes of accounts
-- change neither).
CREATE FUNCTION users_title_rows_pool() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles SET in_pool = talent_in_pool(NEW.id)
  WHERE candidate_id = NEW.id AND in_pool <> talent_in_pool(NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_title_rows_pool AFTER UPDATE OF role, is_active ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION users_title_rows_pool();

-- A candidate's rows are their title rows times their facts, with the title rows' word hashes and place in
-- the pool (kept by the title rows' triggers above).
CREATE OR REPLACE FUNCTION candidate_title_facts_rewrite(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_title_facts WHERE candidate_id = ANY (ids);
  INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts, word_hashes, in_pool)
  SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts, t.word_hashes, t.in_pool
  FROM candidate_search_titles t, unnest(t.search_facts) f(fact)
  WHERE t.candidate_id = ANY (ids);
$$;
