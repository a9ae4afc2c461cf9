-- job alerts (issue 24, items 3 and 4; docs/decisions/071-job-alerts.md). Owned by modules/alerts.

-- One saved search that e-mails its new jobs. A candidate's alert names its user (the address is the
-- account's, read when sending); a visitor's names only its e-mail and starts once confirmed. An alert is
-- ended (unsubscribed, deleted), never removed, so what it sent stays recorded.
CREATE TABLE job_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  email text,
  query jsonb NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  ended_at timestamptz,
  -- Jobs published up to this time have been looked at; the next e-mail lists only later ones.
  checked_until timestamptz NOT NULL DEFAULT now(),
  -- When the schedule runs this alert next (null while unconfirmed or ended).
  next_due_at timestamptz,
  last_sent_at timestamptz,
  CHECK (user_id IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id, created_at) WHERE ended_at IS NULL;
CREATE INDEX job_alerts_email_idx ON job_alerts (lower(email)) WHERE ended_at IS NULL AND user_id IS NULL;
-- The schedule's claim: due, live alerts in due order.
CREATE INDEX job_alerts_due_idx ON job_alerts (next_due_at) WHERE ended_at IS NULL AND next_due_at IS NOT NULL;

-- Every job an alert e-mailed: the key makes "never twice for one alert" a constraint, not a check.
CREATE TABLE job_alert_sends (
  alert_id bigint NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  job_id integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, job_id)
);
