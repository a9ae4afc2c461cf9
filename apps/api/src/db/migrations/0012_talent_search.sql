-- Talent search at scale (issue 12, docs/decisions/015-talent-search-speed.md): the facts a talent search
-- needs are stored with each candidate profile and kept right by the database itself, so that every
-- writer (the API, the seed, the benchmark generator, a hand-made fix) stays consistent and a search
-- reads indexes instead of recomputing every profile of the pool.

-- Text as search compares it (talent/pool.ts `normalized`): lower case, accents removed, every run of
-- other characters one space.
CREATE FUNCTION talent_normalized(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT trim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^a-z0-9]+', ' ', 'g'))
$$;

ALTER TABLE candidate_profiles
  -- Every word the free-text query looks at, normalized, with a space at both ends (docs/talent-search.md).
  ADD COLUMN search_document text NOT NULL DEFAULT ' ',
  -- The exact-match filters, normalized and prefixed: 'city:nairobi', 'country:kenya', 'industry:finance',
  -- 'education:diploma'.
  ADD COLUMN search_facts text[] NOT NULL DEFAULT '{}',
  -- Years of experience for any day T on or after experience_settled_on:
  --   (experience_days + (T - experience_open_since + 1 when a current job is open)) / 365.25.
  -- experience_days are the merged days of ended jobs before the earliest open current job starts.
  -- Before experience_settled_on (an entry dated after T) the years are computed from the entries.
  ADD COLUMN experience_days integer NOT NULL DEFAULT 0,
  ADD COLUMN experience_open_since date,
  ADD COLUMN experience_settled_on date NOT NULL DEFAULT '-infinity';


-- Every title of a candidate, where it was found (current job, past job, wished-for), normalized; the
-- job-title criterion finds its matches here through the indexes instead of comparing every title.
CREATE TABLE candidate_search_titles (
  candidate_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  normalized_title text NOT NULL,
  source text NOT NULL CHECK (source IN ('current', 'past', 'preference'))
);

-- Recomputes the stored facts of the profile row being written from the row and the candidate's work
-- experience and education, and rewrites the candidate's titles.
CREATE FUNCTION candidate_profiles_search_facts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended datemultirange;
BEGIN
  NEW.search_document := ' ' || talent_normalized(concat_ws(' ', NEW.first_name, NEW.last_name,
    (NEW.preferences->'job_titles')::text, (NEW.preferences->'industries')::text,
    (SELECT string_agg(concat_ws(' ', w.job_title, w.company_name, w.responsibilities), ' ' ORDER BY w.id)
       FROM work_experiences w WHERE w.candidate_id = NEW.user_id),
    (SELECT string_agg(concat_ws(' ', e.institution_name, e.course, e.education_level), ' ' ORDER BY e.id)
       FROM educations e WHERE e.candidate_id = NEW.user_id))) || ' ';

  NEW.search_facts := ARRAY(SELECT DISTINCT f FROM (
      SELECT 'city:' || talent_normalized(l->>'city') AS f
        FROM jsonb_array_elements(CASE jsonb_typeof(NEW.preferences->'locations') WHEN 'array' THEN NEW.preferences->'locations' ELSE '[]' END) l
      UNION ALL
      SELECT 'country:' || talent_normalized(l->>'country')
        FROM jsonb_array_elements(CASE jsonb_typeof(NEW.preferences->'locations') WHEN 'array' THEN NEW.preferences->'locations' ELSE '[]' END) l
      UNION ALL
      SELECT 'industry:' || talent_normalized(i)
        FROM jsonb_array_elements_text(CASE jsonb_typeof(NEW.preferences->'industries') WHEN 'array' THEN NEW.preferences->'industries' ELSE '[]' END) i
      UNION ALL
      SELECT 'education:' || talent_normalized(e.education_level) FROM educations e WHERE e.candidate_id = NEW.user_id
    ) facts ORDER BY f);

  SELECT min(w.from_date) INTO NEW.experience_open_since FROM work_experiences w
   WHERE w.candidate_id = NEW.user_id AND w.from_date IS NOT NULL AND w.to_date IS NULL AND w.is_current;
  SELECT range_agg(daterange(w.from_date, w.to_date, '[]')) FILTER (WHERE w.to_date IS NOT NULL),
         coalesce(greatest(max(w.from_date), max(w.to_date)), '-infinity')
    INTO ended, NEW.experience_settled_on
    FROM work_experiences w
   WHERE w.candidate_id = NEW.user_id AND w.from_date IS NOT NULL
     AND (w.to_date IS NOT NULL OR w.is_current) AND (w.to_date IS NULL OR w.from_date <= w.to_date);
  -- Counted: entries with a start and an end, or current; the ended ones are merged here, before the open job.
  SELECT coalesce(sum(upper(r) - lower(r)), 0) INTO NEW.experience_days
    FROM unnest(CASE WHEN NEW.experience_open_since IS NULL THEN ended
                     ELSE ended - datemultirange(daterange(NEW.experience_open_since, NULL)) END) r;
  NEW.experience_days := coalesce(NEW.experience_days, 0);

  DELETE FROM candidate_search_titles WHERE candidate_id = NEW.user_id;
  INSERT INTO candidate_search_titles (candidate_id, title, normalized_title, source)
  SELECT NEW.user_id, t.title, talent_normalized(t.title), t.source FROM (
      SELECT w.job_title AS title, CASE WHEN w.is_current THEN 'current' ELSE 'past' END AS source
        FROM work_experiences w WHERE w.candidate_id = NEW.user_id AND w.job_title <> ''
      UNION ALL
      SELECT pt, 'preference'
        FROM jsonb_array_elements_text(CASE jsonb_typeof(NEW.preferences->'job_titles') WHEN 'array' THEN NEW.preferences->'job_titles' ELSE '[]' END) pt
    ) t
   WHERE talent_normalized(t.title) <> '';
  RETURN NEW;
