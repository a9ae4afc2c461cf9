-- Issue 28 item 1: the screening questions of a job (up to 10, checked by packages/shared), kept with the
-- job as one JSON list; the applications keep their answers with a copy of each question's words.
ALTER TABLE jobs ADD COLUMN screening_questions jsonb NOT NULL DEFAULT '[]'::jsonb;
