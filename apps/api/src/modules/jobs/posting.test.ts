import { API_MESSAGES, JOB_POSTING_MESSAGES, todayInNairobi } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { COUNT_CAP } from '../../platform/paging.ts';
import { readTwoPages } from '../../test/paging.ts';
import { createTestApp, type Method, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';

/** The employer's jobs and drafts: rules of a save, ownership, roles, and the dashboard list. */
let t: TestApp;
let employer: TestUser;
let other: TestUser;
let candidate: TestUser;

const addDays = (days: number) => {
  const d = new Date(`${todayInNairobi()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const complete = {
  job_title: 'Senior Accountant',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'PERMANENT',
  description: 'Keep the books.\nClose the month.',
  requirements: 'CPA(K)',
  application_details: 'Apply here',
  benefits: 'Medical cover',
  industry: 'Finance',
  due_date: null,
  status: 'published',
};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  other = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await updateEmployerProfile(t, employer.id, { companyName: 'Jamii Microfinance Bank', companyLogo: null });
});
afterAll(async () => t.close());

describe('publishing and drafts', () => {
  it('When a complete job is published, then it is stored with the company name, lower-case job type and a publication time', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', complete);
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      job_title: 'Senior Accountant',
      job_type: 'permanent',
      status: 'published',
      company_name: 'Jamii Microfinance Bank',
      description: 'Keep the books.\nClose the month.',
      applicants_count: 0,
    });
    expect(job.published_at).toEqual(expect.any(String));
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.companyName).toBe('Jamii Microfinance Bank');
    expect(row?.publishedAt).toBeInstanceOf(Date);
  });

  it('When Publish is sent without the required fields, then each answers its message and nothing is saved', async () => {
    const before = await t.db.select().from(jobs);
    const res = await t.call(employer, 'POST', '/employer/jobs/', { job_title: '  ', status: 'published' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      job_title: [JOB_POSTING_MESSAGES.titleRequired],
      location_type: [JOB_POSTING_MESSAGES.locationTypeRequired],
      working_period: [JOB_POSTING_MESSAGES.workingPeriodRequired],
      job_type: [JOB_POSTING_MESSAGES.jobTypeRequired],
      description: [JOB_POSTING_MESSAGES.descriptionRequired],
      industry: [JOB_POSTING_MESSAGES.industryRequired],
    });
    expect(await t.db.select().from(jobs)).toHaveLength(before.length);
  });

  it('When a draft has only a title, then it is saved (cleaned) and listed among the drafts, not the jobs', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', {
      job_title: '  Data   Analyst ',
      status: 'draft',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ job_title: 'Data Analyst', status: 'draft', published_at: null });
    const drafts = (await t.call(employer, 'GET', '/employer/jobs/drafts/')).json();
    expect(drafts).toEqual([expect.objectContaining({ id: res.json().id, job_title: 'Data Analyst' })]);
    const list = (await t.call(employer, 'GET', '/employer/jobs/list/')).json().results as { id: number }[];
    expect(list.map((j) => j.id)).not.toContain(res.json().id);
  });

  it('When a draft has no title, then it answers the title message', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', { status: 'draft', description: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ job_title: [JOB_POSTING_MESSAGES.titleRequired] });
  });

  it('When job_type is sent in upper or lower case, then both are accepted; an unknown one is refused', async () => {
    for (const jobType of ['INTERNSHIP', 'internship', 'Internship']) {
      const res = await t.call(employer, 'POST', '/employer/jobs/', { ...complete, job_type: jobType });
      expect(res.statusCode, jobType).toBe(201);
      expect(res.json().job_type).toBe('internship');
    }
    const bad = await t.call(employer, 'POST', '/employer/jobs/', { ...complete, job_type: 'GIG' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['job_type']);
  });

  it('When the due date is before today in Nairobi, then it is refused; today and later are accepted', async () => {
    const past = await t.call(employer, 'POST', '/employer/jobs/', { ...complete, due_date: addDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ due_date: [JOB_POSTING_MESSAGES.dueDatePast] });
    const pastDraft = await t.call(employer, 'POST', '/employer/jobs/', {
      job_title: 'Draft',
      due_date: addDays(-1),
    });
    expect(pastDraft.json()).toEqual({ due_date: [JOB_POSTING_MESSAGES.dueDatePast] });
    for (const due of [todayInNairobi(), addDays(30)]) {
      const res = await t.call(employer, 'POST', '/employer/jobs/', { ...complete, due_date: due });
      expect(res.statusCode).toBe(201);
      expect(res.json().due_date).toBe(due);
    }
    const badFormat = await t.call(employer, 'POST', '/employer/jobs/', {
      ...complete,
      due_date: '31/12/2030',
    });
    expect(badFormat.json()).toEqual({ due_date: [JOB_POSTING_MESSAGES.dueDateFormat] });
  });

  it('When an expired job is edited without moving its due date, then the save is accepted', async () => {
    const created = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    await t.db
      .update(jobs)
      .set({ dueDate: addDays(-5) })
      .where(eq(jobs.id, created.id));
    const res = await t.call(employer, 'PUT', `/employer/jobs/${created.id}/`, {
      ...complete,
      due_date: addDays(-5),
      benefits: 'More leave',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().benefits).toBe('More leave');
  });

  it('When a draft is edited and published, then it leaves the drafts and joins the jobs with a publication time', async () => {
    const draft = (await t.call(employer, 'POST', '/employer/jobs/', { job_title: 'Cashier' })).json();
    const res = await t.call(employer, 'PUT', `/employer/jobs/${draft.id}/`, {
      ...complete,
      job_title: 'Cashier',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'published', job_title: 'Cashier' });
    expect(res.json().published_at).toEqual(expect.any(String));
    const drafts = (await t.call(employer, 'GET', '/employer/jobs/drafts/')).json() as { id: number }[];
    expect(drafts.map((d) => d.id)).not.toContain(draft.id);
    const list = (await t.call(employer, 'GET', '/employer/jobs/list/')).json().results as { id: number }[];
    expect(list[0]?.id).toBe(draft.id);
  });

  it('When a published job is saved as a draft, then it leaves the board and loses its publication time', async () => {
    const job = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    const res = await t.call(employer, 'PUT', `/employer/jobs/${job.id}/`, { ...complete, status: 'DRAFT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', published_at: null });
    const list = (await t.call(employer, 'GET', '/employer/jobs/list/')).json().results as { id: number }[];
    expect(list.map((j) => j.id)).not.toContain(job.id);
    const drafts = (await t.call(employer, 'GET', '/employer/jobs/drafts/')).json() as { id: number }[];
    expect(drafts.map((d) => d.id)).toContain(job.id);
  });

  it('When PUT publishes without the required fields, then the field errors answer and the draft is unchanged', async () => {
    const draft = (await t.call(employer, 'POST', '/employer/jobs/', { job_title: 'Driver' })).json();
    const res = await t.call(employer, 'PUT', `/employer/jobs/${draft.id}/`, {
      job_title: 'Driver',
      industry: 'Transportation',
      status: 'published',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual([
      'description',
      'job_type',
      'location_type',
      'working_period',
    ]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', industry: '' });
  });
});

describe('the dashboard list', () => {
  it('When a job has submitted applications, then applicants_count counts them (not drafts)', async () => {
    const job = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    const one = await createUser(t, 'candidate');
    const two = await createUser(t, 'candidate');
    await addApplication(t, { jobId: job.id, candidateId: one.id });
    await addApplication(t, { jobId: job.id, candidateId: two.id, submissionStatus: 'draft' });
    const list = (await t.call(employer, 'GET', '/employer/jobs/list/')).json().results as {
      id: number;
      applicants_count: number;
    }[];
    expect(list.find((j) => j.id === job.id)?.applicants_count).toBe(1);
    expect((await t.call(employer, 'GET', `/employer/jobs/${job.id}/`)).json().applicants_count).toBe(1);
  });

  it("When another employer lists, then none of this employer's jobs or drafts show", async () => {
    expect((await t.call(other, 'GET', '/employer/jobs/list/')).json()).toEqual({
      count: 0,
      count_capped: false,
      next: null,
      previous: null,
      results: [],
    });
    expect((await t.call(other, 'GET', '/employer/jobs/drafts/')).json()).toEqual([]);
  });
});

describe('the dashboard list, page by page', () => {
  it('When an employer has more jobs than a page, then they come 20 at a time, newest first, with links', async () => {
    const owner = await createUser(t, 'employer');
    const created: number[] = [];
    for (let i = 0; i < 23; i++)
      created.push(
        (await t.call(owner, 'POST', '/employer/jobs/', { ...complete, job_title: `Job ${i}` })).json().id,
      );
    const newestFirst = [...created].reverse();
    const [first, second] = await readTwoPages<{ id: number }>(t, owner, '/employer/jobs/list/', 23);
    expect(first.results.map((j) => j.id)).toEqual(newestFirst.slice(0, 20));
    expect(second.results.map((j) => j.id)).toEqual(newestFirst.slice(20));
  });

  it('When an employer has more than 1,000 published jobs, then the count stops at the cap and says so, and every page links on', async () => {
    const big = await createUser(t, 'employer');
    await t.db.execute(
      sql`insert into jobs (employer_id, job_title, status, published_at)
        select ${big.id}, 'Clerk ' || n, 'published', now() - n * interval '1 minute'
        from generate_series(1, ${COUNT_CAP + 30}) n`,
    );
    const first = (await t.call(big, 'GET', '/employer/jobs/list/')).json();
    expect(first).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(first.results.map((j: { job_title: string }) => j.job_title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Clerk ${i + 1}`),
    );
    // Page 50 ends exactly at the cap: the jobs after it still have a next page.
    const fiftieth = (await t.call(big, 'GET', '/employer/jobs/list/?page=50')).json();
    expect(fiftieth).toMatchObject({ count: COUNT_CAP, count_capped: true });
    expect(fiftieth.next).toMatch(/\?page=51$/);
    const last = (await t.call(big, 'GET', '/employer/jobs/list/?page=52')).json();
    expect(last).toMatchObject({ count: COUNT_CAP + 30, count_capped: false, next: null });
    expect(last.results.map((j: { job_title: string }) => j.job_title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Clerk ${COUNT_CAP + 21 + i}`),
    );
  });

  it('When the page is not a positive number, then it answers a field error', async () => {
    const res = await t.call(employer, 'GET', '/employer/jobs/list/?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('page');
  });
});

describe('ownership and roles', () => {
  it('When another employer reads, updates or deletes a job or a draft, then 404 and nothing changes', async () => {
    const job = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    const draft = (await t.call(employer, 'POST', '/employer/jobs/', { job_title: 'Secret draft' })).json();
    for (const id of [job.id, draft.id]) {
      expect((await t.call(other, 'GET', `/employer/jobs/${id}/`)).statusCode).toBe(404);
      const put = await t.call(other, 'PUT', `/employer/jobs/${id}/`, { ...complete, job_title: 'Hijacked' });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ detail: API_MESSAGES.notFound });
      expect((await t.call(other, 'DELETE', `/employer/jobs/${id}/`)).statusCode).toBe(404);
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row?.jobTitle).not.toBe('Hijacked');
    }
  });

  it('When the owner deletes a job, then it is gone; a second delete and an unknown id answer 404', async () => {
    const job = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${job.id}/`)).statusCode).toBe(204);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await t.call(employer, 'GET', '/employer/jobs/99999999999/')).statusCode).toBe(400);
    expect((await t.call(employer, 'GET', '/employer/jobs/2147483647/')).statusCode).toBe(404);
  });

  it('When a candidate or a visitor calls the employer job endpoints, then 403 or 401 and nothing is created', async () => {
    const job = (await t.call(employer, 'POST', '/employer/jobs/', complete)).json();
    const endpoints: [Method, string, object?][] = [
      ['GET', '/employer/jobs/list/'],
      ['GET', '/employer/jobs/drafts/'],
      ['POST', '/employer/jobs/', complete],
      ['GET', `/employer/jobs/${job.id}/`],
      ['PUT', `/employer/jobs/${job.id}/`, complete],
      ['DELETE', `/employer/jobs/${job.id}/`],
    ];
    const before = (await t.db.select().from(jobs)).length;
    for (const [method, url, body] of endpoints) {
      const asCandidate = await t.call(candidate, method, url, body);
      expect(asCandidate.statusCode, `${method} ${url}`).toBe(403);
      expect(asCandidate.json()).toEqual({ detail: API_MESSAGES.forbidden });
      expect((await t.call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(jobs)).toHaveLength(before);
  });
});
