-- Read models (docs/architecture.md "Reading another module's data"): views a module publishes over its
-- own tables so that another module can join them without naming the owner's tables. Plain views:
-- PostgreSQL inlines them into the query before planning, so a join through one plans exactly as the
-- join on the table did (the same indexes, the same order).

-- Talent search and the new-job matching were tuned on the tables (docs/performance.md); through these
-- views they plan the same: the partial and trigram indexes of candidate_profiles, users and jobs are
-- still chosen, as the views are flattened away.

-- auth: the account facts other modules show (an applicant's e-mail), filter on (active candidates) or
-- obey (the notification e-mail switch).
CREATE VIEW user_accounts AS
  SELECT id AS user_id, email, role, is_active, notify_by_email FROM users;

-- candidates: the names a candidate gave, for the modules that name the candidate (applications).
CREATE VIEW candidate_names AS
  SELECT user_id, full_name, first_name, last_name FROM candidate_profiles;

-- candidates: a profile's facts for the modules that search and match candidates (talent search, the
-- new-job matching of notifications), with the search columns that 0012_talent_search keeps; and the
-- work experience and education entries they count and list.
CREATE VIEW candidate_facts AS
  SELECT user_id, first_name, last_name, full_name, phone, profile_picture, cv_file, preferences,
         link_1, link_2, link_3, visible_to_employers, search_document, search_facts,
         experience_days, experience_open_since, experience_settled_on
  FROM candidate_profiles;
CREATE VIEW candidate_work_experiences AS
  SELECT id, candidate_id, company_name, job_title, from_date, to_date, is_current FROM work_experiences;
CREATE VIEW candidate_educations AS
  SELECT id, candidate_id, institution_name, course, education_level, from_date, to_date, is_current
  FROM educations;

-- jobs: a job as its card and the rules about it show it (applications, saved jobs, notifications,
-- recommendations), with the normalized forms search compares (0005_job_search).
CREATE VIEW job_cards AS
  SELECT id, employer_id, job_title, company_name, company_logo, industry, city, country, location_type,
         working_period, job_type, due_date, description, status, published_at, applicants_count,
         search_title, search_title_words, search_city
  FROM jobs;

-- applications: which candidate applied (or holds a draft) to which job, for the modules that count
-- applicants or leave out jobs already applied to (jobs, recommendations, notifications, talent).
CREATE VIEW job_applications AS
  SELECT id, job_id, candidate_id, submission_status FROM applications;
