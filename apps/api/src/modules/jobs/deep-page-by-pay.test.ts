import { jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablePagesRead } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { expectPlainPages } from './test-deep-pages.ts';

/**
 * A deep page by pay of a word common in titles whose jobs pay little (docs/performance.md "Job search:
 * deep pages by pay"): the page is the highest paid of the title matches' postings down to the page's depth
 * and of the description matches paying as much, so the better paid jobs of other titles are not read from
 * the table one by one in pay order. The answers must stay the plain question's.
 */
let t: TestApp;
const JOBS = 5_000;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  // One job in five an Analyst paid KES 10,000-16,000 a month (one in 45 of them without a salary); the
  // Stores Clerks paid KES 100,000 and more, one in a hundred naming analysts in its description only (a
  // match on the description alone, paid more than every Analyst). Written in no order of date or pay.
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, salary_min, salary_currency, salary_period)
    select ${employer.id}, case when n % 5 = 0 then 'Analyst' else 'Stores Clerk' end, 'Bidco', 'Nairobi', 'Kenya',
      case when n % 5 = 0 then 'Keeping the books.' when n % 100 = 1 then 'Counting the stock with analysts.'
        else 'Counting the stock.' end,
      'published', now() - n * interval '1 minute', ${todayInNairobi()}::date + 30,
      case when n % 225 = 0 then null when n % 5 = 0 then 10000 + (n % 7) * 1000 else 100000 + (n % 13) * 1000 end,
      'KES', 'month'
    from generate_series(1, ${JOBS}) n order by random()`);
  await t.db.execute(sql`analyze jobs`);
}, 180_000);
afterAll(async () => t.close());

const query = (page: number) =>
  jobSearchQuery.parse({ job_title: 'analyst', sort: 'salary', page: String(page) });

describe('a deep page by pay', () => {
  it('When a deep page of a common title word is asked by pay, then it is the plain question’s page', async () => {
    // Page 49 reaches the Analysts without a salary (the 961st to 980th matches): the walk answers it.
    await expectPlainPages(
      t,
      sql`select id from jobs where job_title = 'Analyst' or description like '%analysts%'
          order by search_pay desc nulls last, published_at desc, id desc`,
      query,
      [20, 30, 49],
    );
  });

  it('When a deep page is asked by pay, then the better paid jobs of other titles are not read', async () => {
    // Page 30 is the 581st to 600th matches; 4,000 better paid Stores Clerks come first in pay order, in
    // every table page. Walked in pay order, each was read for its description's word; now the description
    // matches paying as much as the 600th Analyst's posting and the page's jobs are.
    const read = await tablePagesRead(t.db, 'jobs', (tx) => searchJobs(tx, query(30), { countCap: 100 }));
    expect(read).toBeLessThan(100);
  });
});
