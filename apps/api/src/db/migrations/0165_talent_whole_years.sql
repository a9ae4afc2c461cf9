-- Issue 26 (docs/decisions/115-talent-ranking-window.md): a talent search with a job title reads its first
-- page from an index in the order of the ranking and stops, instead of scoring every candidate it matches
-- (41,077 for "accountant" at 200,000 candidates). Within one strength of title match the order is whole
-- years of experience, then id: the whole years are stored on every title row, for one Nairobi day, and
-- indexed after the spelling and the source. Owned by the talent module (talent/ranking-window.ts).

-- Whole years of experience of a candidate on `on_day`: floor() of talent/pool.ts `storedYearsOfExperience`
-- (the stored facts of 0012 when the day is on or after experience_settled_on, else the entries).
CREATE FUNCTION talent_whole_years(candidate integer, days integer, open_since date, settled_on date, on_day date)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT floor(CASE WHEN settled_on <= on_day
    THEN (days + coalesce(on_day - open_since + 1, 0)) / 365.25
    ELSE coalesce((
      SELECT sum(upper(r) - lower(r)) FROM (
        SELECT unnest(range_agg(daterange(w.from_date, least(w.ended, on_day), '[]'))) AS r
        FROM (
          SELECT from_date, coalesce(to_date, CASE WHEN is_current THEN on_day END) AS ended
          FROM work_experiences WHERE candidate_id = candidate
        ) w
        WHERE w.from_date IS NOT NULL AND w.ended IS NOT NULL AND w.from_date <= least(w.ended, on_day)
      ) merged), 0) / 365.25 END)::integer
$$;

-- The Nairobi day the stored whole years are for. A search uses them only on that day; the periodic work
-- (talent/ranking-window.ts `countWholeYears`) moves them to the next day soon after midnight.
CREATE TABLE talent_whole_years_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  counted_on date NOT NULL
);
INSERT INTO talent_whole_years_state (id, counted_on) VALUES (true, (now() AT TIME ZONE 'Africa/Nairobi')::date);

ALTER TABLE candidate_search_titles ADD COLUMN whole_years integer NOT NULL DEFAULT 0;
UPDATE candidate_search_titles t
SET whole_years = talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on)
FROM candidate_profiles p, talent_whole_years_state s
WHERE p.user_id = t.candidate_id;

-- The ranking window's walk: one spelling and source, best experience first, then id (talent/search.ts
-- RANK_ORDER within one score).
CREATE INDEX candidate_search_titles_walk_idx
  ON candidate_search_titles (normalized_title, source, whole_years DESC, candidate_id);

-- A title row written by the profile trigger (0012) or by candidate_search_facts_refresh_all takes the
-- candidate's whole years from the profile as it is stored. The profile trigger inserts the titles before
-- its own row is written, so the statement trigger below sets them again from the written row.
CREATE FUNCTION candidate_search_titles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on)
    INTO NEW.whole_years
    FROM candidate_profiles p, talent_whole_years_state s WHERE p.user_id = NEW.candidate_id;
  NEW.whole_years := coalesce(NEW.whole_years, 0);
  RETURN NEW;
END
$$;
CREATE TRIGGER candidate_search_titles_whole_years BEFORE INSERT ON candidate_search_titles
  FOR EACH ROW EXECUTE FUNCTION candidate_search_titles_whole_years();

-- Per statement, from the profile rows it wrote (their experience as written).
CREATE FUNCTION candidate_profiles_whole_years() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidate_search_titles t
  SET whole_years = y.whole_years
  FROM (
    SELECT p.user_id,
      talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on, s.counted_on) AS whole_years
    FROM written_profiles p, talent_whole_years_state s
  ) y
  WHERE t.candidate_id = y.user_id AND t.whole_years <> y.whole_years;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_profiles_whole_years_insert AFTER INSERT ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_profiles_whole_years();
CREATE TRIGGER candidate_profiles_whole_years_update AFTER UPDATE ON candidate_profiles
  REFERENCING NEW TABLE AS written_profiles FOR EACH STATEMENT EXECUTE FUNCTION candidate_profiles_whole_years();
