import { jobSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { planLines, type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { correctWords, searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * A typed word is looked for as a city only when it is the city of a job
 * (docs/decisions/163-job-search-city-branches-for-cities.md): the ranked statement's walk of `jobs` by
 * city, which cost its planning (`jobs` and its indexes) even when it found nothing, is left out for the
 * other words. Whether each word is a city is asked in the spellings' statement, which is kept per
 * connection.
 */
let t: TestApp;
let inClerk: number;

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  for (let i = 0; i < 12; i++)
    await addJob(t, { employerId, jobTitle: 'Stores Clerk', city: 'Nakuru', publishedAt: daysAgo(2 + i) });
  // A word that is a job's city.
  inClerk = (await addJob(t, { employerId, jobTitle: 'Driver', city: 'Clerk', publishedAt: daysAgo(1) })).id;
});
afterAll(async () => t.close());

/** The scans of `jobs` in the plan of the search's ranked statement. */
async function rankedJobScans(jobTitle: string): Promise<string[]> {
  const noted: SentStatement[] = [];
  await searchJobs(
    watchStatements(t.db as Db, (statement) => noted.push(statement)),
    jobSearchQuery.parse({ job_title: jobTitle }),
  );
  const ranked = noted.find((statement) => /^\s*with title_found as materialized/.test(statement.sql));
  expect(ranked).toBeDefined();
  return (await planLines(t.db as Db, ranked!)).filter((line) => /\bon jobs\b/.test(line));
}

describe('a typed word walked as a city only when it is one', () => {
  it("When the words are checked, then only a job's city counts as a city", async () => {
    const typed = await correctWords(t.db, ['clerk', 'nakuru', 'stores', 'nowhere'], { cities: true });
    expect(typed.map((word) => word.city)).toEqual([true, true, false, false]);
    // Not asked, not known: search's other callers walk every word as before.
    expect((await correctWords(t.db, ['clerk']))[0]?.city).toBeUndefined();
  });

  it('When a word is no city, then the ranked statement reads jobs for the page only; a city is still walked and found', async () => {
    // The page's cards only: one probe of jobs per page job.
    expect(await rankedJobScans('stores nowhere')).toHaveLength(1);
    // `clerk` is a city: its walk of jobs by city is there, beside the cards.
    expect((await rankedJobScans('clerk nowhere')).length).toBeGreaterThan(1);
    const found = await searchJobs(t.db, jobSearchQuery.parse({ job_title: 'clerk' }));
    expect(found.count).toBe(13);
    expect(found.results.map((job) => Number(job.id))).toContain(inClerk);
  });

  it('When the words are checked again on a connection, then PostgreSQL ran the statement prepared, kept', async () => {
    await (t.db as Db).transaction(async (tx) => {
      const runs = async () => {
        const [kept] = await rows<{ runs: number }>(
          tx,
          sql`select coalesce(sum(generic_plans + custom_plans), 0)::int as runs from pg_prepared_statements
            where statement like ${'%job_search_spellings(%min(j.search_city)%'}`,
        );
        return kept?.runs ?? 0;
      };
      const before = t.database.kind === 'postgres' ? await runs() : 0;
      for (const word of ['clerk', 'nakuru', 'cashier', 'nowhere', 'stores', 'driver', 'cook'])
        await correctWords(tx, [word], { descriptionWords: true, cities: true });
      if (t.database.kind !== 'postgres') return;
      expect((await runs()) - before).toBe(7);
    });
  });
});
