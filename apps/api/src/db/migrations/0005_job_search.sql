-- job search (issue 4): typo-tolerant, accent- and case-insensitive matching on the title, the company
-- name and the city, words of the description, and the open-jobs listing order.

-- unaccent() is only STABLE (its dictionary could change), so an index or a generated column cannot
-- use it directly; this wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual
-- way to index it.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The searchable forms are stored, so ranking many matches reads them instead of recomputing them.
-- Search-only columns: not in the Drizzle schema, read only by modules/jobs/search.ts.
ALTER TABLE jobs
  ADD COLUMN search_title text GENERATED ALWAYS AS (search_normalize(job_title)) STORED,
  ADD COLUMN search_company text GENERATED ALWAYS AS (search_normalize(company_name)) STORED,
  ADD COLUMN search_city text GENERATED ALWAYS AS (search_normalize(city)) STORED,
  ADD COLUMN search_words tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(description))) STORED;

CREATE INDEX jobs_search_title_idx ON jobs USING gin (search_title gin_trgm_ops);
CREATE INDEX jobs_search_company_idx ON jobs USING gin (search_company gin_trgm_ops);
CREATE INDEX jobs_search_words_idx ON jobs USING gin (search_words);
CREATE INDEX jobs_search_city_idx ON jobs (search_city);
CREATE INDEX jobs_published_idx ON jobs (published_at DESC, id DESC) WHERE status = 'published';
