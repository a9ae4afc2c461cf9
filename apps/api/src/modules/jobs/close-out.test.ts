import { JOB_CLOSE_MESSAGES, JOB_MESSAGES, JOB_REVIEW_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { closeOutExpiredJobs } from './close-out.ts';
import { closeEmployerJobs } from './index.ts';
import { addJob, daysFromToday } from './test-jobs.ts';

/**
 * Close-out (issue 22 item 7): an employer closes its job, a suspension or deletion withdraws an
 * employer's jobs, a due date passes; every applicant not shortlisted or rejected is told once, in the
 * app and by e-mail.
 */
let t: TestApp;
let employer: TestUser;
let other: TestUser;
let waiting: TestUser;
let reviewed: TestUser;
let shortlisted: TestUser;
let rejected: TestUser;
let withdrawn: TestUser;
let drafter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  other = await createUser(t, 'employer');
  [waiting, reviewed, shortlisted, rejected, withdrawn, drafter] = (await Promise.all(
    Array.from({ length: 6 }, () => createUser(t, 'candidate')),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from notifications`);
  await t.db.execute(sql`delete from outbox`);
});

/** A job of `employer` with one applicant at each stage, a withdrawn one and an unsent draft. */
async function jobWithApplicants(fields: Parameters<typeof addJob>[1] | object = {}) {
  const job = await addJob(t, { employerId: employer.id, jobTitle: 'Field Officer', ...fields });
  await addApplication(t, { jobId: job.id, candidateId: waiting.id });
  await addApplication(t, { jobId: job.id, candidateId: reviewed.id, reviewStatus: 'reviewed' });
  await addApplication(t, { jobId: job.id, candidateId: shortlisted.id, reviewStatus: 'shortlisted' });
  await addApplication(t, { jobId: job.id, candidateId: rejected.id, reviewStatus: 'rejected' });
  await addApplication(t, { jobId: job.id, candidateId: withdrawn.id, withdrawnAt: new Date() });
  await addApplication(t, { jobId: job.id, candidateId: drafter.id, submissionStatus: 'draft' });
  return job;
}

const toldOf = (jobId: number) =>
  rows<{ user_id: number; message: string; application_id: number | null }>(
    t.db,
    sql`select user_id, message, application_id from notifications
        where type = 'job_closed' and job_id = ${jobId} order by user_id`,
  );

async function mails() {
  await t.app.outbox.deliverDue();
  return rows<{ to: string; subject: string; text: string }>(
    t.db,
    sql`select payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text
        from outbox where topic = 'email' order by id`,
  );
}

describe('POST /api/employer/jobs/{id}/close/', () => {
  it('When the employer closes its job, then it is closed, off the board, and only the waiting applicants are told once in the app and by e-mail', async () => {
    const job = await jobWithApplicants({ companyName: 'Twiga Foods' });
    const res = await t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, status: 'closed', close_reason: 'closed' });
    expect(res.json().closed_at).toEqual(expect.any(String));

    const told = await toldOf(job.id);
    expect(told.map((n) => n.user_id)).toEqual([waiting.id, reviewed.id].sort((a, b) => a - b));
    expect(told[0]!.message).toBe(
      'The position Field Officer at Twiga Foods has closed: the employer is no longer taking applications',
    );
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual([waiting.email, reviewed.email].sort());
    expect(sent[0]!.text).toContain('has closed');
    expect(sent[0]!.subject).toBe('The position Field Officer has closed');

    // Off the board: search, the page (410 with the text), and apply refused on the server.
    const search = (await t.call(null, 'GET', '/jobs/search/?q=Field%20Officer')).json();
    expect(search.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const page = await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`);
    expect(page.statusCode).toBe(410);
    expect(page.json()).toEqual({ detail: JOB_MESSAGES.noLongerAvailable });
    const late = await createUser(t, 'candidate');
    const apply = await t.call(late, 'POST', '/applications/', { job: job.id });
    expect(apply.statusCode).toBeGreaterThanOrEqual(400);
    expect(apply.statusCode).toBeLessThan(500);
    const check = await t.call(late, 'GET', `/applications/apply-check/?job=${job.id}`);
    expect(check.json().outcome).toBe('closed');
    // The drafter's unsent draft cannot be sent either.
    const [draft] = await rows<{ id: number }>(
      t.db,
      sql`select id from applications where job_id = ${job.id} and candidate_id = ${drafter.id}`,
    );
    const send = await t.call(drafter, 'PUT', `/applications/${draft!.id}/`, {
      submission_status: 'submitted',
    });
    expect(send.statusCode).toBeGreaterThanOrEqual(400);
    expect(send.statusCode).toBeLessThan(500);

    // A retried close answers the same and tells nobody again.
    const again = await t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('closed');
    expect(await toldOf(job.id)).toHaveLength(2);
  });

  it('When two closes run at once, then the applicants are told once', async () => {
    const job = await jobWithApplicants();
    const [a, b] = await Promise.all([
      t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`),
      t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await toldOf(job.id)).toHaveLength(2);
    await t.app.outbox.deliverDue();
    const [mails] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where topic = 'email'`,
    );
    expect(mails!.n).toBe(2);
  });

  it('When the closed job is listed, then it shows under the Closed filter only, and it can be read but not changed', async () => {
    const job = await jobWithApplicants();
    await t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`);
    const all = (await t.call(employer, 'GET', '/employer/jobs/list/')).json();
    expect(all.results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const closed = (await t.call(employer, 'GET', '/employer/jobs/list/?status=closed')).json();
    expect(closed.results.map((j: { id: number }) => j.id)).toContain(job.id);
    expect(closed.results.every((j: { status: string }) => j.status === 'closed')).toBe(true);
    expect((await t.call(employer, 'GET', `/employer/jobs/${job.id}/`)).json().status).toBe('closed');
    const edit = await t.call(employer, 'PUT', `/employer/jobs/${job.id}/`, {
      job_title: 'Reopened',
      status: 'published',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().detail).toBe(JOB_CLOSE_MESSAGES.closedJob);
    const bad = await t.call(employer, 'GET', '/employer/jobs/list/?status=gone');
    expect(bad.statusCode).toBe(400);
  });

  it('When the job is a draft or removed, then closing it is refused and nothing changes', async () => {
    const draft = await addJob(t, { employerId: employer.id, status: 'draft', publishedAt: null });
    const res = await t.call(employer, 'POST', `/employer/jobs/${draft.id}/close/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(JOB_CLOSE_MESSAGES.draftNotClosable);
    const removed = await addJob(t, { employerId: employer.id, status: 'removed' });
    const refused = await t.call(employer, 'POST', `/employer/jobs/${removed.id}/close/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(JOB_REVIEW_MESSAGES.removedJob);
    const [statuses] = await rows<{ a: string; b: string }>(
      t.db,
      sql`select (select status from jobs where id = ${draft.id}) as a, (select status from jobs where id = ${removed.id}) as b`,
    );
    expect(statuses).toEqual({ a: 'draft', b: 'removed' });
  });

  it('When a held job is closed, then it closes too', async () => {
    const held = await jobWithApplicants({ status: 'in_review', heldFor: 'reports', heldAt: new Date() });
    const res = await t.call(employer, 'POST', `/employer/jobs/${held.id}/close/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('closed');
    expect(await toldOf(held.id)).toHaveLength(2);
  });

  it('When another employer, a candidate or a visitor closes the job, then it is refused and nobody is told', async () => {
    const job = await jobWithApplicants();
    expect((await t.call(other, 'POST', `/employer/jobs/${job.id}/close/`)).statusCode).toBe(404);
    expect((await t.call(waiting, 'POST', `/employer/jobs/${job.id}/close/`)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', `/employer/jobs/${job.id}/close/`)).statusCode).toBe(401);
    expect((await t.call(employer, 'POST', '/employer/jobs/99999999/close/')).statusCode).toBe(404);
    expect((await t.call(employer, 'POST', '/employer/jobs/abc/close/')).statusCode).toBe(400);
    expect((await t.call(employer, 'GET', `/employer/jobs/${job.id}/`)).json().status).toBe('published');
    expect(await toldOf(job.id)).toHaveLength(0);
  });

  it('When the employer deletes a job with applicants, then it closes the same way and its applicants are told', async () => {
    const job = await jobWithApplicants();
    expect((await t.call(employer, 'DELETE', `/employer/jobs/${job.id}/`)).statusCode).toBe(204);
    expect((await t.call(employer, 'GET', `/employer/jobs/${job.id}/`)).json()).toMatchObject({
      status: 'closed',
      close_reason: 'closed',
    });
    expect(await toldOf(job.id)).toHaveLength(2);
  });
});

describe('closeEmployerJobs (suspension, account deletion)', () => {
  it('When an employer’s jobs are withdrawn, then every open job closes, drafts stay, and the applicants are told it was withdrawn, once', async () => {
    const owner = await createUser(t, 'employer');
    const a = await addJob(t, { employerId: owner.id, jobTitle: 'Driver', companyName: 'Kobo Safaris' });
    const held = await addJob(t, { employerId: owner.id, status: 'in_review', heldFor: 'screening' });
    const draft = await addJob(t, { employerId: owner.id, status: 'draft', publishedAt: null });
    const theirs = await addJob(t, { employerId: other.id });
    await addApplication(t, { jobId: a.id, candidateId: waiting.id });
    await addApplication(t, { jobId: theirs.id, candidateId: waiting.id });

    expect(await t.db.transaction((tx) => closeEmployerJobs(tx, owner.id))).toBe(2);
    const [statuses] = await rows<{ a: string; held: string; draft: string; theirs: string; reason: string }>(
      t.db,
      sql`select (select status from jobs where id = ${a.id}) as a, (select status from jobs where id = ${held.id}) as held,
                 (select status from jobs where id = ${draft.id}) as draft, (select status from jobs where id = ${theirs.id}) as theirs,
                 (select close_reason from jobs where id = ${a.id}) as reason`,
    );
    expect(statuses).toEqual({
      a: 'closed',
      held: 'closed',
      draft: 'draft',
      theirs: 'published',
      reason: 'withdrawn',
    });
    const told = await toldOf(a.id);
    expect(told).toEqual([
      expect.objectContaining({
        user_id: waiting.id,
        message: 'The position Driver at Kobo Safaris was withdrawn and has closed',
      }),
    ]);
    expect(await toldOf(theirs.id)).toHaveLength(0);

    expect(await t.db.transaction((tx) => closeEmployerJobs(tx, owner.id))).toBe(0);
    expect(await toldOf(a.id)).toHaveLength(1);
  });
});

describe('the due-date sweep', () => {
  it('When a job passes its due date, then its waiting applicants are told once, whatever the runs, and the job keeps its page', async () => {
    const job = await jobWithApplicants({
      jobTitle: 'Stores Clerk',
      companyName: 'Bidco',
      dueDate: daysFromToday(-1),
    });
    const open = await jobWithApplicants({ dueDate: daysFromToday(0) });
    await closeOutExpiredJobs(t.db);
    const told = await toldOf(job.id);
    expect(told.map((n) => n.user_id)).toEqual([waiting.id, reviewed.id].sort((a, b) => a - b));
    expect(told[0]!.message).toBe('The position Stores Clerk at Bidco has closed: its deadline has passed');
    expect(await toldOf(open.id)).toHaveLength(0);

    // Another run, or a restart, tells nobody again; nor does the employer closing it afterwards.
    expect(await closeOutExpiredJobs(t.db)).toBe(0);
    await t.call(employer, 'POST', `/employer/jobs/${job.id}/close/`);
    expect(await toldOf(job.id)).toHaveLength(2);

    // Tomorrow the other job has passed too.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await closeOutExpiredJobs(t.db, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await toldOf(open.id)).toHaveLength(2);
  });

  it('When two sweeps run at once, then each job is told once', async () => {
    const jobsDue = await Promise.all(
      Array.from({ length: 3 }, () => jobWithApplicants({ dueDate: daysFromToday(-2) })),
    );
    await Promise.all([closeOutExpiredJobs(t.db), closeOutExpiredJobs(t.db)]);
    for (const job of jobsDue) expect(await toldOf(job.id)).toHaveLength(2);
  });
});
