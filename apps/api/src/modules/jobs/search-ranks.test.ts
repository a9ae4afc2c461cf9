import { jobSearchQuery, PAGE_SIZE } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { closeOutExpiredJobs } from './close-out.ts';
import { searchJobs } from './search.ts';
import { storesClerkPosting, tuplesRead } from './test-closed-out.ts';
import { addJob, daysAgo, daysFromToday } from './test-jobs.ts';

/**
 * Job search's ranking reads what it needs of a job from `job_search_ranks` (migration 0204,
 * docs/decisions/142-job-search-ranks.md), one narrow row per published job kept by a trigger on jobs, and
 * reads `jobs` only for the page's cards. The row must follow the job through every way it changes: a
 * new title or description (an employer's edit), a close, a close-out and its reopening, a hold for review
 * and its release, a deletion; and the answers must be those of the job as it is now.
 */
let t: TestApp;
let employer: TestUser;
const named: Record<string, number> = {};
const CLERKS = 40;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: 'Bidco', companyLogo: null });
  const clerk = async (hoursAgo: number, dueDate = daysFromToday(20)) =>
    (
      await addJob(t, {
        employerId: employer.id,
        jobTitle: 'Stores Clerk',
        companyName: 'Bidco',
        description: 'Counting the stock.',
        publishedAt: daysAgo(hoursAgo / 24),
        dueDate,
      })
    ).id;
  for (let n = 1; n <= CLERKS; n++) await clerk(n);
  // A clerk whose description has too many words for the postings' index entries to carry (0209).
  named.wide = (
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Stores Clerk',
      companyName: 'Bidco',
      description: Array.from({ length: 300 }, (_, n) => `stockword${n}`).join(' '),
      publishedAt: daysAgo(5.8 / 24),
      dueDate: daysFromToday(20),
    })
  ).id;
  named.edited = await clerk(50);
  named.described = await clerk(60);
  named.closed = await clerk(2.5);
  named.closedOut = await clerk(3.5, daysFromToday(-2));
  named.held = await clerk(4.5);
  named.deleted = await clerk(5.5);
  await closeOutExpiredJobs(t.db);
  const edit = async (id: number, job: Record<string, unknown>) => {
    const answer = await t.call(employer, 'PUT', `/employer/jobs/${id}/`, storesClerkPosting(job));
    expect(answer.statusCode, answer.body).toBe(200);
  };
  // A new title and description; a new description only; a closed-out job opened again (a later date).
  await edit(named.edited!, { job_title: 'Land Surveyor', description: 'Surveying with inventory tools.' });
  await edit(named.described!, { description: 'Keeping the inventory.' });
  await edit(named.closedOut!, { due_date: daysFromToday(10) });
  const closed = await t.call(employer, 'POST', `/employer/jobs/${named.closed}/close/`);
  expect(closed.statusCode, closed.body).toBe(200);
  const deleted = await t.call(employer, 'DELETE', `/employer/jobs/${named.deleted}/`);
  expect(deleted.statusCode, deleted.body).toBe(204);
  // Held for review and released, as moderation does.
  await t.db.execute(sql`update jobs set status = 'in_review', held_at = now() where id = ${named.held}`);
  const [heldRow] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from job_search_ranks where job_id = ${named.held}`,
  );
  expect(heldRow!.n).toBe(0);
  await t.db.execute(sql`update jobs set status = 'published', held_at = null where id = ${named.held}`);
}, 120_000);
afterAll(async () => t.close());

const search = async (params: Record<string, string>) =>
  (await searchJobs(t.db, jobSearchQuery.parse(params), { countCap: 5_000 })).results.map((job) =>
    Number(job.id),
  );

describe('the ranking rows of jobs', () => {
  it('When jobs are edited, closed, closed out, reopened, held and deleted, then each published job has one row equal to it', async () => {
    const [compared] = await rows<{ missing: number; extra: number; differ: number; twice: number }>(
      t.db,
      sql`select count(*) filter (where r.job_id is null)::int as missing,
          count(*) filter (where j.id is null)::int as extra,
          count(*) filter (where r.published_at is distinct from j.published_at
            or r.search_title is distinct from j.search_title
            or r.search_title_words is distinct from j.search_title_words
            or r.search_company_words is distinct from j.search_company_words
            or r.search_city is distinct from j.search_city
            or r.search_words is distinct from strip(j.search_words))::int as differ,
          (select count(*) - count(distinct job_id) from job_search_ranks)::int as twice
        from (select * from jobs where status = 'published') j
        full join job_search_ranks r on r.job_id = j.id`,
    );
    expect(compared).toEqual({ missing: 0, extra: 0, differ: 0, twice: 0 });
    const [edited] = await rows<{ search_title: string; described: boolean }>(
      t.db,
      sql`select search_title, search_words @@ 'inventory'::tsquery as described from job_search_ranks
        where job_id = ${named.edited}`,
    );
    expect(edited).toEqual({ search_title: 'land surveyor', described: true });
    const [gone] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from job_search_ranks where job_id in (${named.closed}, ${named.deleted})`,
    );
    expect(gone!.n).toBe(0);
  });

  it('When a word is searched by relevance, then the jobs are found and ranked as they are now', async () => {
    expect(await search({ job_title: 'surveyor' })).toEqual([named.edited]);
    // Every clerk scores the same but the one whose description now has the second word.
    const clerks = (
      await rows<{ id: number }>(
        t.db,
        sql`select id from jobs where status = 'published' and job_title = 'Stores Clerk'
          order by published_at desc, id desc`,
      )
    ).map((row) => Number(row.id));
    expect(clerks).toHaveLength(CLERKS + 4);
    for (const id of [named.closedOut, named.held, named.described, named.wide]) expect(clerks).toContain(id);
    const all = [
      ...(await search({ job_title: 'clerk' })),
      ...(await search({ job_title: 'clerk', page: '2' })),
      ...(await search({ job_title: 'clerk', page: '3' })),
    ];
    expect(all).toEqual(clerks);
    const withWord = await search({ job_title: 'clerk inventory' });
    expect(withWord[0]).toBe(named.described);
    expect(withWord.slice(1)).toEqual(clerks.filter((id) => id !== named.described).slice(0, PAGE_SIZE - 1));
  });

  it('When a word is searched by relevance, then jobs is read for the page and not for the window', async () => {
    const read = await tuplesRead(t, 'jobs', (tx) =>
      searchJobs(tx, jobSearchQuery.parse({ job_title: 'clerk' }), { countCap: 5_000 }),
    );
    // Main's ranking probed each of the window's 44 jobs in `jobs` as well as the page's 20.
    expect(read).toBeLessThan(CLERKS);
  });

  it('When jobs are edited, closed out and reopened, then their live postings carry the ranking columns equal to the job', async () => {
    const [compared] = await rows<{ live: number; carried: number; differ: number; closedOut: number }>(
      t.db,
      sql`select count(*) filter (where p.closed_out_at is null)::int as live,
          count(*) filter (where p.search_title is not null)::int as carried,
          count(*) filter (where p.search_title is not null and (p.search_title is distinct from j.search_title
            or p.search_title_words is distinct from j.search_title_words
            or p.search_company_words is distinct from j.search_company_words
            or p.search_words is distinct from strip(j.search_words)))::int as differ,
          count(*) filter (where p.closed_out_at is not null and p.search_title is not null)::int as "closedOut"
        from job_search_postings p join jobs j on j.id = p.job_id`,
    );
    // Every live posting carries them but the wide clerk's three (its title's two words, its company's).
    expect(compared).toMatchObject({ carried: compared!.live - 3, differ: 0, closedOut: 0 });
    // A description written alone (no other column of the postings' trigger) is carried too: the
    // employer's edit above wrote every column.
    const [first] = await rows<{ id: number }>(
      t.db,
      sql`select min(id) as id from jobs where job_title = 'Stores Clerk' and description = 'Counting the stock.'`,
    );
    await t.db.execute(sql`update jobs set description = 'Counting the pallets.' where id = ${first!.id}`);
    const described = await rows<{ job_id: number; n: number }>(
      t.db,
      sql`select job_id, count(*)::int as n from job_search_postings
        where job_id in (${named.described}, ${first!.id}) and search_words @@ 'inventory | pallets'::tsquery
        group by job_id order by job_id`,
    );
    // Three postings each: the title's two words and the company's.
    expect(described.map((row) => Number(row.n))).toEqual([3, 3]);
  });

  it('When a word is searched by relevance, then the window is ranked on what its postings carry, not probed', async () => {
    const read = await tuplesRead(t, 'job_search_ranks', (tx) =>
      searchJobs(tx, jobSearchQuery.parse({ job_title: 'clerk' }), { countCap: 5_000 }),
    );
    // Only the wide clerk, whose postings carry nothing; main's ranking probed all 44 of the window.
    expect(read).toBe(1);
  });
});
