import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesPublicJobs } from '../../platform/context.ts';
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

  it('When a request is a read, a failure, or elsewhere, then kept answers stay', () => {
    expect(changesPublicJobs('PUT', '/api/employer/jobs/4/', 200)).toBe(true);
    expect(changesPublicJobs('PATCH', '/api/employer-profile/', 200)).toBe(true);
    expect(changesPublicJobs('POST', '/api/applications/', 201)).toBe(true);
    expect(changesPublicJobs('GET', '/api/employer/jobs/list/', 200)).toBe(false);
    expect(changesPublicJobs('POST', '/api/employer/jobs/', 400)).toBe(false);
    expect(changesPublicJobs('POST', '/api/auth/login/', 200)).toBe(false);
  });
});
