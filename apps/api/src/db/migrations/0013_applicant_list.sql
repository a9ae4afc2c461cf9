-- performance at scale (issue 12): the applicants of one job, newest application first, one page at a
-- time without sorting them all (a popular job has thousands; docs/performance.md). The same order as
-- applications/review.ts `newestFirst`, and only submitted applications, which are all an employer sees.
CREATE INDEX applications_job_submitted_idx ON applications (job_id, submitted_at DESC NULLS LAST, id DESC)
  WHERE submission_status = 'submitted';
