-- Issue 28 item 4 (decision 092): the conversation on a submitted application between the job's employer
-- and its candidate. Owned by the applications module. `read_at` is when the other side read it;
-- `erased_at` when its text went with its candidate (issue 23's erasure or retention).
CREATE TABLE application_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  sender_role text NOT NULL CHECK (sender_role IN ('candidate', 'employer')),
  sender_id integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  erased_at timestamptz
);
CREATE INDEX application_messages_thread_idx ON application_messages (application_id, id);
-- The unread counts of the applicants list and the candidate's list read only the unread rows.
CREATE INDEX application_messages_unread_idx ON application_messages (application_id, sender_role)
  WHERE read_at IS NULL;

-- The notifications module's: one e-mail per thread and recipient per window (like decision 051's
-- status e-mails), and the new notification type.
CREATE TABLE message_emails (
  application_id integer NOT NULL,
  user_id integer NOT NULL,
  window_open boolean NOT NULL DEFAULT false,
  pending integer NOT NULL DEFAULT 0,
  PRIMARY KEY (application_id, user_id)
);
INSERT INTO notification_types (type) VALUES ('new_message') ON CONFLICT DO NOTHING;
