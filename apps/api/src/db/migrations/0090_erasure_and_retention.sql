-- Issue 23 items 3 and 6 (docs/decisions/083-erasure.md, 084-retention.md): erasure and retention.
--
-- auth: an erased account keeps its row (its id still names the anonymised applications employers keep)
-- but nothing personal: the address becomes erased-<id>@erased.invalid, no password, no Google link, not
-- active. `inactivity_warned_at`: when an inactive candidate was told their data will be erased.
ALTER TABLE users ADD COLUMN erased_at timestamptz;
ALTER TABLE users ADD COLUMN inactivity_warned_at timestamptz;
CREATE OR REPLACE VIEW user_accounts AS
  SELECT id AS user_id, email, role, is_active, notify_by_email, suspended_at, suspension_reason, created_at,
         erased_at
  FROM users;

-- applications: anonymised (the candidate erased, or the job closed over 24 months ago): status and dates
-- stay for the employer, the candidate is "Deleted candidate", no cover letter, no CV.
ALTER TABLE applications ADD COLUMN anonymised_at timestamptz;

-- privacy: the daily retention run, claimed by one instance (privacy/retention.ts).
CREATE TABLE privacy_task_runs (
  name text PRIMARY KEY,
  next_due_at timestamptz NOT NULL,
  last_started_at timestamptz,
  last_finished_at timestamptz
);
INSERT INTO privacy_task_runs (name, next_due_at) VALUES ('retention', now()) ON CONFLICT DO NOTHING;
