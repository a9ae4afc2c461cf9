-- Issue 26 (docs/decisions/116-talent-title-spellings.md): the job-title criterion of talent search
-- compares the wanted title with every spelling of a title once, in a small table, instead of through
-- the trigram index of every title row (800,000 rows at 200,000 candidates: a misspelt common title
-- gathered 146,000 of them, 2.6 s). Owned by the talent module (talent/search.ts `rankingOf`).

-- Every normalized title that candidate_search_titles holds or held: the rows are found again by their
-- spelling through candidate_search_titles_normalized_idx. A spelling no row holds any more finds
-- nothing; erasure and the periodic clean-up (talent/title-spellings.ts) take such spellings out.
CREATE TABLE candidate_title_spellings (
  normalized_title text PRIMARY KEY
);
CREATE INDEX candidate_title_spellings_trgm_idx ON candidate_title_spellings USING gin (normalized_title gin_trgm_ops);

INSERT INTO candidate_title_spellings (normalized_title)
SELECT DISTINCT normalized_title FROM candidate_search_titles;

-- Per statement, from the rows the statement wrote: the profile trigger's insert of a candidate's
-- titles, and candidate_search_facts_refresh_all's bulk insert, add their new spellings at once.
CREATE FUNCTION candidate_title_spellings_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_title_spellings (normalized_title)
  SELECT DISTINCT normalized_title FROM written_titles
  ON CONFLICT (normalized_title) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_search_titles_spellings_insert AFTER INSERT ON candidate_search_titles
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_spellings_add();
CREATE TRIGGER candidate_search_titles_spellings_update AFTER UPDATE ON candidate_search_titles
  REFERENCING NEW TABLE AS written_titles FOR EACH STATEMENT EXECUTE FUNCTION candidate_title_spellings_add();
