-- Issue 26 (docs/decisions/150-talent-title-fact-word-hashes.md, docs/performance.md "Talent search: a
-- title with a word and a filter in the key"): a talent search by job title with a query word and an
-- exact-match filter walked the title rows (candidate_search_titles), which carry the document's word
-- hashes (0205), not the title rows of the filter's fact (0206), which did not: a rare filter read a large
-- strength's title rows whole (`Sales Representative` + `inventory`, Kenya, KCSE). The facts' rows carry the
-- hashes too, in the walk's index, so such a walk reads the rows of one fact and checks the word on the
-- index entry it reads. Owned by the talent module (talent/search.ts `rankingWindow`, `titleRowsOf`).

ALTER TABLE candidate_title_facts ADD COLUMN word_hashes integer[];

-- The rows written again with their title row's hashes, into new files (TRUNCATE) and their indexes built
-- after: an UPDATE of every row would leave each old version in the indexes this transaction builds (0205).
DROP INDEX candidate_title_facts_walk_idx;
DROP INDEX candidate_title_facts_candidate_idx;
TRUNCATE candidate_title_facts;
INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts, word_hashes)
SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts, t.word_hashes
FROM candidate_search_titles t, unnest(t.search_facts) f(fact);

-- The walk: one fact, one spelling and source, best experience first, then id; the other facts and the
-- document's word hashes read from the entry. One index for the walks with and without a word: a second,
-- narrower one for those without would be another index to write per row (0205 weighed the same).
CREATE INDEX candidate_title_facts_walk_idx
  ON candidate_title_facts (fact, normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts, word_hashes);
CREATE INDEX candidate_title_facts_candidate_idx ON candidate_title_facts (candidate_id);
ANALYZE candidate_title_facts;

-- A candidate's rows are their title rows times their facts, with the title rows' word hashes (kept from
-- the profile's document by the title rows' triggers, 0205).
CREATE OR REPLACE FUNCTION candidate_title_facts_rewrite(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_title_facts WHERE candidate_id = ANY (ids);
  INSERT INTO candidate_title_facts (fact, normalized_title, source, whole_years, candidate_id, search_facts, word_hashes)
  SELECT f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts, t.word_hashes
  FROM candidate_search_titles t, unnest(t.search_facts) f(fact)
  WHERE t.candidate_id = ANY (ids);
$$;
