-- Issue 22 item 3: screening before publication. A job whose texts trip a screening rule is held
-- ('in_review': not public, not searched, not sent to anyone) with the reasons its employer sees, until
-- an admin approves it ('published') or removes it ('removed', with the admin's reason). Every public
-- query and the search postings take 'published' only, so a held or removed job is off the board.
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check
  CHECK (status IN ('draft', 'published', 'closed', 'in_review', 'removed'));
ALTER TABLE jobs ADD COLUMN review_reasons jsonb NOT NULL DEFAULT '[]';
ALTER TABLE jobs ADD COLUMN held_at timestamptz;
ALTER TABLE jobs ADD COLUMN moderation_reason text;

-- The employer's dashboard lists every job that is not a draft (held and removed ones too), newest first.
DROP INDEX jobs_employer_list_idx;
CREATE INDEX jobs_employer_list_idx ON jobs (employer_id, published_at DESC, id DESC) WHERE status <> 'draft';
-- The admins' queue: held jobs, oldest first.
CREATE INDEX jobs_in_review_idx ON jobs (held_at, id) WHERE status = 'in_review';

-- The employer is told of an admin's decision on a held job (notifications type 'moderation').
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('status_change', 'new_job_post', 'new_application', 'moderation'));
