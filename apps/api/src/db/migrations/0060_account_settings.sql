-- Issue 23, item 1: account settings. The sessions list shows each session's device and place (the
-- user agent and address it was started from), and an e-mail change waits for the link sent to the
-- new address. Both belong to the auth module; a session is a refresh-token family.
CREATE TABLE account_sessions (
  family_id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent text NOT NULL DEFAULT '',
  ip_address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_sessions_user_idx ON account_sessions (user_id);

CREATE TABLE email_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
