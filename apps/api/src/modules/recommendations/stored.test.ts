import { cutText, jobCard, recommendedJob, SHARE_PREVIEW_LENGTH, todayInNairobi } from '@kweli/shared';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addJob, daysAgo } from '../jobs/test-jobs.ts';
import { recommendJobs } from './service.ts';
import {
  AHEAD_RUN_MS,
  computeListsAhead,
  RECOMMENDATIONS_STORED,
  refreshStaleLists,
  storedReadStatement,
  storedRecommendations,
  storedRecommendationsAnswer,
} from './stored.ts';

/**
 * Stored recommendations (decision 103): the list is computed once, then read; what changed since is
 * folded in, and the answer is always the one a fresh computation gives.
 */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;

const recommended = async () => {
  const res = await t.call(candidate, 'GET', '/recommendations/recommended/');
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).map((j) => j.id);
};
/** What a fresh computation answers, to compare the stored answer with. */
const computed = async () => (await recommendJobs(t.db, candidate.id, todayInNairobi())).map((j) => j.id);
const list = async () =>
  (
    await rows<{ profile_changed: boolean; size: number; computed_at: string }>(
      t.db,
      sql`select profile_changed, size, computed_at::text from recommendation_lists where candidate_id = ${candidate.id}`,
    )
  )[0];
const storedIds = async () =>
  (
    await rows<{ job_id: number }>(
      t.db,
      sql`select job_id from recommended_jobs where candidate_id = ${candidate.id} order by position`,
    )
  ).map((r) => Number(r.job_id));
/** The work ahead without its rests between lists (the whole minute is its budget). */
const noRest = { msPerMinute: AHEAD_RUN_MS };
const listOf = async (id: number) =>
  (
    await rows<{ computed_at: string }>(
      t.db,
      sql`select computed_at::text from recommendation_lists where candidate_id = ${id}`,
    )
  )[0];
