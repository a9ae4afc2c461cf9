-- Issue 25 item 1: what a notification tells, kept as facts beside its English message, so that its
-- e-mail is written in the reader's language (modules/notifications/texts.ts). Null for older rows:
-- their e-mail tells the stored message.
ALTER TABLE notifications ADD COLUMN params jsonb;
