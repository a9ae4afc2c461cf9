-- Issue 28 item 1: an application's screening answers and, once submitted, whether they pass the job's
-- knockouts (null when the job has none). The applicants list filters on it.
ALTER TABLE applications ADD COLUMN screening_answers jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE applications ADD COLUMN meets_requirements boolean;
