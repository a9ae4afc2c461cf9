import { JOB_REVIEW_MESSAGES, SCREENING_REASONS } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';

/**
 * Screening before publication and the admins' decisions on held jobs (issue 22 item 3): a job that
 * trips a rule is held, off every public list and sent to nobody, until an admin approves or removes it;
 * the employer is told.
 */
let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let candidate: TestUser;

const ADMIN_EMAIL = 'moderator@kweli.test';
const FEE_ASKING = 'Successful applicants pay a registration fee of Ksh 1,500 before the interview.';

const posting = (title: string, extra: Record<string, unknown> = {}) => ({
  job_title: title,
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'on-site',
  working_period: 'full-time',
  job_type: 'PERMANENT',
  description: 'Serve customers and keep the shelves stocked.',
  industry: 'Retail',
  due_date: null,
  status: 'published',
  ...extra,
});

const searchIds = async (title: string) =>
  (await t.call(null, 'GET', `/jobs/search/?job_title=${encodeURIComponent(title)}`))
    .json<{ results: { id: number }[] }>()
    .results.map((j) => j.id);
const matchingQueuedFor = async (jobId: number) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where topic = 'new_job_post_matching' and (payload->>'jobId')::int = ${jobId}`,
    )
  )[0]!.n;
const employerNotifications = () =>
  rows<{ type: string; message: string; job_id: number }>(
    t.db,
    sql`select type, message, job_id from notifications where user_id = ${employer.id} order by id`,
  );
const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.db,
    sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
        where topic = 'email' and payload->>'to' = ${email} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(t, 'candidate', { email: ADMIN_EMAIL });
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t?.close());

describe('screening when publishing', () => {
  it('When a job trips no rule, then it is published as before', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', posting('Shop Assistant Ruiru'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'published', review_reasons: [], moderation_reason: null });
    expect(await searchIds('Shop Assistant Ruiru')).toEqual([res.json().id]);
  });

  it('When a job asks for a fee, then it is held with the reasons, off search, its page and the candidates', async () => {
    const res = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Supermarket Attendant Thika', { application_details: FEE_ASKING }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json<{ id: number; status: string; review_reasons: string[]; published_at: null }>();
    expect(job.status).toBe('in_review');
    expect(job.review_reasons).toEqual([SCREENING_REASONS.asks_for_money]);
    expect(job.published_at).toBeNull();

    expect(await searchIds('Supermarket Attendant Thika')).toEqual([]);
    expect((await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/public/jobs/${job.id}/details` })).statusCode).toBe(
      404,
    );
    expect(await matchingQueuedFor(job.id)).toBe(0);
    expect((await t.call(candidate, 'POST', '/candidate/saved-jobs/', { job_id: job.id })).statusCode).toBe(
      404,
    );
    const apply = await t.call(candidate, 'POST', '/applications/', { job: job.id, cover_letter: 'Hello' });
    expect(apply.statusCode).toBeGreaterThanOrEqual(400);
    expect(apply.statusCode).toBeLessThan(500);

    const list = await t.call(employer, 'GET', '/employer/jobs/list/');
    const row = list.json<{ results: { id: number; status: string; review_reasons: string[] }[] }>()
      .results[0];
    expect(row).toMatchObject({ id: job.id, status: 'in_review', review_reasons: job.review_reasons });
  });

  it('When a published job is edited to ask for money, then it leaves the board until decided', async () => {
    const created = await t.call(employer, 'POST', '/employer/jobs/', posting('Cashier Kitengela'));
    const id = created.json().id;
    const res = await t.call(
      employer,
      'PUT',
      `/employer/jobs/${id}/`,
      posting('Cashier Kitengela', {
        application_details: 'Send Ksh 500 to Till Number 5123456 to book an interview.',
      }),
    );
    expect(res.json()).toMatchObject({ status: 'in_review' });
    expect(res.json().review_reasons).toEqual([
      SCREENING_REASONS.asks_for_money,
      SCREENING_REASONS.payment_instructions,
    ]);
    expect(await searchIds('Cashier Kitengela')).toEqual([]);
  });

  it('When the employer takes the fee out of a held job, then it is published', async () => {
    const held = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Waiter Diani', { application_details: FEE_ASKING }),
    );
    const id = held.json().id;
    const res = await t.call(employer, 'PUT', `/employer/jobs/${id}/`, posting('Waiter Diani'));
    expect(res.json()).toMatchObject({ status: 'published', review_reasons: [] });
    expect(await searchIds('Waiter Diani')).toEqual([id]);
    expect(await matchingQueuedFor(id)).toBe(1);
  });
});

