-- Issue 26 (docs/decisions/121-talent-word-postings.md): a talent search with query words (`q`) reads its
-- first page from an index in the order of the ranking and stops, as a title search does (0165,
-- decision 115), instead of finding, scoring and counting every profile whose text holds the word (80,000
-- for "reporting" at 200,000 candidates). Owned by the talent module (talent/search.ts `queryWindow`).

-- Every word of every profile's search document once, with the candidate's whole years of experience
-- for the Nairobi day of talent_whole_years_state (the same figure as on the title rows, 0165).
CREATE TABLE candidate_document_postings (
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  whole_years integer NOT NULL,
  PRIMARY KEY (candidate_id, word)
);

INSERT INTO candidate_document_postings (candidate_id, word, whole_years)
SELECT DISTINCT p.user_id, w,
  talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on)
FROM candidate_profiles p, talent_whole_years_state s, regexp_split_to_table(trim(p.search_document), ' ') w
WHERE w <> '';

-- The window's walk: one word, best experience first, then id (talent/search.ts RANK_ORDER within one
-- score). The words of a query word (its prefix's words and its close words) are merged from it.
CREATE INDEX candidate_document_postings_walk_idx
  ON candidate_document_postings (word, whole_years DESC, candidate_id);

-- Per statement, from the profile rows it wrote (the document and the experience as written, 0114): the
-- document's words are added or given the new whole years, and the words it no longer holds go. A write
-- that changes neither (most profile writes touch the row for other reasons) only probes the key.
CREATE FUNCTION candidate_document_postings_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_document_postings AS d (candidate_id, word, whole_years)
  SELECT DISTINCT y.user_id, w, y.whole_years
  FROM (
    SELECT p.user_id, p.search_document,
      talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on) AS whole_years
    FROM written_profiles p, talent_whole_years_state s
  ) y, regexp_split_to_table(trim(y.search_document), ' ') w
  WHERE w <> ''
  ON CONFLICT (candidate_id, word) DO UPDATE SET whole_years = excluded.whole_years
    WHERE d.whole_years <> excluded.whole_years;
  -- The document is ' word word … ' (0114): a word it still holds is found between two spaces.
  DELETE FROM candidate_document_postings d
  USING written_profiles p
  WHERE d.candidate_id = p.user_id AND strpos(p.search_document, ' ' || d.word || ' ') = 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_document_postings_insert AFTER INSERT ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_postings_write();
CREATE TRIGGER candidate_profiles_document_postings_update AFTER UPDATE ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_document_postings_write();
