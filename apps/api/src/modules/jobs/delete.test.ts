import { JOB_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { insertJob } from './test-jobs.ts';

/**
 * Issue 20, item 11: deleting a job never deletes its applicants' applications. A job with submitted
 * applications is closed: off the employer's list, the search and its public page, while both sides
 * still read its applications. Drafts and jobs nobody applied to are deleted as before.
 */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

const as = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const jobExists = async (id: number) =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where id = ${id}`))[0]?.n === 1;

describe('DELETE /api/employer/jobs/{id}/', () => {
  it('When the job has a submitted application, then it is closed: gone from the lists, the search and its page, and both sides still read the application', async () => {
    const job = await insertJob(t.db, employer.id, { jobTitle: 'Closing Surveyor' });
    const [sent] = await rows<{ id: number }>(
      t.db,
      sql`insert into applications (job_id, candidate_id, cv, submission_status, submitted_at)
          values (${job.id}, ${candidate.id}, 'cv/mine.pdf', 'submitted', now()) returning id`,
    );
    const applicationId = sent!.id;

    const deleted = await as(employer, 'DELETE', `/api/employer/jobs/${job.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await jobExists(job.id)).toBe(true);

    const list = (await as(employer, 'GET', '/api/employer/jobs/list/')).json();
    expect(list.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    expect((await as(employer, 'GET', `/api/employer/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await as(employer, 'DELETE', `/api/employer/jobs/${job.id}/`)).statusCode).toBe(404);

    const search = (await as(null, 'GET', '/api/jobs/search/?q=Closing%20Surveyor')).json();
    expect(search.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const page = await as(null, 'GET', `/api/employer/public/jobs/${job.id}/`);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ detail: JOB_MESSAGES.noLongerAvailable });
    const html = await as(null, 'GET', `/public/jobs/${job.id}/details`);
    expect(html.statusCode).toBe(410);
    expect(html.body).not.toContain('Closing Surveyor');

    const mine = (await as(candidate, 'GET', '/api/applications/')).json();
    expect(mine.results.map((a: { id: number }) => a.id)).toContain(applicationId);
    const candidateView = await as(candidate, 'GET', `/api/applications/${applicationId}/`);
    expect(candidateView.statusCode).toBe(200);
    expect(candidateView.json().job_details.job_title).toBe('Closing Surveyor');
    expect((await as(employer, 'GET', `/api/applications/${applicationId}/`)).statusCode).toBe(200);
    const applicants = (await as(employer, 'GET', `/api/applications/for_job/?job_id=${job.id}`)).json();
    expect(applicants.results.map((a: { id: number }) => a.id)).toContain(applicationId);

    const again = await as(candidate, 'POST', '/api/applications/', { job: job.id });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('When the job is a draft, or published with only an unsent draft application, then it is deleted as before', async () => {
    const draft = await insertJob(t.db, employer.id, { status: 'draft', publishedAt: null });
    expect((await as(employer, 'DELETE', `/api/employer/jobs/${draft.id}/`)).statusCode).toBe(204);
    expect(await jobExists(draft.id)).toBe(false);

    const open = await insertJob(t.db, employer.id);
    const unsent = await as(candidate, 'POST', '/api/applications/', { job: open.id });
    expect(unsent.statusCode).toBe(201);
    expect((await as(employer, 'DELETE', `/api/employer/jobs/${open.id}/`)).statusCode).toBe(204);
    expect(await jobExists(open.id)).toBe(false);
    expect((await as(null, 'GET', `/api/employer/public/jobs/${open.id}/`)).statusCode).toBe(404);
  });

  it('When another employer deletes the job, then it answers 404 and the job stays', async () => {
    const job = await insertJob(t.db, employer.id);
    const other = await createUser(t, 'employer');
    expect((await as(other, 'DELETE', `/api/employer/jobs/${job.id}/`)).statusCode).toBe(404);
    expect(await jobExists(job.id)).toBe(true);
  });
});
