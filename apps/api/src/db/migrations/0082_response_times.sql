-- Issue 22 item 8 (decision 063): how quickly an employer usually reviews applications. Owned by the
-- applications module: each submitted application's first status change, with the employer it was for
-- and how long after submission it came (recorded in the transaction of the change).
CREATE TABLE application_first_responses (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  employer_id integer NOT NULL,
  responded_at timestamptz NOT NULL,
  response_seconds integer NOT NULL CHECK (response_seconds >= 0)
);
-- An employer's newest first responses, read from the index alone.
CREATE INDEX application_first_responses_employer_idx
  ON application_first_responses (employer_id, responded_at DESC) INCLUDE (response_seconds);

-- The first changes already recorded.
INSERT INTO application_first_responses (application_id, employer_id, responded_at, response_seconds)
SELECT DISTINCT ON (c.application_id) c.application_id, j.employer_id, c.changed_at,
       greatest(0, floor(extract(epoch FROM c.changed_at - a.submitted_at)))::integer
FROM application_status_changes c
JOIN applications a ON a.id = c.application_id
JOIN jobs j ON j.id = a.job_id
WHERE a.submitted_at IS NOT NULL AND a.submission_status = 'submitted'
ORDER BY c.application_id, c.changed_at, c.id;

-- The read model the jobs module asks (docs/architecture.md "Read models"): the number of an employer's
-- first responses since `since` (at most `sample`, the newest) and their median in seconds. A bounded
-- scan of the index above, whatever the employer's history.
CREATE FUNCTION employer_response_time(employer integer, since timestamptz, sample integer)
RETURNS TABLE (reviewed integer, median_seconds double precision)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::integer, percentile_cont(0.5) WITHIN GROUP (ORDER BY recent.response_seconds)
  FROM (
    SELECT r.response_seconds FROM application_first_responses r
    WHERE r.employer_id = employer AND r.responded_at > since
    ORDER BY r.responded_at DESC
    LIMIT sample
  ) recent;
$$;
