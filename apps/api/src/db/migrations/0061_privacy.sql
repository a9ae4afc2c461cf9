-- Issue 23, items 4 and 5: consents recorded (the terms and privacy notice accepted at sign-up, each
-- answer to "visible to employers") and every time an employer looked at a candidate's data. Both
-- tables belong to the privacy module. The candidate profile remembers whether visibility was answered
-- explicitly, so the wizard asks it with nothing pre-ticked until then.
CREATE TABLE consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('terms_and_privacy', 'visible_to_employers')),
  version text,
  granted boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_user_idx ON consents (user_id, created_at DESC, id DESC);

CREATE TABLE data_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  employer_id integer REFERENCES users (id) ON DELETE SET NULL,
  company_name text NOT NULL DEFAULT '',
  what text NOT NULL CHECK (what IN ('profile', 'cv', 'application')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_views_candidate_idx ON data_views (candidate_id, created_at DESC, id DESC);
CREATE INDEX data_views_employer_idx ON data_views (employer_id);

ALTER TABLE candidate_profiles ADD COLUMN visibility_answered_at timestamptz;
