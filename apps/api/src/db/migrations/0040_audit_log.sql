-- Issue 22 item 1: every admin decision is kept (who, what, when, why). Owned by the moderation module;
-- rows are only ever added. The admin's e-mail is copied so the entry still says who after an account
-- changes its address.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id integer NOT NULL,
  admin_email text NOT NULL,
  action text NOT NULL,
  subject_type text NOT NULL CHECK (subject_type IN ('job', 'employer')),
  subject_id integer NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_newest_idx ON audit_log (created_at DESC, id DESC);
