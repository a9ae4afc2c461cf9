-- recommendations (issue 7): each preference of a candidate finds its open jobs through an index,
-- newest first, so ranking works on a small candidate set even over a large job table.
CREATE INDEX jobs_published_industry_idx ON jobs (industry, published_at DESC) WHERE status = 'published';
CREATE INDEX jobs_published_city_idx ON jobs (lower(city), published_at DESC) WHERE status = 'published';
CREATE INDEX jobs_published_title_trgm_idx ON jobs USING gin (lower(job_title) gin_trgm_ops) WHERE status = 'published';
