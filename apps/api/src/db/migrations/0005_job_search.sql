-- job search (issue 4): typo-tolerant, accent- and case-insensitive matching on the title, the company
-- name and the city, words of the description, and the open-jobs listing order.

-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly; this
-- wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual way to index it.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (search_normalize(job_title) gin_trgm_ops);
CREATE INDEX jobs_company_trgm_idx ON jobs USING gin (search_normalize(company_name) gin_trgm_ops);
CREATE INDEX jobs_description_words_idx ON jobs USING gin (to_tsvector('simple', search_normalize(description)));
CREATE INDEX jobs_city_idx ON jobs (search_normalize(city));
CREATE INDEX jobs_published_idx ON jobs (published_at DESC, id DESC) WHERE status = 'published';
