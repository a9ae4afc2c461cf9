import { REPORT_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';

/** Reports of jobs by the public (issue 22 item 4). */
let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let candidates: TestUser[];

const report = (
  jobId: number,
  who: { user?: TestUser; address?: string },
  body: object = { reason: 'scam' },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/report/`,
    headers: who.user?.headers ?? {},
    remoteAddress: who.address ?? '10.0.0.1',
    payload: body,
  });
const reportsOf = async (jobId: number) =>
  (
    await rows<{ n: number }>(t.db, sql`select count(*)::int as n from job_reports where job_id = ${jobId}`)
  )[0]!.n;
const isPublic = async (jobId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${jobId}/` })).statusCode === 200;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'moderator@kweli.test', REPORTS_TO_HIDE: '3' });
  admin = await createUser(t, 'candidate', { email: 'moderator@kweli.test' });
  employer = await createUser(t, 'employer');
  candidates = [await createUser(t, 'candidate'), await createUser(t, 'candidate')];
});
afterAll(async () => t?.close());

describe('POST /jobs/{id}/report/', () => {
  it('When a visitor reports a job, then 201; the same address again answers 200 and adds nothing', async () => {
    const { id } = await addJob(t, { employerId: employer.id, jobTitle: 'Data Entry Clerk' });
    const first = await report(
      id,
      { address: '41.90.1.1' },
      { reason: 'fee_requested', details: 'Asked me for Ksh 500 on WhatsApp' },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ detail: REPORT_MESSAGES.received });
    const again = await report(id, { address: '41.90.1.1' }, { reason: 'scam' });
    expect(again.statusCode).toBe(200);
    expect(await reportsOf(id)).toBe(1);
  });

  it('When a signed-in user reports twice, even from two addresses or at once, then one report counts', async () => {
    const { id } = await addJob(t, { employerId: employer.id, jobTitle: 'Cashier' });
    const answers = await Promise.all([
      report(id, { user: candidates[0]!, address: '41.90.2.1' }),
      report(id, { user: candidates[0]!, address: '41.90.2.2' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await reportsOf(id)).toBe(1);
  });

  it('When a reason is unknown or missing, then it is a field error', async () => {
    const { id } = await addJob(t, { employerId: employer.id, jobTitle: 'Driver' });
    const bad = await report(id, { address: '41.90.3.1' }, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ reason: [REPORT_MESSAGES.reasonRequired] });
    expect((await report(id, { address: '41.90.3.1' }, {})).statusCode).toBe(400);
    expect(await reportsOf(id)).toBe(0);
  });

  it('When the job is not public, then 404', async () => {
    const { id } = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Draft',
      status: 'draft',
      publishedAt: null,
    });
    expect((await report(id, { address: '41.90.4.1' })).statusCode).toBe(404);
    expect((await report(2_000_000_000, { address: '41.90.4.1' })).statusCode).toBe(404);
  });

  it('When an address sends more than 20 reports in an hour, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const { id } = await addJob(t, { employerId: employer.id, jobTitle: `Flood ${i}` });
      statuses.push((await report(id, { address: '41.90.5.5' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('When REPORTS_TO_HIDE different reporters report a job, then it leaves search and its page until an admin decides; the reports show to admins', async () => {
    const { id } = await addJob(t, { employerId: employer.id, jobTitle: 'Warehouse Packer Poland' });
    await report(id, { user: candidates[0]! });
    await report(id, { user: candidates[0]!, address: '41.90.6.9' });
    await report(id, { address: '41.90.6.1' });
    expect(await isPublic(id)).toBe(true);
    await report(id, { user: candidates[1]! }, { reason: 'fee_requested', details: 'Placement fee' });
    expect(await isPublic(id)).toBe(false);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/search/?job_title=Warehouse%20Packer',
    });
    expect(search.json<{ results: { id: number }[] }>().results.map((j) => j.id)).not.toContain(id);

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/employer/jobs/${id}/`, headers: employer.headers })
    ).json();
    expect(mine).toMatchObject({ status: 'in_review', review_reasons: [REPORT_MESSAGES.heldReason] });
    // An edit of its employer does not release a job held by reports.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/employer/jobs/${id}/`,
      headers: employer.headers,
      payload: {
        job_title: 'Warehouse Packer Poland',
        city: 'Nairobi',
        country: 'Kenya',
        location_type: 'on-site',
        working_period: 'full-time',
        job_type: 'PERMANENT',
        description: 'Pack orders.',
        industry: 'Retail',
        due_date: null,
        status: 'published',
      },
    });
    expect(edit.json(), edit.body).toMatchObject({ status: 'in_review' });
    expect(await isPublic(id)).toBe(false);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/', headers: admin.headers });
    expect(queue.json<{ results: { id: number }[] }>().results.map((j) => j.id)).toContain(id);

    const reports = await t.app.inject({ method: 'GET', url: '/api/admin/reports/', headers: admin.headers });
    expect(reports.statusCode).toBe(200);
    const listed = reports
      .json<{ results: Record<string, unknown>[] }>()
      .results.filter((r) => r.job_id === id);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      job_title: 'Warehouse Packer Poland',
      job_status: 'in_review',
      reason: 'fee_requested',
      details: 'Placement fee',
      reporter_email: candidates[1]!.email,
      resolved: false,
    });
    expect(listed.find((r) => r.reporter_email === null)).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports/', headers: employer.headers }))
        .statusCode,
    ).toBe(403);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/decide/`,
      headers: admin.headers,
      payload: { decision: 'approve', reason: 'A real company; the fee report was a misunderstanding.' },
    });
    expect(approve.json()).toEqual({ id, status: 'published' });
    expect(await isPublic(id)).toBe(true);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/', headers: admin.headers }))
      .json<{ results: Record<string, unknown>[] }>()
      .results.filter((r) => r.job_id === id);
    expect(after.every((r) => r.resolved)).toBe(true);
    // One more report after the decision does not hide it again at once.
    await report(id, { address: '41.90.6.2' });
    expect(await isPublic(id)).toBe(true);
  });
});
