-- The product's tables. Each block names the module that owns the table (a module reads and writes
-- only its own tables; other modules call its service).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- auth
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  role text NOT NULL CHECK (role IN ('candidate', 'employer')),
  is_verified boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  is_admin boolean NOT NULL DEFAULT false,
  google_sub text UNIQUE,
  current_streak integer NOT NULL DEFAULT 0,
  longest_streak integer NOT NULL DEFAULT 0,
  last_active_day date,
  notify_by_email boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE refresh_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Single-use links sent by e-mail: e-mail verification and password reset.
CREATE TABLE one_time_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'password_reset')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);

-- platform: durable outbox, written in the same transaction as the change it reports.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- platform: rate-limit counters shared by every API instance.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- employers
CREATE TABLE employer_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  user_name text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  industry text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  company_description text NOT NULL DEFAULT '',
  phone_number_1 text NOT NULL DEFAULT '',
  phone_number_2 text NOT NULL DEFAULT '',
  company_email text NOT NULL DEFAULT '',
  company_logo text,
  link_1 jsonb,
  link_2 jsonb,
  link_3 jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- jobs (company_name and company_logo are copies of the employer's profile, kept in step by the
-- employers module, so that search can rank on the company name without a join)
CREATE TABLE jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  employer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_title text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  company_logo text,
  industry text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  location_type text CHECK (location_type IN ('on-site', 'remote', 'hybrid')),
  working_period text CHECK (working_period IN ('full-time', 'part-time', 'hybrid')),
  job_type text CHECK (job_type IN ('permanent', 'contractual', 'internship', 'voluntary')),
  due_date date,
  description text NOT NULL DEFAULT '',
  requirements text NOT NULL DEFAULT '',
  application_details text NOT NULL DEFAULT '',
  benefits text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  applicants_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_employer_idx ON jobs (employer_id, status, created_at DESC);

CREATE TABLE saved_jobs (
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (candidate_id, job_id)
);

-- candidates
CREATE TABLE candidate_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  date_of_birth date,
  profile_picture text,
  cv_file text,
  preferences jsonb NOT NULL DEFAULT '{"industries": [], "job_titles": [], "locations": []}',
  link_1 jsonb,
  link_2 jsonb,
  link_3 jsonb,
  visible_to_employers boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE work_experiences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_name text NOT NULL DEFAULT '',
  job_title text NOT NULL DEFAULT '',
  from_date date,
  to_date date,
  is_current boolean NOT NULL DEFAULT false,
  responsibilities text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_experiences_candidate_idx ON work_experiences (candidate_id);

CREATE TABLE educations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  institution_name text NOT NULL DEFAULT '',
  course text NOT NULL DEFAULT '',
  education_level text,
  from_date date,
  to_date date,
  is_current boolean NOT NULL DEFAULT false,
  certificate text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX educations_candidate_idx ON educations (candidate_id);

-- media: every uploaded file, so that reads can be authorised and unattached files cleaned up.
CREATE TABLE uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  s3_key text NOT NULL UNIQUE,
  file_type text NOT NULL CHECK (file_type IN ('company_logo', 'profile_picture', 'cv', 'education_certificate', 'application_cv')),
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer,
  education_id integer REFERENCES educations (id) ON DELETE SET NULL,
  stored_at timestamptz,
  attached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_orphans_idx ON uploads (created_at) WHERE attached_at IS NULL;

-- applications
CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cover_letter text NOT NULL DEFAULT '',
  cv text,
  submission_status text NOT NULL DEFAULT 'draft' CHECK (submission_status IN ('draft', 'submitted')),
  review_status text NOT NULL DEFAULT 'pending' CHECK (review_status IN ('pending', 'reviewed', 'shortlisted', 'rejected')),
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, candidate_id)
);
CREATE INDEX applications_candidate_idx ON applications (candidate_id, submission_status, created_at DESC);
CREATE INDEX applications_job_idx ON applications (job_id, submission_status, created_at DESC);

CREATE TABLE application_status_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_status_changes_app_idx ON application_status_changes (application_id, changed_at);

-- talent
CREATE TABLE saved_talent (
  employer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employer_id, candidate_id)
);

-- notifications
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('status_change', 'new_job_post', 'new_application')),
  message text NOT NULL,
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  job_title text NOT NULL DEFAULT '',
  application_id integer REFERENCES applications (id) ON DELETE SET NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;
