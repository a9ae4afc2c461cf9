import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob, daysFromToday } from '../jobs/test-jobs.ts';
import { addApplication } from './test-applications.ts';

/** GET /applications/?job=id as the apply check uses it (issue 4): only the caller's own applications. */
let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  other = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
  id.a = (await addJob(t, { employerId: employer.id, jobTitle: 'A' })).id;
  id.b = (await addJob(t, { employerId: employer.id, jobTitle: 'B' })).id;
  const draft = await addApplication(t, {
    jobId: id.a,
    candidateId: candidate.id,
    submissionStatus: 'draft',
  });
  id.draftApp = draft.id;
  await addApplication(t, { jobId: id.b, candidateId: other.id, submissionStatus: 'submitted' });
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, headers: Record<string, string> = candidate.headers) =>
  t.app.inject({ method: 'GET', url: `/api/applications/${query}`, headers });

describe('GET /applications/?job=id', () => {
  it('When a candidate asks for a job, then only their own application to it is listed', async () => {
    const res = await list(`?job=${id.a}`);
    expect(res.statusCode).toBe(200);
    // The full list answers whole applications; the apply check reads these three fields of them.
    expect(res.json()).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: id.draftApp, job: id.a, submission_status: 'draft' }],
    });
    expect((await list(`?job=${id.b}`)).json().results).toEqual([]);
    expect((await list(`?job=${id.b}`, other.headers)).json().results).toMatchObject([
      { job: id.b, submission_status: 'submitted' },
    ]);
  });

  it('When no one is signed in, an employer asks or the job is not a number, then 401, 403 or 400', async () => {
    expect((await list(`?job=${id.a}`, {})).statusCode).toBe(401);
    expect((await list(`?job=${id.a}`, employer.headers)).statusCode).toBe(403);
    expect((await list('?job=abc')).statusCode).toBe(400);
  });
});

describe('GET /applications/apply-check/?job=id', () => {
  const check = (job: number | string | undefined, headers: Record<string, string> = candidate.headers) =>
    t.app.inject({ method: 'GET', url: `/api/applications/apply-check/?job=${job}`, headers });

  it('When the server is asked whether a candidate may apply, then it answers new, draft or already applied', async () => {
    const fresh = (await addJob(t, { employerId: employer.id, jobTitle: 'Fresh' })).id;
    expect((await check(fresh)).json()).toEqual({ job: fresh, outcome: 'new', application: null });
    expect((await check(id.a)).json()).toEqual({ job: id.a, outcome: 'draft', application: id.draftApp });
    expect((await check(id.b, other.headers)).json()).toEqual({
      job: id.b,
      outcome: 'already_applied',
      application: null,
    });
    // Another candidate's application decides nothing for this one.
    expect((await check(id.b)).json()).toEqual({ job: id.b, outcome: 'new', application: null });
  });

  it('When the job is past its due date or not published, then it answers expired or closed', async () => {
    const late = (await addJob(t, { employerId: employer.id, jobTitle: 'Late', dueDate: daysFromToday(-1) }))
      .id;
    const hidden = (await addJob(t, { employerId: employer.id, jobTitle: 'Hidden', status: 'draft' })).id;
    expect((await check(late)).json()).toMatchObject({ outcome: 'expired' });
    expect((await check(hidden)).json()).toMatchObject({ outcome: 'closed' });
    // A job due today still takes applications.
    const today = (await addJob(t, { employerId: employer.id, jobTitle: 'Today', dueDate: daysFromToday(0) }))
      .id;
    expect((await check(today)).json()).toMatchObject({ outcome: 'new' });
  });

  it('When the job does not exist, nobody is signed in, an employer asks or the id is bad, then 404, 401, 403 or 400', async () => {
    expect((await check(2_000_000)).statusCode).toBe(404);
    expect((await check(id.a, {})).statusCode).toBe(401);
    expect((await check(id.a, employer.headers)).statusCode).toBe(403);
    expect((await check('abc')).statusCode).toBe(400);
    expect((await check(99_999_999_999)).statusCode).toBe(400);
  });
});
