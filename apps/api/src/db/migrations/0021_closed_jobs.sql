-- Issue 20, item 11: a job with submitted applications is closed, not deleted, when its employer
-- deletes it: it leaves the board (every public query and the search postings take 'published' only)
-- while its applications stay readable by both sides.
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('draft', 'published', 'closed'));
