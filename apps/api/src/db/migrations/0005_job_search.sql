-- job search (issue 4): typo-tolerant, accent- and case-insensitive matching on the title, the company
-- name and the city, words of the description, and the open-jobs listing order
-- (docs/decisions/004-job-search.md).

-- unaccent() is only STABLE (its dictionary could change), so an index or a generated column cannot
-- use it directly; this wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual
-- way to index it.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The searchable forms are stored, so ranking reads them instead of recomputing them.
-- Search-only columns: not in the Drizzle schema, read only by modules/jobs/search.ts.
ALTER TABLE jobs
  ADD COLUMN search_title text GENERATED ALWAYS AS (search_normalize(job_title)) STORED,
  ADD COLUMN search_city text GENERATED ALWAYS AS (search_normalize(city)) STORED,
  ADD COLUMN search_title_words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(job_title))) STORED,
  ADD COLUMN search_company_words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(company_name))) STORED,
  ADD COLUMN search_words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(description))) STORED;

CREATE INDEX jobs_search_title_words_idx ON jobs USING gin (search_title_words);
CREATE INDEX jobs_search_company_words_idx ON jobs USING gin (search_company_words);
CREATE INDEX jobs_search_words_idx ON jobs USING gin (search_words);
CREATE INDEX jobs_search_city_idx ON jobs (search_city);
CREATE INDEX jobs_published_idx ON jobs (published_at DESC, id DESC) WHERE status = 'published';

-- Every word ever used in a job title or a company name, with a trigram index: a typed word is first
-- corrected to the known words it is similar to (a small table), then jobs are found through the
-- word indexes above, with no similarity computed row by row. Words are never removed: one that no
-- job uses any more simply finds nothing.
CREATE TABLE job_search_words (word text PRIMARY KEY);
CREATE INDEX job_search_words_trgm_idx ON job_search_words USING gin (word gin_trgm_ops);

CREATE OR REPLACE FUNCTION jobs_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_words (word)
    SELECT lexeme FROM unnest(NEW.search_title_words || NEW.search_company_words)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_collect_search_words AFTER INSERT OR UPDATE OF job_title, company_name ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_collect_search_words();

INSERT INTO job_search_words (word)
  SELECT DISTINCT lexeme FROM jobs, unnest(search_title_words || search_company_words)
  ON CONFLICT DO NOTHING;
