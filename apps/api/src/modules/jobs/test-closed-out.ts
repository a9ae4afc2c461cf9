import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { closeOutExpiredJobs } from './close-out.ts';
import { addJob, daysFromToday } from './test-jobs.ts';

/**
 * The board of the closed-out search tests (closed-out-search, closed-out-postings: decisions 135 and 139):
 * published jobs, most past their due date and closed out, and the few whose due date decides alone. Tests
 * only: no code of the module imports it.
 */

/** A Stores Clerk as an employer posts or edits it through the API, with `job`'s fields over it. */
export const storesClerkPosting = (job: Record<string, unknown> = {}) => ({
  job_title: 'Stores Clerk',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'on-site',
  working_period: 'full-time',
  job_type: 'permanent',
  description: 'Counting the stock.',
  requirements: 'A certificate',
  application_details: 'Apply here',
  benefits: 'Medical cover',
  industry: 'Retail',
  due_date: daysFromToday(20),
  status: 'published',
  ...job,
});

/** Published Stores Clerks past their due date and closed out, and open ones. */
export const CLOSED_OUT = 3_600;
export const OPEN = 400;

/**
 * `CLOSED_OUT + OPEN` published Stores Clerks of `employer` (nine in ten past their due date and closed out,
 * as the sweep leaves them and as the generated data is; they are the newest and paid more than the open
 * ones, so that a walk by date, by pay or of a word meets every closed-out job before the first open one if
 * it reads them; a third of them remote), and five named jobs: past their due date but not swept yet
 * (`notSwept`, `notSwept2`), due today (`dueToday`), without a due date (`noDueDate`), and past, swept, then
 * opened again by their employer with a later due date (`laterDate`) or none (`dateTakenAway`). Answers the
 * named jobs' ids.
 */
export async function addClosedOutBoard(t: TestApp, employer: TestUser): Promise<Record<string, number>> {
  const named: Record<string, number> = {};
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, closed_out_at, location_type, salary_min, salary_currency, salary_period)
    select ${employer.id}, 'Stores Clerk', 'Bidco', 'Nairobi', 'Kenya', 'Counting the stock.', 'published',
      now() - n * interval '1 hour',
      case when n <= ${CLOSED_OUT} then ${daysFromToday(-2)}::date - (n % 30)
        when n % 5 = 0 then null else ${daysFromToday(3)}::date + (n % 30) end,
      case when n <= ${CLOSED_OUT} then now() end,
      (array['on-site', 'remote', 'hybrid'])[1 + n % 3],
      case when n <= ${CLOSED_OUT} then 500000 + n else 20000 + n end, 'KES', 'month'
    from generate_series(1, ${CLOSED_OUT + OPEN}) n`);
  const clerk = async (dueDate: string | null) =>
    (await addJob(t, { employerId: employer.id, jobTitle: 'Stores Clerk', dueDate })).id;
  named.notSwept = await clerk(daysFromToday(-1));
  named.dueToday = await clerk(daysFromToday(0));
  named.noDueDate = await clerk(null);
  named.laterDate = await clerk(daysFromToday(-3));
  named.dateTakenAway = await clerk(daysFromToday(-3));
  await closeOutExpiredJobs(t.db);
  named.notSwept2 = await clerk(daysFromToday(-1));
  for (const [name, dueDate] of [
    ['laterDate', daysFromToday(10)],
    ['dateTakenAway', null],
  ] as const) {
    const edit = await t.call(
      employer,
      'PUT',
      `/employer/jobs/${named[name]}/`,
      storesClerkPosting({ due_date: dueDate }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
  }
  return named;
}

/**
 * Index entries and table rows of `table` that `run` read, from its transaction's statistics, with
 * sequential scans off (as the benchmark's tables are, too big to read whole: each statement reads an index).
 * The plans the connection keeps (`keptRows`) are made again under that setting: a generic plan made before
 * it, on the test's small tables, may read them whole (decision 192).
 */
export async function tuplesRead(
  t: Pick<TestApp, 'db'>,
  table: 'jobs' | 'job_search_postings' | 'job_description_words' | 'job_search_ranks',
  run: (tx: Db) => Promise<unknown>,
): Promise<number> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    await tx.execute(sql`discard plans`);
    const counted = async () =>
      Number(
        (
          await rows<{ n: string }>(
            tx,
            sql`select (select coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0) from pg_index i
                  where i.indrelid = ${table}::regclass)
                + pg_stat_get_xact_tuples_returned(${table}::regclass) as n`,
          )
        )[0]!.n,
      );
    const before = await counted();
    await run(tx as unknown as Db);
    return (await counted()) - before;
  });
}
