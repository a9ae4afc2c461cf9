import { type JobSearchQuery, jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { type JobSearchResult, type SearchOptions, searchJobs } from './search.ts';

/**
 * The harness of the postings indexes' tests (postings-by-city, postings-by-country): a search run with
 * some indexes dropped, and the plain SQL answer it must equal. Tests only: no code of the module imports it.
 */

class RolledBack extends Error {
  constructor(readonly result: JobSearchResult) {
    super('rolled back');
  }
}

/**
 * The search with the `dropped` indexes dropped, in a transaction rolled back: sequential and bitmap scans
 * off, so that the walks read the indexes left. Answers the plans of the `explained` statements too, run in
 * the same transaction (which index a walk of that shape takes).
 */
export async function searchWithout(
  t: Pick<TestApp, 'db'>,
  dropped: string[],
  params: Record<string, string>,
  explained: SQL[],
  options: SearchOptions = { rankWindow: 3 },
): Promise<{ result: JobSearchResult; plans: string }> {
  const q: JobSearchQuery = jobSearchQuery.parse(params);
  let plans = '';
  try {
    await t.db.transaction(async (tx) => {
      for (const index of dropped) await tx.execute(sql.raw(`drop index ${index}`));
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
      );
      const lines: Record<string, string>[] = [];
      for (const statement of explained)
        lines.push(...(await rows<Record<string, string>>(tx, sql`explain ${statement}`)));
      plans = lines.map((row) => Object.values(row).join(' ')).join('\n');
      throw new RolledBack(await searchJobs(tx as unknown as Db, q, options));
    });
  } catch (error) {
    if (error instanceof RolledBack) return { result: error.result, plans };
    throw error;
  }
  throw new Error('not rolled back');
}

/** The open published jobs of the filters `where` matching the word `sales`, as plain SQL finds them, by id. */
export async function plainSalesMatches(t: Pick<TestApp, 'db'>, where: SQL): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select j.id from jobs j where j.status = 'published'
      and (j.due_date is null or j.due_date >= ${todayInNairobi()}::date) and ${where}
      and (j.search_title_words @@ 'sales'::tsquery or j.search_company_words @@ 'sales'::tsquery
        or j.search_city = 'sales' or j.search_words @@ 'sales:*'::tsquery)
      order by j.id`,
  );
  return found.map((row) => Number(row.id));
}

export const resultIds = (result: JobSearchResult) => result.results.map((job) => Number(job.id));
