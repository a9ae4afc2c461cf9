-- Issue 26 (docs/decisions/117-talent-query-typos-per-word.md): a free-text query word is taken for a
-- typo of a word of the profile when it is similar to that one word (pg_trgm word_similarity >= 0.6),
-- found in the words' vocabulary, instead of similar to any stretch of the whole profile text, which the
-- trigram index could only answer by rechecking every profile sharing half the word's trigrams (107,722
-- profiles for `marketing`, 23 s under load). Owned by the talent module (talent/search.ts `rankingOf`).

-- Every word the profiles' search documents hold or held. A word no document holds any more finds no
-- one (the documents are checked for it); the periodic clean-up (talent/document-words.ts) takes such
-- words out, and a deleted profile takes its own words out at once (below).
CREATE TABLE candidate_document_words (
  word text PRIMARY KEY
);
CREATE INDEX candidate_document_words_trgm_idx ON candidate_document_words USING gin (word gin_trgm_ops);

INSERT INTO candidate_document_words (word)
SELECT DISTINCT w FROM candidate_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w
WHERE w <> ''
ON CONFLICT (word) DO NOTHING;

-- Per statement, from the rows it wrote: the profile trigger computes search_document before the row is
-- written (0012, 0114), so the words of every profile write, and of candidate_search_facts_refresh_all,
-- are added at once.
CREATE FUNCTION candidate_document_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_document_words (word)
  SELECT DISTINCT w FROM written_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w
  WHERE w <> ''
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_document_words_insert AFTER INSERT ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_words_add();
CREATE TRIGGER candidate_profiles_document_words_update AFTER UPDATE ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_words_add();

-- A profile deleted (an erasure deletes it): its words that no other document holds leave the
-- vocabulary at once, so that nothing of the person (their name) is left in it.
CREATE FUNCTION candidate_document_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_document_words v
  WHERE v.word IN (
      SELECT DISTINCT w FROM removed_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w WHERE w <> ''
    )
    AND NOT EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.search_document LIKE '% ' || v.word || ' %');
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_document_words_delete AFTER DELETE ON candidate_profiles
  REFERENCING OLD TABLE AS removed_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_words_remove();
