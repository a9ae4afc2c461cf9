-- the weekly job alert of a candidate's preferences (issue 24 item 5; docs/decisions/071-job-alerts.md).
-- One per candidate, ever: once ended it is not made again (the candidate said stop).
ALTER TABLE job_alerts ADD COLUMN is_default boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX job_alerts_default_idx ON job_alerts (user_id) WHERE is_default;

-- The candidates who already named job titles get theirs now, due next Monday 07:00 in Nairobi; the same
-- statement as modules/alerts/profile-alert.ts `addProfileAlerts`, which the demo data runs.
INSERT INTO job_alerts (user_id, query, frequency, confirmed_at, next_due_at, is_default)
SELECT p.user_id,
       jsonb_strip_nulls(jsonb_build_object(
         'job_title', left(array_to_string(ARRAY(SELECT jsonb_array_elements_text(p.preferences -> 'job_titles')), ' '), 200),
         'country', CASE WHEN (SELECT count(DISTINCT l ->> 'country') FROM jsonb_array_elements(p.preferences -> 'locations') l) = 1
                         THEN p.preferences -> 'locations' -> 0 ->> 'country' END)),
       'weekly', now(),
       (date_trunc('week', now() AT TIME ZONE 'UTC') + interval '7 days 4 hours') AT TIME ZONE 'UTC',
       true
  FROM candidate_profiles p JOIN users u ON u.id = p.user_id AND u.is_active
 WHERE jsonb_array_length(coalesce(p.preferences -> 'job_titles', '[]')) > 0
ON CONFLICT (user_id) WHERE is_default DO NOTHING;
