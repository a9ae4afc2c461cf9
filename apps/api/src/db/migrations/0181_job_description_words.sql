-- Issue 26 (docs/decisions/125-description-words-spelled-out.md, docs/performance.md "Job search, sixth
-- pass"): a typed word matches a job whose description has a word it begins (`search_words @@ 'word':*`,
-- 0005). In the words' GIN index (jobs_open_words_pay_idx, 0178) such a prefix cannot be stepped through
-- beside the filters: GIN first collects every job of every description word it begins into a bitmap
-- (250,231 jobs for 'sales':* at 1,000,000 jobs, 1.4 s, the bitmap lossy), and only then intersects it
-- with the city or the level. The same words named one by one ('sales' | 'salesforce') are equal keys,
-- which GIN skips through as it does a country (32 ms for the same 3,776 jobs).
--
-- So every word of every job description is kept here, as job_search_words (0006) keeps those of titles
-- and company names, and search spells a typed word's prefix out as the description words it begins. A
-- superset is all search needs: words are never removed (one that no job uses any more finds nothing).
-- COLLATE "C": the words a prefix begins are a range of the primary key in byte order, the order in which
-- tsquery compares a prefix.
CREATE TABLE job_description_words (word text COLLATE "C" PRIMARY KEY);

CREATE FUNCTION jobs_collect_description_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_description_words (word)
    SELECT lexeme FROM unnest(NEW.search_words)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- search_words is generated from the description, so an update of the description is when it changes.
CREATE TRIGGER jobs_collect_description_words AFTER INSERT OR UPDATE OF description ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_collect_description_words();

INSERT INTO job_description_words (word)
  SELECT DISTINCT lexeme FROM jobs, unnest(search_words)
  ON CONFLICT DO NOTHING;
ANALYZE job_description_words;
