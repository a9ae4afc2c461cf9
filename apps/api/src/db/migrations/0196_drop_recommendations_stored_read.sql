-- Decision 126 moved the stored recommendations' read into one prepared statement of
-- recommendations/stored.ts (`storedRead`, which keeps the name as its statement's name only); since then
-- nothing calls the PL/pgSQL function of migrations 0160, 0171 and 0174. Dropped, so that the next reader of
-- the schema does not take it for the read the route makes.
DROP FUNCTION IF EXISTS recommendations_stored_read(integer, date, integer, integer, integer);
