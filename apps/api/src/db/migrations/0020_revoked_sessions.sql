-- Issue 20, item 4: every instance reads the sessions revoked in the last minutes about twice a second
-- (modules/auth/revocations.ts); this keeps that read small however many tokens exist.
CREATE INDEX refresh_tokens_revoked_at_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
