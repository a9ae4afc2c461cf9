-- Read models (docs/architecture.md "Reading another module's data"): views a module publishes over its
-- own tables so that another module can join them without naming the owner's tables. Plain views:
-- PostgreSQL inlines them into the query before planning, so a join through one plans exactly as the
-- join on the table did (the same indexes, the same order).

-- auth: the account facts other modules show (an applicant's e-mail) or filter on (active candidates).
CREATE VIEW user_accounts AS
  SELECT id AS user_id, email, role, is_active FROM users;

-- candidates: the names a candidate gave, for the modules that name the candidate (applications).
CREATE VIEW candidate_names AS
  SELECT user_id, full_name, first_name, last_name FROM candidate_profiles;

-- jobs: a job as its card and the rules about it show it (applications, saved jobs, notifications).
CREATE VIEW job_cards AS
  SELECT id, employer_id, job_title, company_name, company_logo, industry, city, country, location_type,
         working_period, job_type, due_date, description, status, published_at, applicants_count
  FROM jobs;

-- applications: which candidate applied (or holds a draft) to which job, for the modules that count
-- applicants or leave out jobs already applied to (jobs, recommendations, notifications, talent).
CREATE VIEW job_applications AS
  SELECT id, job_id, candidate_id, submission_status FROM applications;
