-- Issue 26 (docs/performance.md "Job search, ninth pass"; decision 134): the known words close to each typed
-- word of a job search (search.ts `correctWords`), read through job_search_words_trgm_idx. Asked as one
-- condition (`word % typed OR word LIKE typed || '%'`), the planner judged the table small enough to read
-- whole (1,255 words, 7 pages at 1,000,000 jobs) and computed every known word's similarity to the typed
-- word: 1.5 ms of database CPU per typed word, against 0.3 ms through the index's two scans (BitmapOr). Which
-- way it goes is a close call on the costs (with the typed word known, a sequential scan; as a lateral
-- parameter, a bitmap by a hair), so the function turns sequential scans off for its own statement, as 0191's
-- gate turns index scans on. The same rows and the same similarities as the statement it replaces: the words
-- at least as similar as pg_trgm.similarity_threshold or that the typed word begins, the best `most` of each.
CREATE OR REPLACE FUNCTION job_search_spellings(typed_words text[], prefix_similarity real, most integer)
  RETURNS TABLE (at integer, word text, sim double precision)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  AS $$
    SELECT typed.at::integer, s.word, s.sim
    FROM unnest(typed_words) WITH ORDINALITY AS typed(word, at)
    CROSS JOIN LATERAL (
      SELECT w.word, greatest(similarity(w.word, typed.word),
          CASE WHEN w.word LIKE typed.word || '%' THEN prefix_similarity ELSE 0 END)::double precision AS sim
      FROM job_search_words w WHERE w.word % typed.word OR w.word LIKE typed.word || '%'
      ORDER BY sim DESC, w.word LIMIT most
    ) s
  $$;
