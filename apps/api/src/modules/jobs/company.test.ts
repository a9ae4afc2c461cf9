import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles, users } from '../../db/schema.ts';
import { readTwoPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addJob, daysAgo, daysFromToday } from './test-jobs.ts';

/**
 * What the job page tells (issue 27 item 13): the job names its company's page; the company's public
 * profile and its open jobs; the jobs similar to a job.
 */
let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  const other = await createUser(t, 'employer');
  const closed = await createUser(t, 'employer');
  const unnamed = await createUser(t, 'employer');
  const candidate = await createUser(t, 'candidate');
  id.employer = employer.id;
  id.closed = closed.id;
  id.unnamed = unnamed.id;
  id.candidate = candidate.id;
  await t.db
    .update(employerProfiles)
    .set({
      companyName: 'Afya Bora Clinics',
      industry: 'Healthcare',
      city: 'Kisumu',
      country: 'Kenya',
      website: 'https://afyabora.example',
      companyDescription: 'Clinics on the lake.',
      phoneNumber1: '+254700000001',
      companyEmail: 'hr@afyabora.example',
      link1: { platform: 'LinkedIn', url: 'https://linkedin.com/company/afya' },
    })
    .where(eq(employerProfiles.userId, employer.id));
  await t.db
    .update(employerProfiles)
    .set({ companyName: 'Gone Ltd' })
    .where(eq(employerProfiles.userId, closed.id));
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, closed.id));
  const job = async (fields: Parameters<typeof addJob>[1]) =>
    (await addJob(t, { industry: 'Healthcare', ...fields })).id;
  id.nurse = await job({ employerId: employer.id, jobTitle: 'Registered Nurse', city: 'Kisumu' });
  id.nurseOther = await job({
    employerId: other.id,
    jobTitle: 'Nurse Aide',
    city: 'Nairobi',
    publishedAt: daysAgo(5),
  });
  id.sameTown = await job({ employerId: other.id, jobTitle: 'Cashier', city: 'Kisumu', industry: 'Retail' });
  id.expiredNurse = await job({ employerId: other.id, jobTitle: 'Night Nurse', dueDate: daysFromToday(-1) });
  id.draftNurse = await job({
    employerId: other.id,
    jobTitle: 'Nurse Draft',
    status: 'draft',
    publishedAt: null,
  });
  id.closedNurse = await job({ employerId: other.id, jobTitle: 'Nurse Closed', status: 'closed' });
  id.unrelated = await job({
    employerId: other.id,
    jobTitle: 'Software Engineer',
    city: 'Mombasa',
    industry: 'Technology',
  });
  id.expiredOwn = await job({
    employerId: employer.id,
    jobTitle: 'Old Clinic Job',
    dueDate: daysFromToday(-2),
  });
  for (let i = 0; i < 21; i += 1)
    await job({ employerId: employer.id, jobTitle: `Clinical Officer ${i}`, publishedAt: daysAgo(10 + i) });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('The job names its company', () => {
  it('When a published job is read, then it carries the id of its company page', async () => {
    const res = await get(`/api/employer/public/jobs/${id.nurse}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: id.nurse, company_id: id.employer, applicants_count: 0 });
    expect(res.json().published_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('GET /companies/{id}/', () => {
  it('When a company has a public page, then anyone reads its profile without its contacts', async () => {
    const res = await get(`/api/companies/${id.employer}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: id.employer,
      company_name: 'Afya Bora Clinics',
      company_logo: null,
      industry: 'Healthcare',
      city: 'Kisumu',
      country: 'Kenya',
      website: 'https://afyabora.example',
      company_description: 'Clinics on the lake.',
      links: [{ platform: 'LinkedIn', url: 'https://linkedin.com/company/afya' }],
      employer_verified: false,
    });
    expect(res.body).not.toContain('hr@afyabora.example');
    expect(res.body).not.toContain('+254700000001');
  });

  it('When the account is closed, a candidate, unnamed or unknown, then 404; a bad id 400', async () => {
    for (const company of [id.closed, id.candidate, id.unnamed, 999_999]) {
      const res = await get(`/api/companies/${company}/`);
      expect(res.statusCode, String(company)).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
      expect((await get(`/api/companies/${company}/jobs/`)).statusCode).toBe(404);
    }
    for (const bad of ['abc', '-1', '99999999999', '1%00']) {
      expect((await get(`/api/companies/${bad}/`)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /companies/{id}/jobs/', () => {
  it('When a company has open jobs, then they come newest first, paged, without expired ones', async () => {
    const [page, second] = await readTwoPages<{ id: number }>(t, null, `/companies/${id.employer}/jobs/`, 22);
    expect(page).toMatchObject({ count_capped: false });
    expect(page.results[0]!.id).toBe(id.nurse);
    const ids = [...page.results, ...second.results].map((j) => j.id);
    expect(ids).not.toContain(id.expiredOwn);
    expect((await get(`/api/companies/${id.employer}/jobs/?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /jobs/{id}/similar/', () => {
  it('When a job has open jobs like it, then they come by title words, then town; never itself, closed, draft or expired', async () => {
    const res = await get(`/api/jobs/${id.nurse}/similar/`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().results.map((j: { id: number }) => j.id);
    expect(ids[0]).toBe(id.nurseOther);
    expect(ids).toContain(id.sameTown);
    expect(ids.length).toBeLessThanOrEqual(4);
    for (const never of [id.nurse, id.expiredNurse, id.draftNurse, id.closedNurse, id.unrelated])
      expect(ids).not.toContain(never);
  });

  it('When the job is a draft, closed or unknown, then 404; a bad id 400', async () => {
    for (const job of [id.draftNurse, id.closedNurse, 999_999])
      expect((await get(`/api/jobs/${job}/similar/`)).statusCode, String(job)).toBe(404);
    expect((await get('/api/jobs/abc/similar/')).statusCode).toBe(400);
  });
});

describe('GET /companies/{id} (HTML)', () => {
  it('When the company has a page, then its HTML carries the company and its first jobs; a closed one is 404', async () => {
    const res = await get(`/companies/${id.employer}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"company_name":"Afya Bora Clinics"');
    expect(res.body).toContain(`/api/companies/${id.employer}/jobs/?page=1`);
    for (const company of [id.closed, 'abc', 999_999]) {
      expect((await get(`/companies/${company}`)).statusCode, String(company)).toBe(404);
    }
  });
});
