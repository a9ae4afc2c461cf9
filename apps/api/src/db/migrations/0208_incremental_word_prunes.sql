-- Issue 26 (docs/decisions/147-incremental-word-prunes.md, docs/performance.md "The daily prunes,
-- incremental"): the prunes of the description words (0181, 0184) and of the document words (0151, 0177)
-- looked at every word each run. At 1,000,000 jobs and 200,000 candidates that was about 6 s of a backend's
-- CPU and 20 s for the description words (one probe of the jobs' words index per word, a common word's
-- whole posting tree read into a bitmap) and about 4 s and 8 s for the document words (every document
-- read), in the first minutes of every server started on a database whose day had passed.

-- The description words. A word can stop being held by any job only when a job that held it is deleted
-- or its description changes (search_words is generated from the description alone, 0005). Those words
-- are noted here, one row per word a statement took away, and the prune looks only at the words noted
-- (jobs/description-words.ts). The rows are only ever inserted by writers (no ON CONFLICT, no update):
-- writers never wait for each other here, and the prune deletes exactly the rows it read, so a row
-- written after it read its words stays for the next run.
CREATE TABLE job_description_words_gone (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  word text COLLATE "C" NOT NULL
);

CREATE FUNCTION jobs_note_description_words_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_description_words_gone (word)
    SELECT lexeme FROM unnest(OLD.search_words)
    EXCEPT SELECT lexeme FROM unnest(NEW.search_words);
  RETURN NULL;
END
$$;
CREATE TRIGGER jobs_note_description_words_edited AFTER UPDATE OF description ON jobs
  FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words)
  EXECUTE FUNCTION jobs_note_description_words_edited();

CREATE FUNCTION jobs_note_description_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_description_words_gone (word)
    SELECT DISTINCT lexeme FROM gone_jobs, unnest(gone_jobs.search_words);
  RETURN NULL;
END
$$;
CREATE TRIGGER jobs_note_description_words_deleted AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS gone_jobs FOR EACH STATEMENT EXECUTE FUNCTION jobs_note_description_words_deleted();

-- Every word is looked at once: a word left unused before this migration is in no later note. The prune
-- takes a bounded number of words a run, so these are spread over its first runs.
INSERT INTO job_description_words_gone (word) SELECT word FROM job_description_words ORDER BY word;

-- The document words. "Some document holds the word" is asked of the document postings (0175: every word
-- of every profile's document, kept by the profile's own statement), one probe of their word index, instead
-- of splitting every document. A deleted profile (the erasure) kept its postings, the user's row (their
-- key's reference) staying: they go with the profile now, and those left by earlier erasures go here.
CREATE FUNCTION candidate_document_postings_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_document_postings d USING removed_profiles r WHERE d.candidate_id = r.user_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_document_postings_delete AFTER DELETE ON candidate_profiles
  REFERENCING OLD TABLE AS removed_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_postings_remove();

-- Through the users without a profile (the postings' key begins with the candidate), not every posting.
DELETE FROM candidate_document_postings d
USING users u
WHERE d.candidate_id = u.id AND NOT EXISTS (SELECT 1 FROM candidate_profiles p WHERE p.user_id = u.id);
