-- Issue 26 (docs/decisions/145-talent-title-fact-postings.md, docs/performance.md "Talent search: a title
-- with a filter in the key"): a talent search by job title with an exact-match filter (city, county,
-- country, industry, education) walks the title rows of each strength in the ranking's order (0165) and
-- reads the filter from the facts carried in the walk's index (0179), not from its key: a rare filter
-- reads each large strength's rows whole (`Sales Representative` in Kampala: 73,233 index entries read for
-- 2,647 kept). The title rows once per fact of the candidate, the fact first in the key, let the walk read
-- only the rows of the filter's fact; the candidate's other facts are carried for a second filter.
-- Owned by the talent module (talent/search.ts `rankingWindow`).

CREATE TABLE candidate_title_facts (
  fact text NOT NULL,
  normalized_title text NOT NULL,
  source text NOT NULL,
  whole_years integer NOT NULL,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  search_facts text[] NOT NULL
);

INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts)
SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts
FROM candidate_search_titles t, unnest(t.search_facts) f(fact);

-- The walk: one fact, one spelling and source, best experience first, then id (RANK_ORDER for one score).
CREATE INDEX candidate_title_facts_walk_idx
  ON candidate_title_facts (fact, normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts);
-- The rows of a candidate, rewritten with their title rows.
CREATE INDEX candidate_title_facts_candidate_idx ON candidate_title_facts (candidate_id);
ANALYZE candidate_title_facts;

-- A candidate's rows are their title rows (candidate_search_titles) times their facts, as those rows hold
-- them: rewritten from the title rows whenever a statement writes or deletes any of the candidate's (the
-- profile trigger's titles, 0012; their whole years and facts, 0165 and 0179; the daily move of the whole
-- years, talent/whole-years.ts; erasure).
CREATE FUNCTION candidate_title_facts_rewrite(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_title_facts WHERE candidate_id = ANY (ids);
  INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts)
  SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts
  FROM candidate_search_titles t, unnest(t.search_facts) f(fact)
  WHERE t.candidate_id = ANY (ids);
$$;

CREATE FUNCTION candidate_title_facts_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_title_facts_rewrite(ARRAY(SELECT DISTINCT candidate_id FROM written_titles));
  RETURN NULL;
END
$$;
CREATE FUNCTION candidate_title_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_title_facts_rewrite(ARRAY(SELECT DISTINCT candidate_id FROM removed_titles));
  RETURN NULL;
END
$$;
CREATE FUNCTION candidate_title_facts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE candidate_title_facts;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_search_titles_facts_insert AFTER INSERT ON candidate_search_titles
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_facts_written();
CREATE TRIGGER candidate_search_titles_facts_update AFTER UPDATE ON candidate_search_titles
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_facts_written();
CREATE TRIGGER candidate_search_titles_facts_delete AFTER DELETE ON candidate_search_titles
  REFERENCING OLD TABLE AS removed_titles FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_facts_removed();
-- candidate_search_facts_refresh_all (0114) empties the title rows before it writes them again.
CREATE TRIGGER candidate_search_titles_facts_truncate AFTER TRUNCATE ON candidate_search_titles
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_facts_truncated();
