-- Issue 26 (docs/decisions/144-talent-title-word-hashes.md, "Talent search: the word on the title rows" in
-- docs/performance.md): a talent search by job title with query words walks the title rows in the
-- ranking's order (0165, 0179) and checked each row walked for the word in the word postings (0175): a
-- probe of the postings' key per row, or a hash of all the word's postings built in each strength's
-- statement, most of such a search's cost. The candidate's document words are carried on every title row
-- as a sorted array of their hashes (hashtext) and in the walk's index, so the walk checks the word on the
-- index entry it reads (`word_hashes && <the query word's vocabulary words' hashes>`). A hash is exact
-- when no other word of the vocabulary (0151, which holds every document's words) has it: the search
-- checks that once, in the vocabulary, and otherwise probes the postings as before. Owned by the talent
-- module (talent/search.ts `rankingWindow`, `titleWordsWindow`).

-- The hashes of a search document's distinct words (0114: ' word word … '), sorted; null for a document
-- of more than 200 distinct words (about 800 bytes: an index entry holds at most about 2,700), whose title
-- rows the walk checks in the postings.
CREATE FUNCTION talent_word_hashes(document text) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN count(*) <= 200 THEN coalesce(array_agg(h ORDER BY h), '{}') END
  FROM (SELECT DISTINCT hashtext(w) AS h FROM regexp_split_to_table(trim(document), ' ') w WHERE w <> '') hashed
$$;

ALTER TABLE candidate_search_titles ADD COLUMN word_hashes integer[];

-- The title rows written again, with their hashes, into new files (TRUNCATE) and their indexes built after:
-- an UPDATE of every row left each row's old version in the indexes this transaction builds (the walk's
-- index 438 MB instead of 270 at 200,000 candidates, until rebuilt). The rows are the same; their triggers
-- (the whole years and facts from the profile, the spellings) have nothing to add and are off meanwhile.
CREATE TEMP TABLE candidate_search_titles_0205 ON COMMIT DROP AS
SELECT t.candidate_id, t.title, t.normalized_title, t.source, t.whole_years, t.search_facts, p.word_hashes
FROM candidate_search_titles t
LEFT JOIN (SELECT user_id, talent_word_hashes(search_document) AS word_hashes FROM candidate_profiles) p
  ON p.user_id = t.candidate_id;

DROP INDEX candidate_search_titles_walk_idx;
DROP INDEX candidate_search_titles_trgm_idx;
ALTER TABLE candidate_search_titles DISABLE TRIGGER USER;
TRUNCATE candidate_search_titles;
INSERT INTO candidate_search_titles (candidate_id, title, normalized_title, source, whole_years, search_facts, word_hashes)
SELECT candidate_id, title, normalized_title, source, whole_years, search_facts, word_hashes
FROM candidate_search_titles_0205 ORDER BY candidate_id;
ALTER TABLE candidate_search_titles ENABLE TRIGGER USER;

CREATE INDEX candidate_search_titles_walk_idx
  ON candidate_search_titles (normalized_title, source, whole_years DESC, candidate_id) INCLUDE (search_facts, word_hashes);
CREATE INDEX candidate_search_titles_trgm_idx ON candidate_search_titles USING gin (normalized_title gin_trgm_ops);
ANALYZE candidate_search_titles;

-- A query word's vocabulary words are checked by their hashes only when no other word of the vocabulary
-- has one of them: found through this index, a probe per hash.
CREATE INDEX candidate_document_words_hash_idx ON candidate_document_words (hashtext(word));

-- A title row written by the profile trigger (0012) or by candidate_search_facts_refresh_all takes the
-- candidate's whole years (0165), facts (0179) and word hashes from the profile as it is stored; the
-- statement trigger below sets them again from the written row.
CREATE OR REPLACE FUNCTION candidate_search_titles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on),
      p.search_facts, talent_word_hashes(p.search_document)
    INTO NEW.whole_years, NEW.search_facts, NEW.word_hashes
    FROM candidate_profiles p, talent_whole_years_state s WHERE p.user_id = NEW.candidate_id;
  NEW.whole_years := coalesce(NEW.whole_years, 0);
  NEW.search_facts := coalesce(NEW.search_facts, '{}');
  RETURN NEW;
END
$$;

-- Per statement, from the profile rows it wrote (their experience, facts and document as written).
CREATE OR REPLACE FUNCTION candidate_profiles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles t
  SET whole_years = y.whole_years, search_facts = y.search_facts, word_hashes = y.word_hashes
  FROM (
    SELECT p.user_id, p.search_facts, talent_word_hashes(p.search_document) AS word_hashes,
      talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on) AS whole_years
    FROM written_profiles p, talent_whole_years_state s
  ) y
  WHERE t.candidate_id = y.user_id
    AND (t.whole_years <> y.whole_years OR t.search_facts <> y.search_facts
      OR t.word_hashes IS DISTINCT FROM y.word_hashes);
  RETURN NULL;
END
$$;