describe('the admins decide', () => {
  it('When the queue is asked, then admins see the held jobs with their texts and reasons; others are refused', async () => {
    const res = await t.call(admin, 'GET', '/admin/jobs/');
    expect(res.statusCode, res.body).toBe(200);
    const titles = res
      .json<{ results: { job_title: string; review_reasons: string[] }[] }>()
      .results.map((j) => j.job_title);
    expect(titles).toEqual(['Supermarket Attendant Thika', 'Cashier Kitengela']);
    expect((await t.call(employer, 'GET', '/admin/jobs/')).statusCode).toBe(403);
  });

  it('When an admin approves a held job, then it is published, announced once, audited and the employer told', async () => {
    const held = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Hotel Porter Mombasa', { application_details: FEE_ASKING }),
    );
    const id = held.json().id;
    const res = await t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, {
      decision: 'approve',
      reason: 'The fee is the hotel’s refundable uniform deposit, confirmed by phone.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'published' });
    expect(await searchIds('Hotel Porter Mombasa')).toEqual([id]);
    expect(await matchingQueuedFor(id)).toBe(1);
    expect((await t.call(employer, 'GET', `/employer/jobs/${id}/`)).json()).toMatchObject({
      status: 'published',
      review_reasons: [],
    });
    expect((await employerNotifications()).at(-1)).toEqual({
      type: 'moderation',
      message: JOB_REVIEW_MESSAGES.approvedNotification('Hotel Porter Mombasa'),
      job_id: id,
    });
    const audit = (await t.call(admin, 'GET', '/admin/audit/')).json<{
      results: Record<string, unknown>[];
    }>();
    expect(audit.results[0]).toMatchObject({
      action: 'job.approve',
      subject_type: 'job',
      subject_id: id,
      admin_email: ADMIN_EMAIL,
    });

    const again = await t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, {
      decision: 'remove',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(404);
  });

  it('When an admin removes a held job, then it stays off the board, the employer reads why in the app and by e-mail, and cannot change it', async () => {
    const held = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Security Guard Qatar', { application_details: FEE_ASKING }),
    );
    const id = held.json().id;
    const reason = 'Asks applicants for a registration fee.';
    const res = await t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, { decision: 'remove', reason });
    expect(res.json()).toEqual({ id, status: 'removed' });
    expect(await searchIds('Security Guard Qatar')).toEqual([]);
    expect((await t.call(null, 'GET', `/employer/public/jobs/${id}/`)).statusCode).toBe(404);

    const mine = (await t.call(employer, 'GET', `/employer/jobs/${id}/`)).json();
    expect(mine).toMatchObject({ status: 'removed', moderation_reason: reason, review_reasons: [] });
    const message = JOB_REVIEW_MESSAGES.removedNotification('Security Guard Qatar', reason);
    expect(message).toBe(
      'Your job Security Guard Qatar was removed by our moderators: Asks applicants for a registration fee',
    );
    expect((await employerNotifications()).at(-1)).toMatchObject({ type: 'moderation', message });
    await t.app.outbox.deliverDue();
    const mail = (await mailsTo(employer.email)).find((m) => m.subject.endsWith('Security Guard Qatar'));
    expect(mail?.subject).toBe("A moderator's decision on your job Security Guard Qatar");
    expect(mail?.text).toContain(message);

    const edit = await t.call(employer, 'PUT', `/employer/jobs/${id}/`, posting('Security Guard Qatar'));
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ detail: JOB_REVIEW_MESSAGES.removedJob });
    expect(await searchIds('Security Guard Qatar')).toEqual([]);
  });

  it('When a decision is malformed, then it is a field error and nothing changes', async () => {
    const held = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Driver Dubai', { application_details: FEE_ASKING }),
    );
    const id = held.json().id;
    const bad = await t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, { decision: 'ban', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('decision');
    const noReason = await t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, {
      decision: 'remove',
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    expect((await t.call(employer, 'GET', `/employer/jobs/${id}/`)).json().status).toBe('in_review');
    expect(
      (await t.call(admin, 'POST', '/admin/jobs/99999999/decide/', { decision: 'approve', reason: 'ok' }))
        .statusCode,
    ).toBe(404);
  });

  it('When two admins decide the same held job at once, then one decision counts and one entry is audited', async () => {
    const held = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      posting('Nanny Riyadh', { application_details: FEE_ASKING }),
    );
    const id = held.json().id;
    const answers = await Promise.all([
      t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, { decision: 'remove', reason: 'Fee' }),
      t.call(admin, 'POST', `/admin/jobs/${id}/decide/`, { decision: 'approve', reason: 'Fine' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const [entries] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where subject_id = ${id}`,
    );
    expect(entries!.n).toBe(1);
  });
});

// Last: its jobs would otherwise join the queue and the searches of the tests above.
describe('screening the salary fields', () => {
  it('When the salary fields promise an entry-level role a manager’s pay, then the job is held for its pay', async () => {
    const pay = {
      experience_level: 'entry',
      salary_min: 300_000,
      salary_max: 450_000,
      salary_period: 'month',
    };
    const res = await t.call(employer, 'POST', '/employer/jobs/', posting('Cashier Juja', pay));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'in_review',
      review_reasons: [SCREENING_REASONS.pay_out_of_range],
    });
    const fair = { ...pay, salary_min: 25_000, salary_max: 35_000 };
    const ok = await t.call(employer, 'POST', '/employer/jobs/', posting('Cashier Juja Branch', fair));
    expect(ok.json()).toMatchObject({ status: 'published', review_reasons: [] });
  });
});
