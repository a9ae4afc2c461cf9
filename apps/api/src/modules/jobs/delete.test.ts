import { JOB_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addJob } from './test-jobs.ts';

/**
 * Issue 20, item 11: deleting a job never deletes its applicants' applications. A job with submitted
 * applications is closed (the close of issue 22 item 7): off the board and the employer's main list
 * (it shows under the Closed filter), while both sides still read its applications. Drafts and jobs nobody applied to are deleted as before.
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

const jobExists = async (id: number) =>
  (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where id = ${id}`))[0]?.n === 1;

describe('DELETE /api/employer/jobs/{id}/', () => {
  it('When the job has a submitted application, then it is closed: gone from the main list (shown as closed), the search and its page, and both sides still read the application', async () => {
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Closing Surveyor' });
    const { id: applicationId } = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      cv: 'cv/mine.pdf',
    });

    const deleted = await t.call(employer, 'DELETE', `/employer/jobs/${job.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await jobExists(job.id)).toBe(true);

    const list = (await t.call(employer, 'GET', '/employer/jobs/list/')).json();
    expect(list.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    expect((await t.call(employer, 'GET', `/employer/jobs/${job.id}/`)).json().status).toBe('closed');
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${job.id}/`)).statusCode).toBe(404);

    const search = (await t.call(null, 'GET', '/jobs/search/?q=Closing%20Surveyor')).json();
    expect(search.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const page = await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ detail: JOB_MESSAGES.noLongerAvailable });
    const html = await t.app.inject({ method: 'GET', url: `/public/jobs/${job.id}/details` });
    expect(html.statusCode).toBe(410);
    expect(html.body).not.toContain('Closing Surveyor');

    const mine = (await t.call(candidate, 'GET', '/applications/')).json();
    expect(mine.results.map((a: { id: number }) => a.id)).toContain(applicationId);
    const candidateView = await t.call(candidate, 'GET', `/applications/${applicationId}/`);
    expect(candidateView.statusCode).toBe(200);
    expect(candidateView.json().job_details.job_title).toBe('Closing Surveyor');
    expect((await t.call(employer, 'GET', `/applications/${applicationId}/`)).statusCode).toBe(200);
    const applicants = (await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}`)).json();
    expect(applicants.results.map((a: { id: number }) => a.id)).toContain(applicationId);

    const again = await t.call(candidate, 'POST', '/applications/', { job: job.id });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('When the job is a draft, or published with only an unsent draft application, then it is deleted as before', async () => {
    const draft = await addJob(t, { employerId: employer.id, status: 'draft', publishedAt: null });
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${draft.id}/`)).statusCode).toBe(204);
    expect(await jobExists(draft.id)).toBe(false);

    const open = await addJob(t, { employerId: employer.id });
    const unsent = await t.call(candidate, 'POST', '/applications/', { job: open.id });
    expect(unsent.statusCode).toBe(201);
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${open.id}/`)).statusCode).toBe(204);
    expect(await jobExists(open.id)).toBe(false);
    expect((await t.call(null, 'GET', `/employer/public/jobs/${open.id}/`)).statusCode).toBe(404);
  });

  it('When another employer deletes the job, then it answers 404 and the job stays', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const other = await createUser(t, 'employer');
    expect((await t.call(other, 'DELETE', `/employer/jobs/${job.id}/`)).statusCode).toBe(404);
    expect(await jobExists(job.id)).toBe(true);
  });
});
