import { jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { tuplesRead } from './test-closed-out.ts';

/**
 * "Posted within" with words (docs/performance.md "Job search: posted within, the date not in the
 * bitmaps"): the planner multiplies the date's share of all published jobs by the share close-out has not
 * closed out, though nearly every recent job is open, so on the `jobs_live_*` indexes a day's jobs look a
 * few times fewer than they are. The gather and the counts then read a level's recent jobs through
 * `jobs_live_level_pay_idx` (the date its third key) and each from the table, where the words' index
 * with the level finds the few matches. Without a city, their date is no index's key: the words' index
 * is read. The answers must stay the plain question's.
 */
let t: TestApp;
const RECENT = 3_000;
const ACCOUNTANTS = 30;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  // Old jobs past their due date and closed out (most of the table, as the sweep leaves it), open jobs of
  // the last weeks, and the last day's: entry-level Stores Clerks, among them a few Accountants (and
  // older Accountants, and Accountants of another level).
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, closed_out_at, experience_level)
    select ${employer.id}, 'Stores Clerk', 'Bidco', 'Nairobi', 'Kenya', 'Counting the stock.', 'published',
      now() - interval '60 days' - n * interval '10 minutes', ${todayInNairobi()}::date - 20,
      now() - interval '10 days', (array['entry', 'mid', 'senior'])[1 + n % 3]
    from generate_series(1, 9000) n`);
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, experience_level)
    select ${employer.id}, case when n % 40 = 0 then 'Accountant' else 'Stores Clerk' end, 'Bidco', 'Nairobi',
      'Kenya', case when n % 40 = 0 then 'Keeping the books.' else 'Counting the stock.' end, 'published',
      now() - interval '2 days' - n * interval '5 minutes', ${todayInNairobi()}::date + 30,
      case when n % 80 = 0 then 'mid' else 'entry' end
    from generate_series(1, 2000) n`);
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, experience_level)
    select ${employer.id}, case when n % 100 = 0 then 'Accountant' else 'Stores Clerk' end, 'Bidco', 'Nairobi',
      'Kenya', case when n % 100 = 0 then 'Keeping the books.' else 'Counting the stock.' end, 'published',
      now() - n * interval '20 seconds', ${todayInNairobi()}::date + 30, 'entry'
    from generate_series(1, ${RECENT}) n`);
  await t.db.execute(sql`analyze jobs`);
}, 180_000);
afterAll(async () => t.close());

const query = (params: Record<string, string>) =>
  jobSearchQuery.parse({
    job_title: 'accountant',
    experience_level: 'entry',
    posted_within: 'day',
    ...params,
  });

describe('posted within, with words', () => {
  it('When a word, a level and posted within a day are asked, then the answers are the plain question’s', async () => {
    const expected = (
      await rows<{ id: number }>(
        t.db,
        sql`select id from jobs where status = 'published' and job_title = 'Accountant'
          and experience_level = 'entry' and published_at >= now() - interval '1 day'
          order by published_at desc, id desc`,
      )
    ).map((row) => Number(row.id));
    expect(expected).toHaveLength(ACCOUNTANTS);
    const asked: Record<string, string>[] = [
      { sort: 'date' },
      { sort: 'salary' },
      {},
      { page: '2', sort: 'date' },
    ];
    for (const params of asked) {
      const found = await searchJobs(t.db, query(params), { countCap: 100 });
      const label = JSON.stringify(params);
      expect(found.count, label).toBe(ACCOUNTANTS);
      const ids = found.results.map((job) => Number(job.id));
      if (params.sort === 'date')
        expect(ids, label).toEqual(expected.slice(params.page ? 20 : 0, params.page ? 40 : 20));
      else expect(new Set(ids).size, label).toBe(Math.min(20, ACCOUNTANTS));
    }
  });

  it('When the matches are gathered, then the day’s jobs of the level are not read one by one', async () => {
    // Through the level's pay index, the day's 3,000 entry jobs were read (index and table: about 6,000
    // tuples on PGlite); through the words' index, the Accountants.
    const read = await tuplesRead(t, 'jobs', (tx) =>
      searchJobs(tx, query({ sort: 'date', page: '2' }), { countCap: 20 }),
    );
    expect(read).toBeLessThan(RECENT / 3);
  });
});
