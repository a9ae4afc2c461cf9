import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, logIn, PASSWORD, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { AUTH_ANSWERS } from '../auth/index.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';

/**
 * Suspension (issue 22 item 6): an admin suspends an employer; its jobs leave the board, its logins are
 * refused with a clear message and its sessions end, its waiting applicants are told the job was
 * withdrawn; lifting it lets it log in again, the jobs stay closed. Every decision is in the audit log.
 */
let t: TestApp;
let admin: TestUser;
let candidate: TestUser;
const ADMIN_EMAIL = 'moderator@kweli.test';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(t, 'candidate', { email: ADMIN_EMAIL });
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

/** An employer with a password, a named company, an open job with an applicant, a held job and a draft. */
async function employerWithJobs(company: string) {
  const employer = await createUser(t, 'employer');
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(sql`${users.id} = ${employer.id}`);
  await updateEmployerProfile(t, employer.id, { companyName: company, userName: 'Wanjiru Kamau' });
  const open = await addJob(t, { employerId: employer.id, jobTitle: 'Sales Agent', companyName: company });
  const held = await addJob(t, { employerId: employer.id, status: 'in_review', heldFor: 'screening' });
  const draft = await addJob(t, { employerId: employer.id, status: 'draft', publishedAt: null });
  await addApplication(t, { jobId: open.id, candidateId: candidate.id });
  return { employer, open, held, draft };
}

const statusOf = async (id: number) =>
  (await rows<{ status: string }>(t.db, sql`select status from jobs where id = ${id}`))[0]!.status;