END $$;

CREATE TRIGGER candidate_profiles_search_facts BEFORE INSERT OR UPDATE ON candidate_profiles
  FOR EACH ROW EXECUTE FUNCTION candidate_profiles_search_facts();

-- A change to a work experience or an education touches the candidate's profile, which recomputes.
CREATE FUNCTION candidate_entries_touch_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE candidate_profiles SET user_id = user_id WHERE user_id = OLD.candidate_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.candidate_id <> OLD.candidate_id) THEN
    UPDATE candidate_profiles SET user_id = user_id WHERE user_id = NEW.candidate_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER work_experiences_touch_profile AFTER INSERT OR UPDATE OR DELETE ON work_experiences
  FOR EACH ROW EXECUTE FUNCTION candidate_entries_touch_profile();
CREATE TRIGGER educations_touch_profile AFTER INSERT OR UPDATE OR DELETE ON educations
  FOR EACH ROW EXECUTE FUNCTION candidate_entries_touch_profile();

-- The same facts for every profile at once, set-based: for this migration and for bulk loads that write
-- with these triggers disabled (bench/generate.mjs). Must compute exactly what the trigger computes
-- (talent/search-facts.test.ts compares them).
CREATE FUNCTION candidate_search_facts_refresh_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE candidate_profiles DISABLE TRIGGER candidate_profiles_search_facts;
  WITH work AS (
    SELECT candidate_id,
      string_agg(concat_ws(' ', job_title, company_name, responsibilities), ' ' ORDER BY id) AS text,
      min(from_date) FILTER (WHERE from_date IS NOT NULL AND to_date IS NULL AND is_current) AS open_since,
      range_agg(daterange(from_date, to_date, '[]')) FILTER (WHERE from_date IS NOT NULL AND to_date IS NOT NULL
        AND from_date <= to_date) AS ended,
      greatest(max(from_date) FILTER (WHERE from_date IS NOT NULL
          AND (to_date IS NOT NULL OR is_current) AND (to_date IS NULL OR from_date <= to_date)),
        max(to_date) FILTER (WHERE from_date IS NOT NULL
          AND (to_date IS NOT NULL OR is_current) AND (to_date IS NULL OR from_date <= to_date))) AS settled_on
    FROM work_experiences GROUP BY candidate_id
  ),
  work_days AS (
    SELECT work.candidate_id, work.text, work.open_since, work.settled_on,
      (SELECT coalesce(sum(upper(r) - lower(r)), 0)
         FROM unnest(CASE WHEN work.open_since IS NULL THEN work.ended
                          ELSE work.ended - datemultirange(daterange(work.open_since, NULL)) END) r) AS days
    FROM work
  ),
  study AS (
    SELECT candidate_id,
      string_agg(concat_ws(' ', institution_name, course, education_level), ' ' ORDER BY id) AS text,
      array_agg(DISTINCT 'education:' || talent_normalized(education_level)) AS facts
    FROM educations GROUP BY candidate_id
  ),
  pref_facts AS (
    SELECT p.user_id, ARRAY(SELECT DISTINCT f FROM (
        SELECT 'city:' || talent_normalized(l->>'city') AS f
          FROM jsonb_array_elements(CASE jsonb_typeof(p.preferences->'locations') WHEN 'array' THEN p.preferences->'locations' ELSE '[]' END) l
        UNION ALL
        SELECT 'country:' || talent_normalized(l->>'country')
          FROM jsonb_array_elements(CASE jsonb_typeof(p.preferences->'locations') WHEN 'array' THEN p.preferences->'locations' ELSE '[]' END) l
        UNION ALL
        SELECT 'industry:' || talent_normalized(i)
          FROM jsonb_array_elements_text(CASE jsonb_typeof(p.preferences->'industries') WHEN 'array' THEN p.preferences->'industries' ELSE '[]' END) i
        UNION ALL
        SELECT unnest(study.facts)
      ) facts ORDER BY f) AS facts,
      study.text AS study_text
    FROM candidate_profiles p LEFT JOIN study ON study.candidate_id = p.user_id
  )
  UPDATE candidate_profiles p SET
    search_document = ' ' || talent_normalized(concat_ws(' ', p.first_name, p.last_name,
      (p.preferences->'job_titles')::text, (p.preferences->'industries')::text, work_days.text, pref_facts.study_text)) || ' ',
    search_facts = pref_facts.facts,
    experience_open_since = work_days.open_since,
    experience_settled_on = coalesce(work_days.settled_on, '-infinity'),
    experience_days = coalesce(work_days.days, 0)
  FROM pref_facts
  LEFT JOIN work_days ON work_days.candidate_id = pref_facts.user_id
  WHERE pref_facts.user_id = p.user_id;
  ALTER TABLE candidate_profiles ENABLE TRIGGER candidate_profiles_search_facts;

  TRUNCATE candidate_search_titles;
  INSERT INTO candidate_search_titles (candidate_id, title, normalized_title, source)
  SELECT t.candidate_id, t.title, talent_normalized(t.title), t.source FROM (
      SELECT w.candidate_id, w.job_title AS title, CASE WHEN w.is_current THEN 'current' ELSE 'past' END AS source
        FROM work_experiences w JOIN candidate_profiles p ON p.user_id = w.candidate_id WHERE w.job_title <> ''
      UNION ALL
      SELECT p.user_id, pt, 'preference' FROM candidate_profiles p,
        jsonb_array_elements_text(CASE jsonb_typeof(p.preferences->'job_titles') WHEN 'array' THEN p.preferences->'job_titles' ELSE '[]' END) pt
    ) t
   WHERE talent_normalized(t.title) <> '';
END $$;

SELECT candidate_search_facts_refresh_all();

-- Indexes built once the facts are filled (faster than growing them row by row).
CREATE INDEX candidate_profiles_search_document_idx ON candidate_profiles USING gin (search_document gin_trgm_ops);
CREATE INDEX candidate_profiles_search_facts_idx ON candidate_profiles USING gin (search_facts);
CREATE INDEX candidate_search_titles_candidate_idx ON candidate_search_titles (candidate_id);
CREATE INDEX candidate_search_titles_normalized_idx ON candidate_search_titles (normalized_title);
CREATE INDEX candidate_search_titles_trgm_idx ON candidate_search_titles USING gin (normalized_title gin_trgm_ops);
