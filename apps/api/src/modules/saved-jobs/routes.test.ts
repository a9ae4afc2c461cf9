import { JOB_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { savedJobs } from './schema.ts';

/** POST /candidate/saved-jobs/: candidates only, published jobs only, saving twice is not an error. */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
  id.job = (await addJob(t, { employerId: employer.id, jobTitle: 'Pharmacist' })).id;
  id.draft = (
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Draft',
      status: 'draft',
      publishedAt: null,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const save = (body: unknown, headers: Record<string, string> = candidate.headers) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/saved-jobs/', headers, payload: body as object });

describe('POST /candidate/saved-jobs/', () => {
  it('When a candidate saves a job, then it is saved (201); saving again answers 200 with the same save', async () => {
    const first = await save({ job_id: id.job });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ job_id: id.job });
    const again = await save({ job_id: id.job });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('When no one is signed in or the caller is an employer, then 401 or 403 and nothing more is saved', async () => {
    expect((await save({ job_id: id.job }, {})).statusCode).toBe(401);
    expect((await save({ job_id: id.job }, employer.headers)).statusCode).toBe(403);
    expect(await t.db.select().from(savedJobs)).toHaveLength(1);
  });

  it('When the job is a draft or unknown, then 404', async () => {
    expect((await save({ job_id: id.draft })).statusCode).toBe(404);
    expect((await save({ job_id: 987_654 })).statusCode).toBe(404);
  });

  it('When job_id is missing or not a number, then 400 with the field', async () => {
    const missing = await save({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ job_id: [JOB_MESSAGES.jobIdRequired] });
    for (const job_id of ['abc', -1, 1.5, 99_999_999_999]) {
      expect((await save({ job_id })).statusCode, String(job_id)).toBe(400);
    }
  });
});

describe('GET /candidate/saved-jobs/ids/', () => {
  const ids = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/candidate/saved-jobs/ids/', headers });

  it('When a candidate has saved jobs, then their ids answer, newest first, and another candidate sees only theirs', async () => {
    const second = (await addJob(t, { employerId: employer.id, jobTitle: 'Nurse' })).id;
    await new Promise((r) => setTimeout(r, 5));
    expect((await save({ job_id: second })).statusCode).toBe(201);
    const mine = await ids(candidate.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ job_ids: [second, id.job] });

    const other = await createUser(t, 'candidate');
    expect((await ids(other.headers)).json()).toEqual({ job_ids: [] });
  });

  it('When no one is signed in or the caller is an employer, then 401 or 403', async () => {
    expect((await ids({})).statusCode).toBe(401);
    expect((await ids(employer.headers)).statusCode).toBe(403);
  });
});
