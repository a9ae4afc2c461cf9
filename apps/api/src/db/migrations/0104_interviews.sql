-- Issue 28 item 3: interviews (decision 091). An employer offers one to three times; the candidate
-- accepts one (confirmed_slot) or declines with a reason. One open (invited or confirmed) interview per
-- application at a time; the reminder a day before is sent once (reminded_at, claimed with SKIP LOCKED).
CREATE TABLE interviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  invited_by integer NOT NULL,
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'confirmed', 'declined', 'cancelled')),
  slots jsonb NOT NULL,
  mode text NOT NULL CHECK (mode IN ('in_person', 'phone', 'video')),
  location text NOT NULL DEFAULT '',
  duration_minutes smallint NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480),
  confirmed_slot timestamptz,
  decline_reason text NOT NULL DEFAULT '',
  answered_at timestamptz,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX interviews_one_open_idx ON interviews (application_id) WHERE status IN ('invited', 'confirmed');
CREATE INDEX interviews_application_idx ON interviews (application_id, id);
CREATE INDEX interviews_reminder_due_idx ON interviews (confirmed_slot)
  WHERE status = 'confirmed' AND reminded_at IS NULL;
INSERT INTO notification_types (type)
  VALUES ('interview_invitation'), ('interview_accepted'), ('interview_declined'), ('interview_cancelled'),
    ('interview_reminder')
  ON CONFLICT DO NOTHING;
