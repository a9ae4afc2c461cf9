-- Issue 22 item 6, suspension (docs/decisions/065-close-out-and-suspension.md): an admin suspends an
-- employer account (logins refused, sessions ended, its open jobs withdrawn) and may lift it again.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;

-- auth's read model: whether an account is suspended (the company page and the admins' employer list).
CREATE OR REPLACE VIEW user_accounts AS
  SELECT id AS user_id, email, role, is_active, notify_by_email, suspended_at, suspension_reason, created_at
  FROM users;
