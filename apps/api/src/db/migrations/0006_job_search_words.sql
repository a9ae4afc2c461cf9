-- job search (issue 4), second step: match words through word indexes instead of computing trigram
-- similarity row by row (docs/decisions/004-job-search.md). 0005_job_search.sql was already merged,
-- so this follows it rather than changing it.

-- Trigram matching on the whole title and company name is replaced by the word vectors below.
DROP INDEX jobs_search_title_idx;
DROP INDEX jobs_search_company_idx;
ALTER TABLE jobs DROP COLUMN search_company;

-- Search-only columns: not in the Drizzle schema, read only by modules/jobs/search.ts.
ALTER TABLE jobs
  ADD COLUMN search_title_words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(job_title))) STORED,
  ADD COLUMN search_company_words tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_normalize(company_name))) STORED;

CREATE INDEX jobs_search_title_words_idx ON jobs USING gin (search_title_words);
CREATE INDEX jobs_search_company_words_idx ON jobs USING gin (search_company_words);

-- Every word ever used in a job title or a company name, with a trigram index: a typed word is first
-- corrected to the known words it is similar to (a small table), then jobs are found through the
-- word indexes above, with no similarity computed row by row over the jobs. Words are never removed:
-- one that no job uses any more simply finds nothing.
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
