-- recommendations (issue 7): each wish of a candidate finds its newest open jobs through an index (industry,
-- typo-tolerant title, city), so only a small set is ranked even over a large job table. Titles and cities
-- are read in job search's stored forms of 0005 (search_title, search_city: lower case, no accents), which
-- keep the per-row cost low and give the planner real statistics; the title needs a trigram index of its own.
CREATE INDEX jobs_published_industry_idx ON jobs (industry, published_at DESC) WHERE status = 'published';
CREATE INDEX jobs_published_title_trgm_idx ON jobs USING gin (search_title gin_trgm_ops) WHERE status = 'published';
