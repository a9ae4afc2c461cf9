-- deadline reminders (issue 24 item 6): a saved job is reminded once (saved-jobs marks it), and one
-- candidate gets one reminder notification per job (notifications' unique index), whatever retries.
ALTER TABLE saved_jobs ADD COLUMN reminded_at timestamptz;
CREATE INDEX saved_jobs_unreminded_idx ON saved_jobs (job_id) WHERE reminded_at IS NULL;
CREATE UNIQUE INDEX notifications_deadline_reminder_idx ON notifications (user_id, job_id) WHERE type = 'deadline_reminder';
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('status_change', 'new_job_post', 'new_application', 'moderation', 'deadline_reminder'));
