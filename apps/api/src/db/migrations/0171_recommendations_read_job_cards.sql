-- The stored recommendations' read (migration 0160, docs/decisions/103-stored-recommendations.md) answers
-- what ranks each stored job, no longer its card: a recommendation is a job card (the shared `jobCard`,
-- decision 118) with its score and reasons, and the card is built by the jobs module from the one column
-- list every list of jobs answers (`JOB_CARD_COLUMNS`, `jobCardsById`), so that the card, its
-- `description_preview` included, cannot differ between search and the dashboard. Still one PL/pgSQL
-- function, whose statement's plan is kept for the connection's life.
--
-- One row: the list's mark (null when no list is stored), the jobs changed since it was computed (at most
-- p_changes_max + 1, so that the caller sees "too many"), how many of those are in the list, and the stored
-- jobs still open and not applied to, without the changed ones, in stored order, p_shown of them, each with
-- its score, reasons and publication time to the microsecond (`ranked_at`: equal matches are ordered
-- newest first when changed jobs are merged in).
DROP FUNCTION recommendations_stored_read(integer, date, integer, integer, integer, integer);

CREATE FUNCTION recommendations_stored_read(
  p_candidate integer, p_today date, p_max_age_hours integer, p_changes_max integer, p_shown integer
) RETURNS TABLE (list_mark json, changed_jobs integer[], changed_in_list integer, stored_jobs json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH mark AS (
    SELECT l.job_change_seq, l.size, l.profile_changed,
      l.computed_at < now() - make_interval(hours => p_max_age_hours) AS old
    FROM recommendation_lists l WHERE l.candidate_id = p_candidate
  ),
  changed AS (
    SELECT DISTINCT c.job_id FROM recommendation_job_changes c
    WHERE c.seq > (SELECT m.job_change_seq FROM mark m) LIMIT p_changes_max + 1
  )
  SELECT (SELECT row_to_json(m) FROM mark m),
    array(SELECT ch.job_id FROM changed ch),
    (SELECT count(*)::int FROM recommended_jobs r
      WHERE r.candidate_id = p_candidate AND r.job_id IN (SELECT ch.job_id FROM changed ch)),
    (SELECT coalesce(json_agg(s ORDER BY s.position), '[]'::json) FROM (
      SELECT r.position, j.id, r.match_score, r.match_reasons,
        to_char(j.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ranked_at
      FROM recommended_jobs r JOIN job_cards j ON j.id = r.job_id
      WHERE r.candidate_id = p_candidate
        AND j.status = 'published' AND (j.due_date IS NULL OR j.due_date >= p_today)
        AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.candidate_id = p_candidate)
        AND r.job_id NOT IN (SELECT ch.job_id FROM changed ch)
      ORDER BY r.position
      LIMIT p_shown
    ) s);
END $$;
