-- The stored recommendations' read (recommendations/stored.ts `storedRead`, docs/decisions/120-recommendations-one-statement-again.md)
-- is again one statement: the function of migration 0171 joined, in a prepared statement, to each stored
-- job's card (the jobs module's `JOB_CARD_COLUMNS` by primary key). The function answers exactly one row,
-- but the planner assumes 1,000 for a PL/pgSQL function that returns a table, and so planned the cards' join
-- for 100,000 jobs (1,000 rows times 100 assumed elements of each list): said once here, the join is planned
-- for what it reads, 20 primary key probes.
ALTER FUNCTION recommendations_stored_read(integer, date, integer, integer, integer) ROWS 1;
