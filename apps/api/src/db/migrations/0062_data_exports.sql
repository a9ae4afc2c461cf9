-- Issue 23, item 2: a person's data exports (privacy module). A ZIP is made in the background (outbox
-- topic privacy.export), kept in storage for 7 days, and read only by its owner.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
  file_key text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC);
