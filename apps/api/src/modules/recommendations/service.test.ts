import { todayInNairobi } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addJob as addTestJob, daysAgo, type TestJob } from '../jobs/test-jobs.ts';

/** GET /recommendations/recommended/: which jobs, in which order. */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
const today = todayInNairobi();
const days = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The jobs of this file are in retail in Mombasa unless a test says otherwise: the candidate wants neither. */
const addJob = async ({
  job_title,
  ageDays = 1,
  ...fields
}: Omit<TestJob, 'employerId'> & { job_title: string; ageDays?: number }) =>
  (
    await addTestJob(t, {
      employerId: employer.id,
      companyName: 'Acme Kenya',
      industry: 'Retail',
      city: 'Mombasa',
      publishedAt: daysAgo(ageDays),
      ...fields,
      jobTitle: job_title,
    })
  ).id;

const recommended = async (user = candidate) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/recommendations/recommended/',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; job_title: string; match_reasons: string[]; match_score: number }[];
};

let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await t.app.inject({
    method: 'PATCH',
    url: '/api/candidate-profile/',
    headers: candidate.headers,
    payload: {
      first_name: 'Achieng',
      last_name: 'Otieno',
      date_of_birth: '1996-04-12',
      preferences: {
        industries: ['Technology'],
        job_titles: ['Software Enginer'],
        locations: [{ city: 'Nairobi', country: 'Kenya' }],
      },
    },
  });
  ids = {
    // An unrelated title in a preferred industry, newer than the matching title.
    unrelated: await addJob({ job_title: 'Office Cleaner', industry: 'Technology', ageDays: 0 }),
    matching: await addJob({ job_title: 'Senior Software Engineer', industry: 'Finance', ageDays: 5 }),
    best: await addJob({
      job_title: 'Software Engineer',
      industry: 'Technology',
      city: 'Nairobi',
      ageDays: 9,
    }),
    draft: await addJob({ job_title: 'Software Engineer', status: 'draft', publishedAt: null }),
    expired: await addJob({ job_title: 'Software Engineer', dueDate: days(-1) }),
    applied: await addJob({ job_title: 'Software Engineer', industry: 'Technology' }),
    nothing: await addJob({ job_title: 'Chef', industry: 'Hospitality', city: 'Kisumu' }),
    dueToday: await addJob({ job_title: 'Backend Software Engineer', dueDate: today, ageDays: 20 }),
  };
  await addApplication(t, { jobId: ids.applied!, candidateId: candidate.id, submissionStatus: 'draft' });
});
afterAll(async () => t.close());

describe('recommendations', () => {
  it('When jobs are drafts, expired or applied to, then they are not recommended', async () => {
    const found = (await recommended()).map((j) => j.id);
    expect(found).not.toContain(ids.draft);
    expect(found).not.toContain(ids.expired);
    expect(found).not.toContain(ids.applied);
    expect(found).not.toContain(ids.nothing);
    expect(found).toContain(ids.dueToday);
  });

  it('When a title matches (even against a typo), then it ranks above an unrelated one, the best match first', async () => {
    const found = await recommended();
    const order = found.map((j) => j.id);
    expect(order[0]).toBe(ids.best);
    expect(order.indexOf(ids.matching!)).toBeLessThan(order.indexOf(ids.unrelated!));
    expect(found[0]!.match_reasons).toEqual([
      'Matches the work you are looking for: Software Engineer',
      'In Technology, an industry you prefer',
      'In Nairobi, Kenya',
    ]);
    expect(found[0]!.match_score).toBeGreaterThan(found.at(-1)!.match_score);
  });

  it('When the candidate has no preferences or experience, then nothing is recommended', async () => {
    const newcomer = await createUser(t, 'candidate');
    expect(await recommended(newcomer)).toEqual([]);
  });

  it('When two jobs match alike, then the newer comes first', async () => {
    const older = await addJob({ job_title: 'Data Clerk', industry: 'Technology', ageDays: 3 });
    const newer = await addJob({ job_title: 'Data Clerk', industry: 'Technology', ageDays: 2 });
    const order = (await recommended()).map((j) => j.id);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
  });
});
