-- Issue 26 (docs/performance.md "Talent search: the spellings through the index again"; decision 136):
-- the spellings of the pool's titles that match a wanted title (talent/search.ts `matchingSpellings`),
-- found through candidate_title_spellings' indexes instead of comparing every spelling (730 on the
-- benchmark's data, tens of thousands in a pool with free-text titles: 3-7 us each). The trigram
-- operators are the only indexable form of the similarity, and their thresholds are settings: the
-- function carries them in its own SET clauses (so a search without query words still needs no
-- transaction), and turns sequential scans off as 0197 does (the planner reads a small table whole).
--
-- `wanted` is talent_normalized (a-z, 0-9, single spaces, trimmed), as every spelling is. The index
-- conditions are a superset of what is kept: an exact spelling is the wanted title; a related one
-- contains the wanted title (`LIKE '%' || wanted || '%'`) or is one of its word runs (`= ANY`); a similar
-- one has word_similarity >= 0.5 (`<%` at 0.5) or similarity >= 0.5 (`%` at 0.5). Each is then compared
-- once and kept by the same rule as before: exact or related or sim >= 0.5, with the same values.
CREATE FUNCTION candidate_title_spellings_matching(wanted text)
  RETURNS TABLE (nt text, exact boolean, related boolean, sim real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET enable_seqscan = off
  SET pg_trgm.similarity_threshold = 0.5
  SET pg_trgm.word_similarity_threshold = 0.5
  AS $$
    SELECT s.nt, s.exact, s.related, s.sim
    FROM (
      SELECT cs.normalized_title AS nt,
        cs.normalized_title = wanted AS exact,
        (' ' || cs.normalized_title || ' ') LIKE ('% ' || wanted || ' %')
          OR (' ' || wanted || ' ') LIKE ('% ' || cs.normalized_title || ' %') AS related,
        greatest(word_similarity(wanted, cs.normalized_title), similarity(wanted, cs.normalized_title)) AS sim
      FROM candidate_title_spellings cs
      WHERE cs.normalized_title LIKE ('%' || wanted || '%')
        OR cs.normalized_title = ANY (ARRAY(
          SELECT array_to_string(w[i:j], ' ')
          FROM (SELECT string_to_array(wanted, ' ') AS w) split,
            generate_series(1, cardinality(w)) i, generate_series(i, cardinality(w)) j))
        OR wanted <% cs.normalized_title
        OR cs.normalized_title % wanted
    ) s
    WHERE s.exact OR s.related OR s.sim >= 0.5
  $$;

-- The trigram index without its list of pending entries (GIN's fastupdate): a spelling is added once, by
-- the profile trigger, when no title held it; a pending entry is read by every search until a vacuum
-- moves it, and the planner counts those pages against the index (3,000 new spellings pending: it read
-- the whole primary key instead). The entries already pending are moved now.
ALTER INDEX candidate_title_spellings_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('candidate_title_spellings_trgm_idx'::regclass);
