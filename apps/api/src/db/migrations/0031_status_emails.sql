-- issue 27 item 5: fewer, better status e-mails. One row per application whose status changed by hand:
-- the status the candidate was last told by e-mail, and whether a ten-minute window is open (its e-mail
-- is queued in the outbox, due when the window ends). Owned by the notifications module.
CREATE TABLE status_emails (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  emailed_status text,
  emailed_at timestamptz,
  window_open boolean NOT NULL DEFAULT false
);
