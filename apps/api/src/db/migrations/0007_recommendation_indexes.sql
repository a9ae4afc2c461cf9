-- recommendations (issue 7): each wish of a candidate finds its newest open jobs through an index. Titles
-- and cities use the search indexes of 0005 (search_normalize); industries get their own here.
CREATE INDEX jobs_published_industry_idx ON jobs (industry, published_at DESC) WHERE status = 'published';