/** A candidate who never asked for recommendations, wishing for plumbing work. */
const newCandidate = async () => {
  const user = await createUser(t, 'candidate');
  const res = await t.call(user, 'PATCH', '/candidate-profile/', {
    first_name: 'Otieno',
    last_name: 'Odhiambo',
    date_of_birth: '1990-07-08',
    preferences: { industries: [], job_titles: ['plumber'], locations: [] },
  });
  expect(res.statusCode).toBe(200);
  return user;
};
const plumber = (title: string, ageDays: number) =>
  addJob(t, {
    employerId: employer.id,
    jobTitle: title,
    industry: 'Construction',
    publishedAt: daysAgo(ageDays),
  });

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  // More plumbing jobs than a stored list holds, one a day.
  for (let i = 0; i < RECOMMENDATIONS_STORED + 5; i++) await plumber(`Plumber ${i}`, i + 1);
  const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    date_of_birth: '1995-02-03',
    preferences: { industries: [], job_titles: ['plumber'], locations: [] },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('stored recommendations', () => {
  it('When a candidate first asks, then the list is computed and stored, twice what is shown', async () => {
    expect(await list()).toBeUndefined();
    const first = await recommended();
    expect(first).toHaveLength(20);
    expect(first).toEqual(await computed());
    expect((await list())?.size).toBe(RECOMMENDATIONS_STORED);
    expect((await storedIds()).slice(0, 20)).toEqual(first);
  });

  it('When a job is published after the list was stored, then it is folded in without computing the list again', async () => {
    const before = await list();
    const fresh = await plumber('Plumber', 0);
    const answer = await recommended();
    expect(answer[0]).toBe(fresh.id);
    expect(answer).toEqual(await computed());
    expect((await list())?.computed_at).toBe(before?.computed_at);
  });

  it('When stored jobs close, expire or are applied to, then the next stored ones move up', async () => {
    const before = await recommended();
    await t.db.execute(sql`update jobs set status = 'closed' where id = ${before[1]!}`);
    await addApplication(t, { jobId: before[2]!, candidateId: candidate.id, submissionStatus: 'draft' });
    // Past its due date and not yet closed out: still published, no longer open.
    await t.db.execute(
      sql`update jobs set due_date = ${daysAgo(2).toISOString().slice(0, 10)}::date where id = ${before[3]!}`,
    );
    const answer = await recommended();
    expect(answer).not.toContain(before[1]);
    expect(answer).not.toContain(before[2]);
    expect(answer).not.toContain(before[3]);
    expect(answer).toHaveLength(20);
    expect(answer).toEqual(await computed());
  });

  it('When the profile changes, then the list is marked, queued in the outbox, and the next answer follows the new wishes', async () => {
    const electrician = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Electrician',
      industry: 'Energy',
      publishedAt: daysAgo(3),
    });
    const res = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      preferences: { industries: [], job_titles: ['electrician'], locations: [] },
    });
    expect(res.statusCode).toBe(200);
    expect((await list())?.profile_changed).toBe(true);
    const queued = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where topic = 'recommendations.refresh' and delivered_at is null`,
    );
    expect(queued[0]?.n).toBe(1);
    await t.app.outbox.deliverDue();
    expect((await list())?.profile_changed).toBe(false);
    expect(await storedIds()).toEqual([electrician.id]);
    expect(await recommended()).toEqual([electrician.id]);
  });

  it('When the periodic refresh runs, then marked lists are computed again and the answer is the same', async () => {
    await t.db.execute(
      sql`update recommendation_lists set profile_changed = true where candidate_id = ${candidate.id}`,
    );
    expect(await refreshStaleLists(t.db)).toBe(1);
    expect((await list())?.profile_changed).toBe(false);
    expect(await storedRecommendations(t.db, candidate.id)).toEqual(
      await recommendJobs(t.db, candidate.id, todayInNairobi()),
    );
  });

  it('When a candidate never asked, then the work ahead stores the list and the first ask reads it', async () => {
    const newcomer = await newCandidate();
    expect(await listOf(newcomer.id)).toBeUndefined();

    expect(await computeListsAhead(t.db, noRest)).toBeGreaterThanOrEqual(1);
    const stored = await listOf(newcomer.id);
    expect(stored).toBeDefined();
    // Read, not computed again: the list keeps its time, and the answer is a fresh computation's.
    expect(await storedRecommendations(t.db, newcomer.id)).toEqual(
      await recommendJobs(t.db, newcomer.id, todayInNairobi()),
    );
    expect((await listOf(newcomer.id))?.computed_at).toBe(stored?.computed_at);
    // Nothing is left to do: every candidate's list is stored and recent.
    expect(await computeListsAhead(t.db, noRest)).toBe(0);
  });

  it('When a list nears the age a read computes it again at, then the work ahead computes it first', async () => {
    await t.db.execute(
      sql`update recommendation_lists set computed_at = now() - interval '21 hours' where candidate_id = ${candidate.id}`,
    );
    expect(await computeListsAhead(t.db, noRest)).toBe(1);
    const [fresh] = await rows<{ recent: boolean }>(
      t.db,
      sql`select computed_at > now() - interval '1 hour' as recent from recommendation_lists where candidate_id = ${candidate.id}`,
    );
    expect(fresh?.recent).toBe(true);
  });

  it('When requests are being answered, then no list is started until a moment without any', async () => {
    const newcomer = await newCandidate();
    let busy = true;
    const run = computeListsAhead(t.db, { ...noRest, busy: () => busy });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listOf(newcomer.id)).toBeUndefined();
    busy = false;
    expect(await run).toBeGreaterThanOrEqual(1);
    expect(await listOf(newcomer.id)).toBeDefined();
  });

  it('When the server stops while the work ahead waits, then the run ends at once without computing', async () => {
    const newcomer = await newCandidate();
    const stopping = new AbortController();
    const run = computeListsAhead(t.db, { ...noRest, busy: () => true, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 50);
    expect(await run).toBe(0);
    expect(await listOf(newcomer.id)).toBeUndefined();
    // Nothing is lost: the next run computes it.
    expect(await computeListsAhead(t.db, noRest)).toBeGreaterThanOrEqual(1);
  });

  it("When a run's budget is spent, then it ends, leaving the other lists to the next minute", async () => {
    const first = await newCandidate();
    const second = await newCandidate();
    // A budget of 1 ms a minute: one list per run (a run computes one at least).
    expect(await computeListsAhead(t.db, { msPerMinute: 1 })).toBe(1);
    // Newest accounts first.
    expect(await listOf(second.id)).toBeDefined();
    expect(await listOf(first.id)).toBeUndefined();
    expect(await computeListsAhead(t.db, { msPerMinute: 1 })).toBe(1);
    expect(await listOf(first.id)).toBeDefined();
    expect(await computeListsAhead(t.db, { msPerMinute: 0 })).toBe(0);
  });

  it('When a job is recommended, stored or computed, then it is the job card search answers, with its score and reasons', async () => {
    const description = `Fit and mend water pipes in Nairobi's new estates.\n\n${'Work safely with the site team. '.repeat(60)}`;
    const job = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Plumber',
      industry: 'Construction',
      description,
      publishedAt: daysAgo(0),
    });
    type Card = Record<string, unknown> & { id: number; description_preview: string };
    const newcomer = await newCandidate();
    // Computed (the first ask), then read from the store.
    const computedAnswer = (await t.call(newcomer, 'GET', '/recommendations/recommended/')).json() as Card[];
    const storedAnswer = (await t.call(newcomer, 'GET', '/recommendations/recommended/')).json() as Card[];
    expect(await listOf(newcomer.id)).toBeDefined();
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/search/?job_title=plumber&sort=date',
    });
    const searched = (search.json() as { results: Card[] }).results.find((j) => j.id === job.id);
    expect(searched).toBeDefined();
    for (const answer of [computedAnswer, storedAnswer]) {
      const recommendedCard = answer.find((j) => j.id === job.id);
      expect(Object.keys(recommendedCard ?? {}).sort()).toEqual(
        [...Object.keys(jobCard.shape), 'match_score', 'match_reasons'].sort(),
      );
      const { match_score: _score, match_reasons, ...card } = recommendedCard!;
      expect(card).toEqual(searched);
      expect(match_reasons).toEqual(['Matches the work you are looking for: Plumber']);
    }
    // The card's preview: exactly what its share dialog cuts of the whole description.
    expect(cutText(searched!.description_preview, SHARE_PREVIEW_LENGTH)).toBe(
      cutText(description, SHARE_PREVIEW_LENGTH),
    );
  });

  it('When a stored list is read, then PostgreSQL writes its jobs byte for byte as the checked computation does', async () => {
    // Decision 132: the stored jobs' JSON is written in SQL and sent as it comes. Strings JSON escapes
    // (quotes, backslashes, control characters, line and paragraph separators, emoji, accents), nulls,
    // numbers, booleans, and one to three reasons with the job's title in them.
    const odd = `"Quoted" \\ back\\slash \u0001\u001f\t\n\r\b\f \u007f \u2028\u2029 </script> ☕ 😀 é e\u0301`;
    const user = await createUser(t, 'candidate');
    const res = await t.call(user, 'PATCH', '/candidate-profile/', {
      first_name: 'Achieng',
      last_name: 'Otieno',
      date_of_birth: '1993-04-05',
      preferences: {
        industries: ['Hospitality'],
        job_titles: ['pastry chef'],
        locations: [{ city: 'Mombasa', country: 'Kenya' }],
      },
    });
    expect(res.statusCode).toBe(200);
    const jobs = [
      await addJob(t, {
        employerId: employer.id,
        jobTitle: `Pastry Chef ${odd}`,
        companyName: odd,
        companyLogo: null,
        industry: 'Hospitality',
        city: 'Mombasa',
        county: 'Mombasa',
        description: `${odd}\n\n${'Bake. '.repeat(40)}`,
        dueDate: null,
        locationType: null,
        workingPeriod: null,
        jobType: null,
        publishedAt: daysAgo(1),
      }),
      await addJob(t, {
        employerId: employer.id,
        jobTitle: 'Pastry Chef',
        companyName: 'Serena Beach',
        companyLogo: 'logos/serena.png',
        industry: 'Construction',
        city: 'Nairobi',
        salaryMin: 45_000,
        salaryMax: 60_000,
        salaryCurrency: 'KES',
        salaryPeriod: 'month',
        experienceLevel: 'mid',
        employerVerified: true,
        publishedAt: daysAgo(2),
      }),
      await addJob(t, {
        employerId: employer.id,
        jobTitle: 'Hotel Receptionist',
        industry: 'Hospitality',
        city: 'Mombasa',
        publishedAt: daysAgo(3),
      }),
    ];
    const ask = () => t.call(user, 'GET', '/recommendations/recommended/');
    // Computed and written by JSON.stringify after the schema's check (the first ask), then read.
    const computedAnswer = await ask();
    const stored = await listOf(user.id);
    expect(stored).toBeDefined();
    const storedAnswer = await ask();
    expect((await listOf(user.id))?.computed_at).toBe(stored?.computed_at);
    expect(computedAnswer.statusCode).toBe(200);
    expect(storedAnswer.statusCode).toBe(200);
    expect(storedAnswer.body).toBe(computedAnswer.body);
    const answer = storedAnswer.json() as { id: number; match_score: number; match_reasons: string[] }[];
    expect(answer.map((j) => j.id)).toEqual(jobs.map((j) => j.id));
    expect(answer.map((j) => j.match_reasons.length)).toEqual([3, 1, 2]);
    expect(storedAnswer.body).toBe(JSON.stringify(z.array(recommendedJob).parse(answer)));
    // Any score of four decimals in 0..1 (as `recommendJobs` rounds them) is written in JavaScript's digits.
    for (const score of [0, 0.0001, 0.0005, 0.001, 0.1234, 0.5, 0.9999, 1]) {
      // Without the element written at the store (decision 177), so that the read writes it again with
      // this score, as it does for a job updated since the store.
      await t.db.execute(
        sql`update recommended_jobs set match_score = ${score}, answer = null where candidate_id = ${user.id} and position = 1`,
      );
      const text = await storedRecommendationsAnswer(t.db, user.id);
      expect(text).toContain(`"match_score":${JSON.stringify(score)},"match_reasons"`);
      expect(text).toBe(JSON.stringify(z.array(recommendedJob).parse(JSON.parse(text))));
    }
  });

  it('When a list is stored, then each job is written as the answer writes it, and reads send that text while the job is unchanged', async () => {
    // Decision 177: the element is written once, by the store, instead of by every read.
    const user = await newCandidate();
    const first = await t.call(user, 'GET', '/recommendations/recommended/');
    expect(first.statusCode).toBe(200);
    const stored = await rows<{ position: number; answer: string | null }>(
      t.db,
      sql`select position, answer from recommended_jobs where candidate_id = ${user.id} order by position`,
    );
    expect(stored).toHaveLength(RECOMMENDATIONS_STORED);
    // The shown ones only: the others are written by the read that shows them.
    expect(stored.map((r) => r.answer !== null)).toEqual(stored.map((r) => r.position <= 20));
    // The computed answer (JSON.stringify of the checked jobs) is the stored elements, byte for byte.
    expect(first.body).toBe(
      `[${stored
        .slice(0, 20)
        .map((r) => r.answer)
        .join(',')}]`,
    );
    // What the read sends is the stored text itself: marked in storage, the mark comes back.
    await t.db.execute(
      sql`update recommended_jobs set answer = replace(answer, '"job_title":"Plumber', '"job_title":"Kept Plumber')
        where candidate_id = ${user.id} and position = 1`,
    );
    const read = await t.call(user, 'GET', '/recommendations/recommended/');
    expect((read.json() as { job_title: string }[])[0]?.job_title).toMatch(/^Kept Plumber/);
  });

  it('When a stored job is edited after the list was stored (no job change: its company, its pay), then the read writes it again from the job', async () => {
    const user = await newCandidate();
    const first = (await t.call(user, 'GET', '/recommendations/recommended/')).json() as { id: number }[];
    const stored = await listOf(user.id);
    const edited = first[0]!.id;
    // Company name, logo, pay and badge are copied onto the job without a recommendation job change
    // (migration 0140's trigger watches the matching facts only).
    await t.db.execute(
      sql`update jobs set company_name = 'Renamed Pipes Ltd', salary_min = 51000, salary_max = 52000,
        salary_currency = 'KES', salary_period = 'month', employer_verified = true where id = ${edited}`,
    );
    const read = await t.call(user, 'GET', '/recommendations/recommended/');
    expect((await listOf(user.id))?.computed_at).toBe(stored?.computed_at);
    const answer = read.json() as {
      id: number;
      company_name: string;
      salary_min: number;
      employer_verified: boolean;
    }[];
    expect(answer.map((j) => j.id)).toEqual(first.map((j) => j.id));
    expect(answer[0]).toMatchObject({
      company_name: 'Renamed Pipes Ltd',
      salary_min: 51000,
      employer_verified: true,
    });
    expect(read.body).toBe(JSON.stringify(z.array(recommendedJob).parse(answer)));
    // The other jobs, unchanged, are the stored text.
    const others = await rows<{ answer: string }>(
      t.db,
      sql`select answer from recommended_jobs where candidate_id = ${user.id} and position between 2 and 20 order by position`,
    );
    expect(read.body.endsWith(`,${others.map((r) => r.answer).join(',')}]`)).toBe(true);
  });

  it('When the bench explains the stored read with its values bound, then it is the statement the server prepares', async () => {
    const dialect = new PgDialect();
    const today = todayInNairobi();
    const prepared = dialect.sqlToQuery(
      storedReadStatement(sql.placeholder('candidate'), sql.placeholder('today')),
    );
    const bound = dialect.sqlToQuery(storedReadStatement(sql.param(candidate.id), sql.param(today)));
    expect(bound.sql).toBe(prepared.sql);
    // The values where the server's placeholders are, as it fills them on every read.
    expect(bound.params).toEqual(fillPlaceholders(prepared.params, { candidate: candidate.id, today }));
    const plan = await rows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain ${storedReadStatement(sql.param(candidate.id), sql.param(today))}`,
    );
    expect(plan.length).toBeGreaterThan(0);
  });

  it('When the stored list is read, then each stored job is read once, for its open check and its card together', async () => {
    const [plan] = await rows<Record<string, unknown>>(
      t.db,
      sql`explain (format json) ${storedReadStatement(sql.param(candidate.id), sql.param(todayInNairobi()))}`,
    );
    const text = JSON.stringify(plan);
    // Decision 126: one scan of jobs in the plan (until then, the function's open check and the card's).
    expect(text.match(/\\?"Relation Name\\?":\s*\\?"jobs\\?"/g)).toHaveLength(1);
    expect(text).not.toContain('recommendations_stored_read');
  });

  it('When the schema is migrated, then the PL/pgSQL read that the prepared statement replaced is gone (migration 0196)', async () => {
    const found = await rows<{ name: string }>(
      t.db,
      sql`select proname as name from pg_proc where proname like 'recommendations_stored%'`,
    );
    expect(found).toEqual([]);
  });
});
