import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from './test-jobs.ts';

/** Public search answers kept in memory (ANSWER_CACHE_SECONDS) and forgotten after a change through the API. */
let t: TestApp;
let employer: TestUser;
const titles = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return (res.json().results as { job_title: string }[]).map((j) => j.job_title).sort();
};

beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_SECONDS: '60' });
  employer = await createUser(t, 'employer');
  await addJob(t, { employerId: employer.id, jobTitle: 'Pharmacist' });
});
afterAll(async () => t.close());

describe('kept public search answers', () => {
  it('When the same search runs again, then the kept answer is given, even if the database changed behind the API', async () => {
    expect(await titles('job_title=pharmacist')).toEqual(['Pharmacist']);
    await addJob(t, { employerId: employer.id, jobTitle: 'Senior Pharmacist' });
    expect(await titles('job_title=pharmacist')).toEqual(['Pharmacist']);
    // Another search is its own answer.
    expect(await titles('job_title=pharmacist&city=nairobi')).toEqual(['Pharmacist', 'Senior Pharmacist']);
  });

  it('When a job is published through the API, then the next search already shows it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      headers: employer.headers,
      payload: {
        job_title: 'Hospital Pharmacist',
        city: 'Nairobi',
        country: 'Kenya',
        location_type: 'on-site',
        working_period: 'full-time',
        job_type: 'PERMANENT',
        description: 'Dispense medicines.',
        requirements: 'Registered',
        application_details: 'Apply here',
        benefits: '',
        industry: 'Healthcare',
        due_date: null,
        status: 'published',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await titles('job_title=pharmacist')).toEqual([
      'Hospital Pharmacist',
      'Pharmacist',
      'Senior Pharmacist',
    ]);
  });

  it('When a request is a read, a failure, or elsewhere, then kept answers stay', async () => {
    const before = await titles('job_title=pharmacist');
    await addJob(t, { employerId: employer.id, jobTitle: 'Chief Pharmacist' });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      headers: employer.headers,
      payload: { status: 'published' },
    });
    expect(failed.statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/employer/jobs/list/',
      headers: employer.headers,
    });
    expect(read.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(login.statusCode).toBe(400);
    expect(await titles('job_title=pharmacist')).toEqual(before);
  });
});
