-- Decision 122 (docs/decisions/122-prune-claims.md, "The document words"): the vocabulary of the
-- profiles' documents (migration 0151, talent module) had the race that 0176 closed for the title
-- spellings. The trigger added a profile's words with ON CONFLICT DO NOTHING, which takes no lock on a word
-- that already exists, so the daily prune or an erasure, which cannot see the profile until it commits,
-- deleted a word the profile had just taken up: a typo of that word then found no one. Now the writer
-- holds a FOR KEY SHARE lock on every word its statement made new to a profile until it commits, and the
-- deleters (talent/document-words.ts, and the erasure's trigger below) first lock the words they mean to
-- delete with FOR UPDATE SKIP LOCKED, then delete them in a later statement, whose fresh snapshot sees
-- every document whose writer held that lock before.

-- Only the words new to their profile are locked: a word the profile's replaced version held is in a
-- document every deleter sees (the committed version, or this one once committed), or was locked by this
-- transaction's earlier write of it. So a save that leaves the text alone (most profile writes, and the
-- touches of 0012 when an entry is saved) locks nothing, and common words are not locked by every save.
-- Every word is still inserted, as before. The words are sorted (array_agg DISTINCT), so two statements
-- inserting the same new words wait for each other in one order. A word deleted while the writer waited
-- for its lock is inserted again: the loop ends once every new word is there and held.
CREATE OR REPLACE FUNCTION candidate_document_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  taken text[];
  held int;
BEGIN
  SELECT coalesce(array_agg(DISTINCT w), '{}') INTO words
  FROM written_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w
  WHERE w <> '';
  IF TG_OP = 'UPDATE' THEN
    -- The document is ' word word … ' (0114): a word the old version held is found between two spaces.
    SELECT coalesce(array_agg(DISTINCT w), '{}') INTO taken
    FROM written_profiles p
    LEFT JOIN old_profiles o ON o.user_id = p.user_id
    CROSS JOIN LATERAL regexp_split_to_table(trim(p.search_document), ' ') w
    WHERE w <> '' AND (o.user_id IS NULL OR strpos(o.search_document, ' ' || w || ' ') = 0);
  ELSE
    taken := words;
  END IF;
  LOOP
    INSERT INTO candidate_document_words (word)
    SELECT unnest(words)
    ON CONFLICT (word) DO NOTHING;
    EXIT WHEN cardinality(taken) = 0;
    SELECT count(*) INTO held FROM (
      SELECT 1 FROM candidate_document_words v WHERE v.word = ANY (taken)
      FOR KEY SHARE OF v
    ) locked;
    EXIT WHEN held >= cardinality(taken);
  END LOOP;
  RETURN NULL;
END
$$;
DROP TRIGGER candidate_profiles_document_words_update ON candidate_profiles;
CREATE TRIGGER candidate_profiles_document_words_update AFTER UPDATE ON candidate_profiles
  REFERENCING OLD TABLE AS old_profiles NEW TABLE AS written_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_words_add();

-- A profile deleted (an erasure): its words no other document holds are locked, skipping those a writer
-- holds (the daily prune has them once no document does), then deleted by a later statement. A trigger
-- function is VOLATILE, so each of its statements reads with a fresh snapshot (PostgreSQL manual 38.7).
CREATE OR REPLACE FUNCTION candidate_document_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked text[];
BEGIN
  SELECT array_agg(l.word) INTO locked FROM (
    SELECT v.word FROM candidate_document_words v
    WHERE v.word IN (
        SELECT w FROM removed_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w WHERE w <> ''
      )
      AND NOT EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.search_document LIKE '% ' || v.word || ' %')
    FOR UPDATE OF v SKIP LOCKED
  ) l;
  IF locked IS NOT NULL THEN
    DELETE FROM candidate_document_words v
    WHERE v.word = ANY (locked)
      AND NOT EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.search_document LIKE '% ' || v.word || ' %');
  END IF;
  RETURN NULL;
END
$$;
