import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../platform/compression.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';

/** A candidate's recommendations kept in memory (ANSWER_CACHE_SECONDS) and forgotten on the right changes. */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
const recommended = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/recommendations/recommended/',
    headers: candidate.headers,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return (res.json() as { job_title: string }[]).map((j) => j.job_title).sort();
};
const setWish = (title: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate-profile/',
    headers: candidate.headers,
    payload: { preferences: { industries: [], job_titles: [title], locations: [] } },
  });

beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_SECONDS: '60' });
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await addJob(t, { employerId: employer.id, jobTitle: 'Plumber' });
  await addJob(t, { employerId: employer.id, jobTitle: 'Electrician' });
  expect((await setWish('plumber')).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('kept recommendations', () => {
  it('When nothing changed through the API, then the kept answer is given again', async () => {
    expect(await recommended()).toEqual(['Plumber']);
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Master Plumber',
      status: 'published',
      publishedAt: new Date(),
      companyName: 'Test Company',
    });
    expect(await recommended()).toEqual(['Plumber']);
  });

  it('When the candidate changes the profile, then the next answer follows the new wishes', async () => {
    expect((await setWish('electrician')).statusCode).toBe(200);
    expect(await recommended()).toEqual(['Electrician']);
  });

  it('When a job changes through the API, then every kept answer is forgotten', async () => {
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Auto Electrician',
      status: 'published',
      publishedAt: new Date(),
      companyName: 'Test Company',
    });
    expect(await recommended()).toEqual(['Electrician']);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      headers: employer.headers,
      payload: { job_title: 'A draft', status: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    expect(await recommended()).toEqual(['Auto Electrician', 'Electrician']);
  });

  it('When a browser asks, then the answer (made for this candidate alone) comes gzipped, equal to the plain one', async () => {
    const ask = (encodings?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/recommendations/recommended/',
        headers: { ...candidate.headers, ...(encodings ? { 'accept-encoding': encodings } : {}) },
      });
    const plain = await ask();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const res = await ask('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });
});
