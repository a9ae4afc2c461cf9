import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { applications } from './schema.ts';

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
  id.a = await addJob(t, { employerId: employer.id, jobTitle: 'A' });
  id.b = await addJob(t, { employerId: employer.id, jobTitle: 'B' });
  const [draft] = await t.db
    .insert(applications)
    .values({ jobId: id.a, candidateId: candidate.id, submissionStatus: 'draft' })
    .returning({ id: applications.id });
  id.draftApp = draft!.id;
  await t.db
    .insert(applications)
    .values({ jobId: id.b, candidateId: other.id, submissionStatus: 'submitted' });
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
