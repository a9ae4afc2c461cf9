-- issue 27 item 14: a candidate may withdraw a submitted application. It stays submitted (the employer
-- still lists it, the job's count of applicants keeps it) and carries the moment it was withdrawn;
-- from then on nobody changes it (docs/decisions/050-withdrawing-an-application.md).
ALTER TABLE applications ADD COLUMN withdrawn_at timestamptz;
