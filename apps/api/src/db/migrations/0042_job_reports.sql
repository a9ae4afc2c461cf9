-- Issue 22 item 4: reports of jobs by the public, owned by the moderation module. One report per job and
-- reporter: a signed-in user counts by account, a visitor by address. A report is resolved when an admin
-- decides the job it is about; only unresolved reports count towards hiding the job (REPORTS_TO_HIDE).
CREATE TABLE job_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL,
  reporter_id integer,
  reporter_address text,
  reason text NOT NULL CHECK (reason IN ('scam', 'fee_requested', 'fake_company', 'discrimination', 'expired', 'other')),
  details text NOT NULL DEFAULT '',
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reporter_id IS NOT NULL OR reporter_address IS NOT NULL)
);
CREATE UNIQUE INDEX job_reports_account_idx ON job_reports (job_id, reporter_id) WHERE reporter_id IS NOT NULL;
CREATE UNIQUE INDEX job_reports_address_idx ON job_reports (job_id, reporter_address) WHERE reporter_id IS NULL;
CREATE INDEX job_reports_newest_idx ON job_reports (created_at DESC, id DESC);

-- Why a job is held: by screening, or by reports (an edit of its employer does not release the latter).
ALTER TABLE jobs ADD COLUMN held_for text CHECK (held_for IN ('screening', 'reports'));
