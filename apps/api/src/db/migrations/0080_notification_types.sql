-- Notification types live in a table rather than in a CHECK list: several features add types in
-- parallel (trust, privacy, recruiter tools), and a CHECK recreated by one migration silently drops
-- the types another added. Each feature now adds its own with one INSERT ... ON CONFLICT DO NOTHING.
-- The list must equal NOTIFICATION_TYPES in packages/shared (notifications/types.test.ts checks it).
CREATE TABLE notification_types (type text PRIMARY KEY);
INSERT INTO notification_types (type)
  VALUES ('status_change'), ('new_job_post'), ('new_application'), ('moderation'), ('deadline_reminder');
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_fkey
  FOREIGN KEY (type) REFERENCES notification_types (type);
