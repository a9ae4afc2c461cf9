-- Issue 26 (docs/performance.md "Job search: the level's pay gate, kept plan"): 0183's gate asked
-- `EXISTS (… experience_level = level AND search_pay >= minimum)`. PL/pgSQL keeps a statement's plan for
-- the connection, and after five calls PostgreSQL's plan cache may switch to a generic plan, made without
-- the values: for a generic minimum it guessed that a third of a level's jobs pay it, so the cheapest way
-- to find one was a sequential scan of jobs. When no job pays the minimum (the case the gate is for:
-- entry jobs at KES 600,000) that scan read the whole table: measured on the benchmark at 1,000,000 jobs,
-- the sixth call in a connection took 555 ms against 0.2 ms for the first five, four or five times per
-- search (each of its statements asks it once): 2 s of database CPU for a search that costs 12 ms.
--
-- Asked as the level's highest pay instead, the only sensible plan, generic or not, is one step into
-- jobs_open_level_pay_idx (level, pay DESC NULLS LAST: the first entry of the level is its highest pay).
-- The answer is the same: some published job of the level pays the minimum exactly when the highest pay
-- among them does; none at all, or none with a pay, is false.
CREATE OR REPLACE FUNCTION open_jobs_of_level_pay(level text, minimum bigint) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_indexscan = on
  AS $$ BEGIN
    RETURN coalesce(
      (SELECT max(search_pay) FROM jobs WHERE status = 'published' AND experience_level = level) >= minimum,
      false);
  END $$;
