-- Stored recommendations (issue 26; docs/decisions/103-stored-recommendations.md). Owned by the
-- recommendations module. A candidate's list is computed once (the best RECOMMENDATIONS_STORED jobs, twice
-- what is shown, so that jobs closed or applied to since are replaced from the list itself) and then read
-- as one indexed row set; what changed since is folded in at read time or by the refresh work.

-- One row per candidate whose list is stored: when, up to which job change it saw, whether the profile
-- changed since (then the next read computes it again), how many jobs it held.
CREATE TABLE recommendation_lists (
  candidate_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  computed_at timestamptz NOT NULL DEFAULT now(),
  job_change_seq bigint NOT NULL,
  size integer NOT NULL,
  profile_changed boolean NOT NULL DEFAULT false
);
-- The refresh work takes the oldest lists first.
CREATE INDEX recommendation_lists_refresh_idx ON recommendation_lists (job_change_seq, computed_at);

-- The stored list, in its order. Job details are read from job_cards at read time (a closed, expired or
-- applied-to job leaves the answer there); the score and the reasons are the list's.
CREATE TABLE recommended_jobs (
  candidate_id integer NOT NULL REFERENCES recommendation_lists (candidate_id) ON DELETE CASCADE,
  position smallint NOT NULL,
  job_id integer NOT NULL,
  match_score double precision NOT NULL,
  match_reasons jsonb NOT NULL,
  PRIMARY KEY (candidate_id, position)
);
CREATE INDEX recommended_jobs_job_idx ON recommended_jobs (job_id);

-- Every published job whose matching facts changed (published, edited, its company or badge copied onto
-- it), in order. A stored list folds in the changes after its job_change_seq: a few jobs, scored for that
-- candidate alone, instead of the whole list computed again. Kept two days (lists older than a day are
-- computed again anyway). Written by a trigger, so every path that publishes or edits a job (the API, the
-- close-out, the demo data) is seen, whichever instance made it.
CREATE TABLE recommendation_job_changes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendation_job_changes_time_idx ON recommendation_job_changes (changed_at);

CREATE FUNCTION recommendation_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND (TG_OP = 'INSERT'
      OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.published_at IS DISTINCT FROM NEW.published_at
      OR OLD.job_title IS DISTINCT FROM NEW.job_title
      OR OLD.industry IS DISTINCT FROM NEW.industry
      OR OLD.city IS DISTINCT FROM NEW.city
      OR OLD.country IS DISTINCT FROM NEW.country
      OR OLD.due_date IS DISTINCT FROM NEW.due_date) THEN
    INSERT INTO recommendation_job_changes (job_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER jobs_recommendation_changes AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION recommendation_job_changed();

-- A profile change (its preferences, or a work experience or education, which touch the profile: 0012)
-- marks the candidate's stored list in the writer's transaction, and queues its computation in the outbox
-- (recommendations/stored.ts `refreshMarked`), once per mark.
CREATE FUNCTION recommendation_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recommendation_lists SET profile_changed = true
    WHERE candidate_id = NEW.user_id AND NOT profile_changed;
  IF FOUND THEN
    INSERT INTO outbox (topic, payload)
      VALUES ('recommendations.refresh', jsonb_build_object('candidateId', NEW.user_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER candidate_profiles_recommendations AFTER UPDATE ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION recommendation_profile_changed();
