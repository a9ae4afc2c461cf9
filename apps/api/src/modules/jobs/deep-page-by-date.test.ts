import { jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablePagesRead } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { expectPlainPages } from './test-deep-pages.ts';

/**
 * A deep page by date of a word common in titles (docs/performance.md "Job search: deep pages by date"):
 * the page is the newest of the title matches the postings give down to the page's depth and of the
 * description matches published since, so the jobs past that depth are not read from the table, nor
 * those between the matches. The answers must stay the plain question's.
 */
let t: TestApp;
const JOBS = 5_000;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  // One job in five an Analyst; one job in a hundred a Stores Clerk naming analysts in its description
  // only (a match on the description alone). Written in no order of date, as a table's rows end up.
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date)
    select ${employer.id}, case when n % 5 = 0 then 'Analyst' else 'Stores Clerk' end, 'Bidco', 'Nairobi', 'Kenya',
      case when n % 5 = 0 then 'Keeping the books.' when n % 100 = 1 then 'Counting the stock with analysts.'
        else 'Counting the stock.' end,
      'published', now() - n * interval '1 minute', ${todayInNairobi()}::date + 30
    from generate_series(1, ${JOBS}) n order by random()`);
  await t.db.execute(sql`analyze jobs`);
}, 180_000);
afterAll(async () => t.close());

const query = (page: number) =>
  jobSearchQuery.parse({ job_title: 'analyst', sort: 'date', page: String(page) });

describe('a deep page by date', () => {
  it('When a deep page of a common title word is asked by date, then it is the plain question’s page', async () => {
    await expectPlainPages(
      t,
      sql`select id from jobs where job_title = 'Analyst' or description like '%analysts%'
          order by published_at desc, id desc`,
      query,
      [20, 30],
    );
  });

  it('When a deep page is asked by date, then only the jobs down to its depth are read from the table', async () => {
    // Page 30 is the 581st to 600th matches, about 2,900 jobs down; the 1,050 matches are in every table
    // page. Walked in date order, each job down to the page's depth was read (a page each); gathered,
    // every match. Now the description's matches since the 600th title match and the page's jobs are.
    const read = await tablePagesRead(t.db, 'jobs', (tx) => searchJobs(tx, query(30), { countCap: 100 }));
    expect(read).toBeLessThan(100);
  });
});
