import { jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { searchJobs } from './search.ts';
import { addClosedOutBoard, CLOSED_OUT, OPEN, tuplesRead } from './test-closed-out.ts';

/**
 * The word postings' walks read the postings of jobs close-out has not closed out (migration 0200,
 * docs/decisions/139-postings-read-jobs-not-closed-out.md): each posting carries its job's `closed_out_at`,
 * kept by the postings' trigger through close-out and reopening, and the `job_search_postings_live_*`
 * indexes hold only those without, so a word's ranking window does not walk the postings of the jobs swept
 * past their due date (three in four on the benchmark's data). The answers must stay those of the due date
 * alone: a job past its due date that the sweep has not reached yet is still left out, a job due today or
 * without a due date is in, a closed-out job its employer opened again (a later due date, or none) is in, and
 * `include_expired` still finds the closed-out ones.
 */
let t: TestApp;
let employer: TestUser;
let named: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: 'Bidco', companyLogo: null });
  named = await addClosedOutBoard(t, employer);
  await t.db.execute(sql`analyze jobs`);
  await t.db.execute(sql`analyze job_search_postings`);
}, 180_000);
afterAll(async () => t.close());

const search = (params: Record<string, string>, db: Db = t.db) =>
  searchJobs(db, jobSearchQuery.parse(params), { countCap: 5_000 });

/** The published jobs of the filters, as plain SQL finds them: open by the due date alone, or all. */
const plain = async (where: SQL, expired = false) =>
  (
    await rows<{ id: number }>(
      t.db,
      sql`select j.id from jobs j where j.status = 'published'
        and (${expired} or j.due_date is null or j.due_date >= ${todayInNairobi()}::date) and ${where}
        order by j.published_at desc, j.id desc`,
    )
  ).map((row) => Number(row.id));

describe('the word postings of closed-out jobs', () => {
  it('When jobs are closed out and opened again, then their postings carry their close-out', async () => {
    const [postings] = await rows<{ all: number; closed: number; differ: number }>(
      t.db,
      sql`select count(*)::int as all, count(p.closed_out_at)::int as closed,
          count(*) filter (where p.closed_out_at is distinct from j.closed_out_at)::int as differ
        from job_search_postings p join jobs j on j.id = p.job_id`,
    );
    expect(postings!.differ).toBe(0);
    expect(postings!.closed).toBeGreaterThanOrEqual(CLOSED_OUT);
    const reopened = await rows<{ closed_out_at: string | null }>(
      t.db,
      sql`select closed_out_at from job_search_postings
        where job_id in (${named.laterDate}, ${named.dateTakenAway}, ${named.notSwept2})`,
    );
    expect(reopened.length).toBeGreaterThan(0);
    expect(reopened.every((p) => p.closed_out_at === null)).toBe(true);
  });

  it('When a word is searched by relevance, then the answers are those of the due date alone', async () => {
    const open = await plain(sql`true`);
    expect(open).toHaveLength(OPEN + 4);
    for (const id of [named.dueToday, named.noDueDate, named.laterDate, named.dateTakenAway])
      expect(open).toContain(id);
    for (const id of [named.notSwept, named.notSwept2]) expect(open).not.toContain(id);
    for (const [params, where] of [
      [{ job_title: 'clerk' }, sql`true`],
      [{ job_title: 'stores clerk' }, sql`true`],
      [{ job_title: 'bidco' }, sql`j.company_name = 'Bidco'`],
      [{ job_title: 'clerk', location_type: 'remote' }, sql`j.location_type = 'remote'`],
      [{ job_title: 'clerk', city: 'Nairobi' }, sql`true`],
      [{ job_title: 'clerk', salary_min: '20200' }, sql`j.search_pay >= 20200`],
    ] as [Record<string, string>, SQL][]) {
      const expected = await plain(where);
      const seen: number[] = [];
      const pages = Math.ceil(expected.length / 20);
      for (let page = 1; page <= pages; page++) {
        const found = await search({ ...params, page: String(page) });
        expect(found.count, JSON.stringify(params)).toBe(expected.length);
        seen.push(...found.results.map((job) => Number(job.id)));
      }
      // All score alike here, so every page is the date's order.
      expect(seen, JSON.stringify(params)).toEqual(expected);
    }
    // With the expired jobs: every published clerk, closed out or not.
    const all = await plain(sql`true`, true);
    const expired = await search({ job_title: 'clerk', include_expired: 'true' });
    expect(expired.count).toBe(all.length);
    expect(expired.results.map((job) => Number(job.id))).toEqual(all.slice(0, 20));
  });

  it("When a word is searched by relevance, then its walk does not read the closed-out jobs' postings", async () => {
    // The closed-out jobs are the newest: a walk of a word's postings newest first meets them all first.
    const read = await tuplesRead(t, 'job_search_postings', (tx) =>
      searchJobs(tx, jobSearchQuery.parse({ job_title: 'clerk' }), { countCap: 5 }),
    );
    const remote = await tuplesRead(t, 'job_search_postings', (tx) =>
      searchJobs(tx, jobSearchQuery.parse({ job_title: 'stores', location_type: 'remote' }), { countCap: 5 }),
    );
    // Reading them, each was thousands (the 3,600 closed-out jobs' postings walked past).
    expect(read).toBeLessThan(CLOSED_OUT / 3);
    expect(remote).toBeLessThan(CLOSED_OUT / 3);
  });
});
