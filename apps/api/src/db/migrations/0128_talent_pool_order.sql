-- Issue 26 (docs/decisions/113-stored-talent-pool-order.md): the whole talent pool's order, stored. Owned
-- by the talent module (talent/pool-order.ts, talent/search.ts `storedPoolPage`).

-- The pool's change number: raised by every statement that writes profiles, or the role or state of
-- accounts (the triggers below), in the writer's transaction. A stored order is good while the number
-- it was ranked at is still the current one.
CREATE TABLE talent_pool_changes (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO talent_pool_changes (id, version) VALUES (true, 0);

-- The stored order: its first places (STORED_POSITIONS), the pool's size, the change number and the
-- Nairobi day it was ranked on (years of experience grow with the days).
CREATE TABLE talent_pool_order_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  ranked_on date NOT NULL,
  total integer NOT NULL,
  ranked_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE talent_pool_order (
  position integer PRIMARY KEY,
  candidate_id integer NOT NULL,
  years double precision NOT NULL
);

-- Per statement, not per row: a bulk load or a clean-up raises the number once. Every profile write
-- counts, whichever column it changes (a work experience or an education touches its profile row:
-- 0012): the cost is only that the next first view is computed while the order is stored again.
CREATE FUNCTION talent_pool_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE talent_pool_changes SET version = version + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_talent_pool AFTER INSERT OR UPDATE OR DELETE ON candidate_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_changed();
CREATE TRIGGER users_talent_pool AFTER UPDATE OF role, is_active OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION talent_pool_changed();
