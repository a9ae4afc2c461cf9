-- Issue 26 (docs/decisions/121-talent-word-postings.md, "Talent search, fifth pass" in docs/performance.md):
-- a talent search by job title with an exact-match filter (city, county, country, industry, education)
-- walks the title rows in the ranking's order (0165) and probed the profile of every row for the filter:
-- 4,706 probes for 815 candidates for "accountant" in Nairobi, and a rarer filter read the walk's whole
-- budget and ranked every match instead. The profile's stored facts (0012, `search_facts`) are copied onto
-- every title row and carried in the walk's index, so the walk skips the rows a filter refuses in the
-- index and probes only the rows that pass it. Owned by the talent module (talent/search.ts `rankingWindow`).

ALTER TABLE candidate_search_titles ADD COLUMN search_facts text[] NOT NULL DEFAULT '{}';
UPDATE candidate_search_titles t
SET search_facts = p.search_facts
FROM candidate_profiles p
WHERE p.user_id = t.candidate_id AND p.search_facts <> '{}';

DROP INDEX candidate_search_titles_walk_idx;
CREATE INDEX candidate_search_titles_walk_idx
  ON candidate_search_titles (normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts);

-- A title row written by the profile trigger (0012) or by candidate_search_facts_refresh_all takes the
-- candidate's whole years (0165) and facts from the profile as it is stored. The profile trigger inserts
-- the titles before its own row is written, so the statement trigger below sets them again from the
-- written row.
CREATE OR REPLACE FUNCTION candidate_search_titles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on),
      p.search_facts
    INTO NEW.whole_years, NEW.search_facts
    FROM candidate_profiles p, talent_whole_years_state s WHERE p.user_id = NEW.candidate_id;
  NEW.whole_years := coalesce(NEW.whole_years, 0);
  NEW.search_facts := coalesce(NEW.search_facts, '{}');
  RETURN NEW;
END
$$;

-- Per statement, from the profile rows it wrote (their experience and facts as written).
CREATE OR REPLACE FUNCTION candidate_profiles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles t
  SET whole_years = y.whole_years, search_facts = y.search_facts
  FROM (
    SELECT p.user_id, p.search_facts,
      talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on) AS whole_years
    FROM written_profiles p, talent_whole_years_state s
  ) y
  WHERE t.candidate_id = y.user_id AND (t.whole_years <> y.whole_years OR t.search_facts <> y.search_facts);
  RETURN NULL;
END
$$;
