-- Decision 127 (docs/decisions/127-prune-description-words.md): the words of the jobs' descriptions
-- (job_description_words, 0181) are pruned once a day of those no job's description holds any more
-- (jobs/description-words.ts), safely beside a job being written, by decision 122's rule (0176, 0177).
--
-- The trigger added a job's words with ON CONFLICT DO NOTHING, which takes no lock on a word that already
-- exists: a prune running at the same time cannot see the writer's uncommitted job, and could delete the
-- word that job had just started to use, so that search never named that word for its typed prefixes
-- again (until another job wrote it). Now the writer holds a FOR KEY SHARE lock on every word new to the
-- job until it commits, and the prune first locks the words it means to delete FOR UPDATE SKIP LOCKED,
-- then deletes them in a later statement, whose fresh snapshot sees every job whose writer held that lock
-- before. A word deleted while the writer waited for the lock is inserted again: the loop ends once every
-- new word is there and held.
--
-- A word the replaced version of the job held needs no lock: every deleter's snapshot sees that version
-- (or this one, once committed) holding it, and a version written earlier in the same transaction locked
-- its own new words. So an edit that keeps most of a description locks only the words it adds.
CREATE OR REPLACE FUNCTION jobs_collect_description_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken_up text[];
  held int;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(lexeme), '{}') INTO taken_up FROM (
      SELECT lexeme FROM unnest(NEW.search_words)
      EXCEPT SELECT lexeme FROM unnest(OLD.search_words)
    ) added;
  ELSE
    SELECT coalesce(array_agg(lexeme), '{}') INTO taken_up FROM unnest(NEW.search_words);
  END IF;
  INSERT INTO job_description_words (word)
    SELECT lexeme FROM unnest(NEW.search_words)
    ON CONFLICT DO NOTHING;
  LOOP
    SELECT count(*) INTO held FROM (
      SELECT 1 FROM job_description_words w WHERE w.word = ANY (taken_up) FOR KEY SHARE OF w
    ) locked;
    EXIT WHEN held >= cardinality(taken_up);
    INSERT INTO job_description_words (word)
      SELECT unnest(taken_up)
      ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$$;
