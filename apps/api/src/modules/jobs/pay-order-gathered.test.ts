import { jobSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * By pay, a word under the count's cap among titles whose description matches pass it (docs/performance.md
 * "Job search: the gather, then the walk"): the matches are gathered up to twice the cap, and when that is
 * all of them the page is sorted from them, not walked in pay order by another statement that read them
 * again. Past twice the cap the page is walked as before. The answers must stay the plain question's.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  const pay = (i: number) => ({
    salaryMin: 20_000 + ((i * 7) % 23) * 5_000,
    salaryCurrency: 'KES' as const,
    salaryPeriod: 'month' as const,
  });
  // 10 title matches, 60 jobs naming training in their description only (internships, as the walk from the
  // highest pay meets last), 30 jobs that do not match at all.
  for (let i = 0; i < 10; i++)
    await addJob(t, {
      employerId,
      jobTitle: 'Training Officer',
      publishedAt: daysAgo(1 + (i % 9)),
      ...pay(i),
    });
  for (let i = 0; i < 60; i++)
    await addJob(t, {
      employerId,
      jobTitle: 'Stores Clerk',
      jobType: 'internship',
      description: 'Counting the stock, with training given.',
      publishedAt: daysAgo(1 + (i % 11)),
      ...pay(i + 10),
    });
  for (let i = 0; i < 30; i++)
    await addJob(t, { employerId, jobTitle: 'Driver', publishedAt: daysAgo(1 + (i % 5)), ...pay(i + 70) });
});
afterAll(async () => t.close());

/** Every match in pay order: the plain question. */
async function inPayOrder(): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select id from jobs where job_title = 'Training Officer' or description like '%training%'
      order by search_pay desc nulls last, published_at desc, id desc`,
  );
  return found.map((row) => Number(row.id));
}

/** The search by salary with the count's cap given, and whether a statement walked the pay order. */
async function bySalary(countCap: number) {
  const sent: SentStatement[] = [];
  const found = await searchJobs(
    watchStatements(t.db as Db, (statement) => sent.push(statement)),
    jobSearchQuery.parse({ job_title: 'training', sort: 'salary' }),
    { countCap },
  );
  const walked = sent.some((statement) =>
    /^\s*with page as \(select j\.id from jobs j where/.test(statement.sql),
  );
  return { found, walked };
}

describe('by pay, the matches gathered past the cap', () => {
  it('When the matches are under twice the cap, then the page is sorted from them, not walked again', async () => {
    // 70 matches: over the cap of 41, under 82.
    const { found, walked } = await bySalary(40);
    expect(found).toMatchObject({ count: 40, countCapped: true });
    expect(found.results.map((job) => Number(job.id))).toEqual((await inPayOrder()).slice(0, 20));
    expect(walked).toBe(false);
  });

  it('When the matches reach twice the cap, then the page is walked in pay order as before', async () => {
    // 70 matches: over twice the cap of 21.
    const { found, walked } = await bySalary(20);
    expect(found).toMatchObject({ count: 20, countCapped: true });
    expect(found.results.map((job) => Number(job.id))).toEqual((await inPayOrder()).slice(0, 20));
    expect(walked).toBe(true);
  });
});
