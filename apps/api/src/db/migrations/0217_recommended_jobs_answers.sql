-- A stored recommended job's element of the answer, written when the list is stored (issue 26, decision
-- 177; recommendations/stored.ts). The stored read wrote each element with row_to_json from the job's card
-- on every ask: a third of the read's backend CPU. Now the list's store writes it once, from the same row
-- version it reads the card of, and keeps that version (the tuple's xmin and ctid: every update of the job
-- makes a new tuple, whose pair differs); the read sends the stored element while the job's row is still
-- that version, and writes it again as before when the job was updated since (or the element is missing:
-- lists stored before this migration, whose next store fills it).
ALTER TABLE recommended_jobs
  ADD COLUMN answer text,
  ADD COLUMN card_xmin xid,
  ADD COLUMN card_ctid tid;
