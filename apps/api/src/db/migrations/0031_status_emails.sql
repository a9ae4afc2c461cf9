-- issue 27 item 5: fewer, better status e-mails. One row per application whose status changed, owned by
-- the notifications module and kept from the applications module's events (no other module's table is
-- read): the status it has now and what the e-mail tells about it, the status the candidate was last
-- told by e-mail, whether a ten-minute window is open (its e-mail is queued in the outbox, due when the
-- window ends), and whether the candidate withdrew it.
CREATE TABLE status_emails (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL,
  job_title text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  latest_status text NOT NULL,
  emailed_status text,
  emailed_at timestamptz,
  window_open boolean NOT NULL DEFAULT false,
  withdrawn boolean NOT NULL DEFAULT false
);
