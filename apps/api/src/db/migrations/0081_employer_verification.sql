-- Issue 22 item 2 (decision 062): employer verification. Owned by the employers module.

-- The company's registration papers, a new kind of upload (only the employer itself and admins read it).
ALTER TABLE uploads DROP CONSTRAINT uploads_file_type_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_file_type_check CHECK (file_type IN (
  'company_logo', 'profile_picture', 'cv', 'education_certificate', 'application_cv', 'verification_document'
));

-- One row per employer that asked: its latest request and the admins' decision on it ('unverified' is no
-- row). A request after a rejection replaces the row; every decision is also in the audit log.
CREATE TABLE employer_verifications (
  employer_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
  kra_pin text NOT NULL,
  registration_number text NOT NULL,
  nea_licence text,
  document text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer,
  reason text
);
-- The admins' list: by status, oldest request first.
CREATE INDEX employer_verifications_status_idx ON employer_verifications (status, submitted_at, employer_id);

-- The badge on public jobs, copied onto the employer's jobs like its name and logo (no join in search).
ALTER TABLE jobs ADD COLUMN employer_verified boolean NOT NULL DEFAULT false;
CREATE OR REPLACE VIEW job_cards AS
  SELECT id, employer_id, job_title, company_name, company_logo, industry, city, country, location_type,
         working_period, job_type, due_date, description, status, published_at, applicants_count,
         search_title, search_title_words, search_city, employer_verified
  FROM jobs;

INSERT INTO notification_types (type) VALUES ('verification') ON CONFLICT DO NOTHING;
