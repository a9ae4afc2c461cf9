-- Issue 26 (docs/decisions/119-pay-and-due-date-not-in-the-words-index.md, docs/performance.md "Job search:
-- a level with a high salary minimum"): whether any open job of a level pays at least a monthly minimum.
-- Search asks it once, before the rest of its statements, when a search has both (modules/jobs/search.ts
-- `searchFilters`). The planner cannot know that a level's pay is capped (entry jobs pay at most about
-- KES 76,000 a month in the data set): it expected 20,896 entry jobs at KES 600,000 and read the words'
-- index with the pay band (0178) to find none, 150 ms where jobs_open_level_pay_idx answers at once.
-- Statistics cannot say it: PostgreSQL's extended statistics (dependencies, mcv) relate equalities and
-- comparisons of few values, not a level to a range of 31,000 pays, nor to the bands' `@>` (tried: the
-- plan and its estimate stayed the same).
--
-- One step into jobs_open_level_pay_idx (level, pay descending): the first entry at or above the minimum,
-- or none. A function with its own setting because search's count and gather turn index scans off for
-- their transaction (modules/jobs/search.ts), which would make this a bitmap of every job of the level
-- paying the minimum (hundreds of thousands for senior, KES 100,000). PL/pgSQL so that its plan is kept
-- for the connection. Search calls it as a scalar subquery, `(select open_jobs_of_level_pay(…))`: an
-- InitPlan run once per statement, which gates the rest (a One-Time Filter) without running again in
-- each lateral loop.
CREATE FUNCTION open_jobs_of_level_pay(level text, minimum bigint) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET enable_indexscan = on
  AS $$ BEGIN
    RETURN EXISTS (
      SELECT FROM jobs WHERE status = 'published' AND experience_level = level AND search_pay >= minimum);
  END $$;
