-- Issue 26 (docs/decisions/146-talent-fact-postings.md): a talent search with filters and no title walks the
-- pool's facts in the ranking's order (0180) and skips in the index the profiles a fact refuses; a fact the
-- order meets late (`city=Accra`, the data set's Certificates) read tens of thousands of entries to keep a
-- page's 1,001. Postings per fact, in the same order, read only the fact's profiles, and a word's walk
-- checks a fact by one probe of their key. Owned by the talent module (talent/search.ts `factWindow`).

-- Every stored fact of every profile (candidate_pool_facts.search_facts, 0012's normalized `kind:value`)
-- once, with the profile's whole years of the pool facts (the day of talent_whole_years_state, 0165).
CREATE TABLE candidate_fact_postings (
  fact text NOT NULL,
  whole_years integer NOT NULL,
  candidate_id integer NOT NULL
);

INSERT INTO candidate_fact_postings (fact, whole_years, candidate_id)
SELECT DISTINCT f, c.whole_years, c.candidate_id
FROM candidate_pool_facts c, unnest(c.search_facts) f;

-- The walk: one fact, best experience first, then id (talent/search.ts RANK_ORDER within one score), and the
-- key a walk of another fact or of a word probes with (fact, whole years, id) to check the fact.
CREATE UNIQUE INDEX candidate_fact_postings_walk_idx
  ON candidate_fact_postings (fact, whole_years DESC, candidate_id);

ANALYZE candidate_fact_postings;

-- Kept from the pool facts, per row: every write of them (a profile write's statement trigger, 0180; the
-- daily move of the whole years, talent/whole-years.ts; erasure, talent/erasure.ts; a cascade from the
-- account) writes the postings after them, the order in which every writer takes the two tables. A row
-- whose whole years did not change keeps the postings of the facts it still holds.
CREATE FUNCTION candidate_fact_postings_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM candidate_fact_postings
    WHERE fact = ANY (OLD.search_facts) AND whole_years = OLD.whole_years AND candidate_id = OLD.candidate_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM candidate_fact_postings
    WHERE fact = ANY (OLD.search_facts) AND whole_years = OLD.whole_years AND candidate_id = OLD.candidate_id
      AND (NEW.whole_years <> OLD.whole_years OR NOT (fact = ANY (NEW.search_facts)));
  END IF;
  INSERT INTO candidate_fact_postings (fact, whole_years, candidate_id)
  SELECT DISTINCT f, NEW.whole_years, NEW.candidate_id FROM unnest(NEW.search_facts) f
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER candidate_pool_facts_postings AFTER INSERT OR UPDATE OR DELETE ON candidate_pool_facts
  FOR EACH ROW EXECUTE FUNCTION candidate_fact_postings_write();
