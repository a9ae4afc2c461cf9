-- Issue 28 item 2: an employer's decision may carry a message to the candidate; the status e-mail of the
-- application's window says the latest one (the notification holds it at once).
ALTER TABLE status_emails ADD COLUMN message text;
