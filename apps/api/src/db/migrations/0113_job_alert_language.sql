-- Issue 25 item 1: the language a visitor subscribed to a job alert in; its confirmation and its e-mails
-- are written in it (a candidate's alert follows the account's language instead).
ALTER TABLE job_alerts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
