-- Decision 122 (docs/decisions/122-prune-claims.md): two clean-ups that were not safe.

-- 1. Talent title spellings (migration 0150, talent module). The trigger added a spelling with ON CONFLICT
-- DO NOTHING, which takes no lock on a spelling that already exists: a prune (or an erasure) running at
-- the same time could not see the writer's uncommitted title, and deleted the spelling that title had just
-- started to use, so that candidate was never found by that title again. Now the writer holds a FOR KEY
-- SHARE lock on every spelling its statement wrote until it commits (as a foreign key's check does), and
-- the deleters first lock the spellings they mean to delete with FOR UPDATE SKIP LOCKED, then delete them
-- in a later statement, whose fresh snapshot sees every title whose writer held that lock before
-- (talent/title-spellings.ts). A spelling deleted while the writer waited for the lock is inserted again:
-- the loop ends once every spelling of the statement is there and held.
CREATE OR REPLACE FUNCTION candidate_title_spellings_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted int;
  held int;
BEGIN
  SELECT count(DISTINCT normalized_title) INTO wanted FROM written_titles;
  LOOP
    INSERT INTO candidate_title_spellings (normalized_title)
    SELECT DISTINCT normalized_title FROM written_titles
    ON CONFLICT (normalized_title) DO NOTHING;
    SELECT count(*) INTO held FROM (
      SELECT 1 FROM candidate_title_spellings s
      WHERE s.normalized_title IN (SELECT normalized_title FROM written_titles)
      FOR KEY SHARE OF s
    ) locked;
    EXIT WHEN held >= wanted;
  END LOOP;
  RETURN NULL;
END
$$;

-- 2. Periodic work (platform/outbox.ts `every`): when each one last began, across every instance. An
-- instance runs a work only after it moved this time forward with a conditional update (the interval has
-- passed since the last run, whichever instance ran it), so a daily clean-up runs once a day in the whole
-- deployment, and at start when the last run is older than its interval.
CREATE TABLE periodic_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