describe('POST /api/admin/employers/{id}/suspend/', () => {
  it('When an admin suspends an employer, then its jobs leave the board, its logins and sessions end, its applicants are told, and the audit log keeps it', async () => {
    const { employer, open, held, draft } = await employerWithJobs('Fake Agency Ltd');
    const session = await logIn(t, employer.email, PASSWORD);
    expect(session.statusCode).toBe(200);
    const token = { headers: { authorization: `Bearer ${session.json().token}` } };
    expect((await t.call(token, 'GET', '/employer/jobs/list/')).statusCode).toBe(200);

    const res = await t.call(admin, 'POST', `/admin/employers/${employer.id}/suspend/`, {
      reason: 'Asks applicants for a registration fee',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: employer.id, status: 'suspended', closed_jobs: 2 });

    expect(await statusOf(open.id)).toBe('closed');
    expect(await statusOf(held.id)).toBe('closed');
    expect(await statusOf(draft.id)).toBe('draft');
    expect((await t.call(null, 'GET', `/employer/public/jobs/${open.id}/`)).statusCode).toBe(410);
    const search = (await t.call(null, 'GET', '/jobs/search/?q=Sales%20Agent')).json();
    expect(search.results.map((j: { id: number }) => j.id)).not.toContain(open.id);
    expect((await t.call(null, 'GET', `/companies/${employer.id}/`)).statusCode).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' });
    expect(sitemap.body).not.toContain(`/public/jobs/${open.id}/`);

    const [told] = await rows<{ message: string }>(
      t.db,
      sql`select message from notifications where user_id = ${candidate.id} and job_id = ${open.id} and type = 'job_closed'`,
    );
    expect(told?.message).toBe('The position Sales Agent at Fake Agency Ltd was withdrawn and has closed');

    // The session ended: its access token and refresh token are refused; a new login is told why.
    expect((await t.call(token, 'GET', '/employer/jobs/list/')).statusCode).toBe(401);
    const refreshed = await t.call(null, 'POST', '/token/refresh/', { refresh: session.json().refresh });
    expect(refreshed.statusCode).toBe(401);
    const again = await logIn(t, employer.email, PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ detail: AUTH_ANSWERS.suspended, error_type: 'suspended' });
    // A wrong password still learns nothing of the suspension.
    const wrong = await logIn(t, employer.email, 'Wrong@1234');
    expect(wrong.statusCode).toBe(400);

    const audit = (await t.call(admin, 'GET', '/admin/audit/')).json();
    expect(audit.results[0]).toMatchObject({
      action: 'employer.suspend',
      subject_type: 'employer',
      subject_id: employer.id,
      reason: 'Asks applicants for a registration fee',
      admin_email: ADMIN_EMAIL,
    });
    const [mail] = await rows<{ text: string }>(
      t.db,
      sql`select payload->>'text' as text from outbox where topic = 'email' and payload->>'to' = ${employer.email}`,
    );
    expect(mail?.text).toContain('Asks applicants for a registration fee');

    // Suspending again changes nothing and logs nothing.
    const twice = await t.call(admin, 'POST', `/admin/employers/${employer.id}/suspend/`, {
      reason: 'Again',
    });
    expect(twice.json()).toEqual({ id: employer.id, status: 'suspended', closed_jobs: 0 });
    const after = (await t.call(admin, 'GET', '/admin/audit/')).json();
    expect(after.count).toBe(audit.count);
  });

  it('When the suspension is lifted, then the employer logs in again and its withdrawn jobs stay closed', async () => {
    const { employer, open, draft } = await employerWithJobs('Returning Co');
    await t.call(admin, 'POST', `/admin/employers/${employer.id}/suspend/`, { reason: 'Checking documents' });
    const lifted = await t.call(admin, 'POST', `/admin/employers/${employer.id}/unsuspend/`, {
      reason: 'Documents checked',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ id: employer.id, status: 'active', closed_jobs: 0 });
    expect((await logIn(t, employer.email, PASSWORD)).statusCode).toBe(200);
    expect(await statusOf(open.id)).toBe('closed');
    expect(await statusOf(draft.id)).toBe('draft');
    expect((await t.call(null, 'GET', `/companies/${employer.id}/`)).statusCode).toBe(200);
    const audit = (await t.call(admin, 'GET', '/admin/audit/')).json();
    expect(audit.results[0]).toMatchObject({ action: 'employer.reinstate', reason: 'Documents checked' });
  });

  it('When someone not an admin suspends, or the id is a candidate or unknown, or the reason is missing, then it is refused and nothing changes', async () => {
    const { employer, open } = await employerWithJobs('Kept Ltd');
    const other = await createUser(t, 'employer');
    const body = { reason: 'Takeover' };
    expect((await t.call(null, 'POST', `/admin/employers/${employer.id}/suspend/`, body)).statusCode).toBe(
      401,
    );
    expect((await t.call(other, 'POST', `/admin/employers/${employer.id}/suspend/`, body)).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(employer, 'POST', `/admin/employers/${employer.id}/suspend/`, body)).statusCode,
    ).toBe(403);
    expect(
      (await t.call(candidate, 'POST', `/admin/employers/${employer.id}/unsuspend/`, body)).statusCode,
    ).toBe(403);
    expect((await t.call(admin, 'POST', `/admin/employers/${candidate.id}/suspend/`, body)).statusCode).toBe(
      404,
    );
    expect((await t.call(admin, 'POST', '/admin/employers/99999999/suspend/', body)).statusCode).toBe(404);
    const noReason = await t.call(admin, 'POST', `/admin/employers/${employer.id}/suspend/`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect((await t.call(admin, 'POST', '/admin/employers/abc/suspend/', body)).statusCode).toBe(400);
    expect(await statusOf(open.id)).toBe('published');
    expect((await logIn(t, employer.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/employers/', () => {
  it('When an admin searches employers, then matching accounts are listed with their status and open jobs; others are refused', async () => {
    const { employer } = await employerWithJobs('Savannah Searchable Ltd');
    const { employer: gone } = await employerWithJobs('Savannah Suspended Ltd');
    await t.call(admin, 'POST', `/admin/employers/${gone.id}/suspend/`, { reason: 'Fees' });

    const found = (await t.call(admin, 'GET', '/admin/employers/?q=savannah')).json();
    expect(found.count).toBe(2);
    expect(found.results[0]).toMatchObject({
      id: employer.id,
      company_name: 'Savannah Searchable Ltd',
      contact_name: 'Wanjiru Kamau',
      email: employer.email,
      status: 'active',
      open_jobs: 2,
      suspended_at: null,
    });
    const suspended = (await t.call(admin, 'GET', '/admin/employers/?q=savannah&status=suspended')).json();
    expect(suspended.results).toEqual([
      expect.objectContaining({ id: gone.id, status: 'suspended', suspension_reason: 'Fees', open_jobs: 0 }),
    ]);
    const byEmail = (
      await t.call(admin, 'GET', `/admin/employers/?q=${encodeURIComponent(employer.email)}`)
    ).json();
    expect(byEmail.results.map((r: { id: number }) => r.id)).toEqual([employer.id]);
    const pattern = (await t.call(admin, 'GET', '/admin/employers/?q=%25%25')).json();
    expect(pattern.count).toBe(0);
    expect((await t.call(admin, 'GET', '/admin/employers/?status=gone')).statusCode).toBe(400);
    expect((await t.call(employer, 'GET', '/admin/employers/')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/admin/employers/')).statusCode).toBe(401);
  });
});
