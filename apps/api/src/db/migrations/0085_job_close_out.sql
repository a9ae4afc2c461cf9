-- Issue 22 item 7, close-out (docs/decisions/065-close-out-and-suspension.md). A job closes (its employer
-- closes or deletes it, or an admin suspends its employer), is removed by an admin, or passes its due
-- date; every applicant not shortlisted or rejected is then told once, in the app and by e-mail.
--
-- jobs: when and why a job closed ('closed' by its employer, 'withdrawn' by a suspension or the
-- employer's account deletion), and when its applicants were told (the due-date sweep takes the
-- published jobs past their due date whose applicants were not told yet).
ALTER TABLE jobs ADD COLUMN closed_at timestamptz;
ALTER TABLE jobs ADD COLUMN close_reason text CHECK (close_reason IN ('closed', 'withdrawn'));
ALTER TABLE jobs ADD COLUMN closed_out_at timestamptz;
CREATE INDEX jobs_close_out_due_idx ON jobs (due_date, id) WHERE status = 'published' AND closed_out_at IS NULL;
-- The dashboard's status filter (closed, in review, ...): the employer's jobs of one status, newest first.
CREATE INDEX jobs_employer_status_idx ON jobs (employer_id, status, published_at DESC, id DESC);

-- applications' read model: which applicants are still waiting (not shortlisted or rejected, not withdrawn).
CREATE OR REPLACE VIEW job_applications AS
  SELECT id, job_id, candidate_id, submission_status, review_status, withdrawn_at FROM applications;

-- notifications: one 'job_closed' per candidate and job, whatever retries, sweeps or parallel closes.
INSERT INTO notification_types (type) VALUES ('job_closed') ON CONFLICT DO NOTHING;
CREATE UNIQUE INDEX notifications_job_closed_idx ON notifications (user_id, job_id) WHERE type = 'job_closed';
