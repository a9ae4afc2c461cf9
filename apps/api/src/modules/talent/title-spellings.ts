import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The spellings of candidates' titles (migration 0150, decision 116): the job-title criterion compares the
 * wanted title with each spelling once, then reads the titles of the spellings that match. A trigger adds
 * every new spelling; a spelling no title holds any more (a title edited or a candidate erased) finds
 * nothing, and is taken out here so that the table stays the titles' own words.
 */
export async function pruneTitleSpellings(db: Executor): Promise<number> {
  const [done] = await rows<{ n: number }>(
    db,
    sql`with gone as (
      delete from candidate_title_spellings s
      where not exists (select 1 from candidate_search_titles t where t.normalized_title = s.normalized_title)
      returning 1
    ) select count(*)::int as n from gone`,
  );
  return done?.n ?? 0;
}
