-- Issue 25 item 4 (decision 101): Find Talent filters by county. A preferred place in Kenya names its
-- county (candidate_profiles.preferences.locations[].county); its stored facts now hold 'county:<name>'
-- beside 'city:' and 'country:', read through the same index. The two functions of 0032 are redefined
-- with that one fact more, and only the profiles that name a county are recomputed.

CREATE OR REPLACE FUNCTION candidate_profiles_search_facts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended datemultirange;
BEGIN
  NEW.search_document := ' ' || talent_normalized(concat_ws(' ', NEW.first_name, NEW.last_name,
    (NEW.preferences->'job_titles')::text, (NEW.preferences->'industries')::text,
    (SELECT string_agg(concat_ws(' ', w.job_title, w.responsibilities), ' ' ORDER BY w.id)
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
      SELECT 'county:' || talent_normalized(l->>'county')
        FROM jsonb_array_elements(CASE jsonb_typeof(NEW.preferences->'locations') WHEN 'array' THEN NEW.preferences->'locations' ELSE '[]' END) l
       WHERE coalesce(l->>'county', '') <> ''
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

CREATE OR REPLACE FUNCTION candidate_search_facts_refresh_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE candidate_profiles DISABLE TRIGGER candidate_profiles_search_facts;
  WITH work AS (
    SELECT candidate_id,
      string_agg(concat_ws(' ', job_title, responsibilities), ' ' ORDER BY id) AS text,
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
        SELECT 'county:' || talent_normalized(l->>'county')
          FROM jsonb_array_elements(CASE jsonb_typeof(p.preferences->'locations') WHEN 'array' THEN p.preferences->'locations' ELSE '[]' END) l
         WHERE coalesce(l->>'county', '') <> ''
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

-- Any update runs the trigger: the profiles that name a county get their fact.
UPDATE candidate_profiles SET preferences = preferences
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements(CASE jsonb_typeof(preferences->'locations') WHEN 'array' THEN preferences->'locations' ELSE '[]' END) l
  WHERE coalesce(l->>'county', '') <> ''
);
