-- performance at scale (issue 12, docs/performance.md).

-- The employer dashboard's page of published jobs, newest first, without sorting all of a big employer's
-- jobs (jobs_employer_idx orders by created_at, which is not the dashboard's order).
CREATE INDEX jobs_employer_list_idx ON jobs (employer_id, published_at DESC, id DESC) WHERE status = 'published';
