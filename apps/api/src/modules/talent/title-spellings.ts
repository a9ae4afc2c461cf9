import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The spellings of candidates' titles (migration 0150, decision 116): the job-title criterion compares the
 * wanted title with each spelling once, then reads the titles of the spellings that match. A trigger adds
 * every new spelling; a spelling no title holds any more (a title edited or a candidate erased) finds
 * nothing, and is taken out here so that the table stays the titles' own words.
 */
export async function pruneTitleSpellings(db: Executor): Promise<number> {
  return deleteUnusedSpellings(db, null);
}

/**
 * Deletes the spellings (all of them, or those `among`) that no title holds, without ever deleting one a
 * title is starting to use (decision 122). A writer's trigger holds a FOR KEY SHARE lock on each spelling
 * it wrote until it commits (migration 0176), but its title is invisible here until then: deleting in one
 * statement would wait for that lock and then delete the spelling all the same (a lock, unlike an update,
 * does not make PostgreSQL check the row again). So the spellings are first locked FOR UPDATE SKIP LOCKED
 * (those a writer holds are left for the next prune), and deleted by a later statement, whose fresh
 * snapshot (READ COMMITTED) sees the title of any writer that held the lock before. A writer that comes
 * after waits for this transaction and, finding its spelling gone, inserts it again.
 */
export async function deleteUnusedSpellings(db: Executor, among: string[] | null): Promise<number> {
  if (among?.length === 0) return 0;
  const amongJson = among ? JSON.stringify(among) : null;
  const unused = sql`not exists (select 1 from candidate_search_titles t where t.normalized_title = s.normalized_title)
    and (${amongJson}::jsonb is null or s.normalized_title in (select jsonb_array_elements_text(${amongJson}::jsonb)))`;
  return db.transaction(async (tx) => {
    const locked = await rows<{ s: string }>(
      tx,
      sql`select s.normalized_title as s from candidate_title_spellings s where ${unused} for update of s skip locked`,
    );
    if (locked.length === 0) return 0;
    const [done] = await rows<{ n: number }>(
      tx,
      sql`with gone as (
        delete from candidate_title_spellings s
        where s.normalized_title in (select jsonb_array_elements_text(${JSON.stringify(locked.map((r) => r.s))}::jsonb))
          and ${unused}
        returning 1
      ) select count(*)::int as n from gone`,
    );
    return done?.n ?? 0;
  });
}
