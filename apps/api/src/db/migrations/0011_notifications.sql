-- notifications (issue 11). The per-user e-mail switch is users.notify_by_email (0001, on by default).
-- A candidate hears of a published job once: matching runs in the background and may run again after
-- a failure, or when a job is taken off the board and published anew, without a second notification.
CREATE UNIQUE INDEX notifications_new_job_post_once
  ON notifications (user_id, job_id) WHERE type = 'new_job_post';
