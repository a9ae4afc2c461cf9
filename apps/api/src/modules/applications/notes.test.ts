import { rmSync } from 'node:fs';
import { type ApplicationNotes, NOTE_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { applicationsData } from './personal-data.ts';
import { addApplication } from './test-applications.ts';

/** Issue 28 item 5: private notes and a rating, the employer's alone. */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  const job = await addJob(t, { employerId: employer.id });
  id = (await addApplication(t, { jobId: job.id, candidateId: candidate.id })).id;
});
afterAll(async () => {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('When the employer notes and rates an application', () => {
  it('then it reads them back, and the candidate never sees them, nor does their export', async () => {
    expect(
      (await t.call(employer, 'POST', `/applications/${id}/notes/`, { body: 'Strong typist.' })).statusCode,
    ).toBe(201);
    const rated = await t.call(employer, 'PATCH', `/applications/${id}/`, { rating: 4 });
    expect(rated.statusCode).toBe(200);
    const read = (await t.call(employer, 'GET', `/applications/${id}/notes/`)).json<ApplicationNotes>();
    expect(read).toMatchObject({ rating: 4, notes: [{ body: 'Strong typist.' }] });
    const own = await t.call(candidate, 'GET', `/applications/${id}/`);
    expect(own.body).not.toContain('Strong typist.');
    expect(own.body).not.toContain('rating');
    expect(JSON.stringify(await applicationsData(t.db, candidate.id))).not.toMatch(/Strong typist|rating/);
  });

  it('then another employer, the candidate and a visitor are refused', async () => {
    expect((await t.call(otherEmployer, 'GET', `/applications/${id}/notes/`)).statusCode).toBe(404);
    expect(
      (await t.call(otherEmployer, 'POST', `/applications/${id}/notes/`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await t.call(otherEmployer, 'PATCH', `/applications/${id}/`, { rating: 1 })).statusCode).toBe(
      404,
    );
    expect((await t.call(candidate, 'GET', `/applications/${id}/notes/`)).statusCode).toBe(403);
    expect((await t.call(candidate, 'PATCH', `/applications/${id}/`, { rating: 5 })).statusCode).toBe(403);
    expect((await t.call(null, 'POST', `/applications/${id}/notes/`, { body: 'x' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty note', 'POST', 'notes/', { body: '   ' }, NOTE_MESSAGES.required],
    ['a note over 2,000 characters', 'POST', 'notes/', { body: 'x'.repeat(2001) }, NOTE_MESSAGES.tooLong],
    ['a rating of 6', 'PATCH', '', { rating: 6 }, NOTE_MESSAGES.ratingRange],
    ['a rating of 2.5', 'PATCH', '', { rating: 2.5 }, NOTE_MESSAGES.ratingRange],
    ['a rating in words', 'PATCH', '', { rating: 'five' }, NOTE_MESSAGES.ratingRange],
  ] as const)('then %s is a 400', async (_name, method, path, body, message) => {
    const res = await t.call(employer, method, `/applications/${id}/${path}`, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});
