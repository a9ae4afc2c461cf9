-- Issue 26 (docs/decisions/130-job-description-preview-stored.md): a job card's description preview is
-- stored with the job, computed when the description is written, instead of flattened from the whole
-- description by every read of a card (search, similar jobs, a company's jobs, recommendations). The
-- regular expression cost 15 to 20 % of the stored recommendations' read in the database (about 20 us per
-- job of the benchmark's 200-character descriptions) and made every card read detoast a long description.
--
-- The one definition of the preview: the description's white space as JavaScript's `\s` knows it (tab,
-- line feed, vertical tab, form feed, carriage return, space, U+00A0, U+1680, U+2000-U+200A, U+2028,
-- U+2029, U+202F, U+205F, U+3000, U+FEFF; the regular expression's own escapes, not the string's) flattened
-- to one space, trimmed, its first 121 characters (code points): DESCRIPTION_PREVIEW_LENGTH in
-- packages/shared, which `cutText` in the browser cuts from (modules/jobs/job-cards.test.ts checks both).
-- Until this migration the same expression was JOB_CARD_COLUMNS' (modules/jobs/search.ts).
CREATE FUNCTION job_description_preview(description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT left(btrim(regexp_replace(description,
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' '), 121)
  $$;

-- A generated column, as search's own columns of the description and title (0005, 0006): written on every
-- insert and every change of the description, never by hand, never stale. On PostgreSQL adding it rewrites
-- the table and rebuilds its indexes under an exclusive lock (1,000,000 jobs: see decision 130 for the
-- time measured); the alternative, a plain column filled by an UPDATE, would hold the same lock in the
-- migrations' one transaction and leave every row's old version behind.
ALTER TABLE jobs ADD COLUMN description_preview text
  GENERATED ALWAYS AS (job_description_preview(description)) STORED;
