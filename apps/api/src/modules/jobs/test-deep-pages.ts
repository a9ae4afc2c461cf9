import type { JobSearchQuery } from '@kweli/shared';
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { searchJobs } from './search.ts';

/**
 * The deep-page tests' check (deep-page-by-date, deep-page-by-pay): each of `pages` of `query`, searched
 * with a count cap of 100 (so that the page is past the cap), is the page of the plain question `plain` (a
 * `select id` of every match in the search's order), 20 to a page: whichever way the search took to the
 * page, the answer is the plain question's.
 */
export async function expectPlainPages(
  t: Pick<TestApp, 'db'>,
  plain: SQL,
  query: (page: number) => JobSearchQuery,
  pages: number[],
): Promise<void> {
  const expected = (await rows<{ id: number }>(t.db, plain)).map((row) => Number(row.id));
  for (const page of pages) {
    const found = await searchJobs(t.db, query(page), { countCap: 100 });
    expect(found.countCapped, `page ${page}`).toBe(true);
    expect(
      found.results.map((job) => Number(job.id)),
      `page ${page}`,
    ).toEqual(expected.slice((page - 1) * 20, page * 20));
  }
}
