import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createUser,
  lastMailTo,
  logIn,
  PASSWORD,
  type TestUser,
  verifiedCandidate,
} from '../../test/users.ts';
import { submitApplication } from '../applications/test-applications.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { createRetention, nextRunAfter } from './retention.ts';

/**
 * Retention (issue 23 item 6), with a moved clock: the run is given the time it acts at.
 */
const DAY = 24 * 3600 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const monthsLater = (months: number, days = 0) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() + months);
  return new Date(at.getTime() + days * DAY);
};

let t: TestApp;
let employer: TestUser;
let candidate: TestUser;
let retention: ReturnType<typeof createRetention>;
beforeEach(async () => {
  t = await createTestApp();
  retention = createRetention({ db: t.db, config: t.config });
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterEach(async () => {
  await t.close();
});

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.db, query))[0];

describe('the daily retention run', () => {
  it('When a draft has not been touched for six months, then it is deleted; a younger one stays', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const draft = await t.call(candidate, 'POST', '/applications/', { job: job.id, cover_letter: 'Half' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await retention.runNow(monthsLater(5, 27))).draftsDeleted).toBe(0);
    expect((await retention.runNow(monthsLater(6, 1))).draftsDeleted).toBe(1);
    const left = await one<{ n: number }>(sql`select count(*)::int as n from applications`);
    expect(left!.n).toBe(0);
  });

  it('When the job of an application closed more than 24 months ago, then the application is anonymised and still counts', async () => {
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Driver' });
    const sent = await submitApplication(t, candidate, job.id, { cover_letter: 'Please hire me' });
    await t.db.execute(sql`update jobs set status = 'closed', updated_at = now() where id = ${job.id}`);
    expect((await retention.runNow(monthsLater(23, 28))).applicationsAnonymised).toBe(0);
    expect((await retention.runNow(monthsLater(24, 2))).applicationsAnonymised).toBe(1);
    const seen = await t.call(employer, 'GET', `/applications/${sent.id}/?include_candidate_profile=true`);
    expect(seen.json()).toMatchObject({
      cover_letter: '',
      candidate_details: { name: APPLICATION_MESSAGES.deletedCandidate, email: '', phone: '' },
      submission_status: 'submitted',
    });
    const notice = await one<{ message: string }>(
      sql`select message from notifications where user_id = ${employer.id} and type = 'new_application'`,
    );
    expect(notice!.message).toBe(`${APPLICATION_MESSAGES.deletedCandidate} applied for Driver`);
    const counted = await one<{ applicants_count: number }>(
      sql`select applicants_count from jobs where id = ${job.id}`,
    );
    expect(counted!.applicants_count).toBe(1);
  });

  it('When a candidate is inactive, then they are warned 30 days ahead and erased after; one who came back is not', async () => {
    const back = await createUser(t, 'candidate');
    const months = t.config.retentionInactiveMonths;
    expect(months).toBe(24);
    expect((await retention.runNow(monthsLater(months, -31))).candidatesWarned).toBe(0);
    const warnAt = monthsLater(months, -29);
    expect((await retention.runNow(warnAt)).candidatesWarned).toBe(2);
    expect((await lastMailTo(t, candidate.email))?.subject).toBe(
      'Your Kweli Jobs account will be deleted in 30 days',
    );
    // Warned once: the next days' runs do not warn again.
    expect((await retention.runNow(monthsLater(months, -28))).candidatesWarned).toBe(0);
    // `back` signs in the day after the warning.
    await t.db.execute(
      sql`update users set last_active_day = (${later(0).toISOString()}::timestamptz + ${`${months} months`}::interval - interval '28 days')::date where id = ${back.id}`,
    );
    expect((await retention.runNow(monthsLater(months, -2))).candidatesErased).toBe(0);
    const report = await retention.runNow(monthsLater(months, 2));
    expect(report.candidatesErased).toBe(1);
    const erased = await rows<{ id: number; email: string; erased: boolean }>(
      t.db,
      sql`select id, email, erased_at is not null as erased from users where id in (${candidate.id}, ${back.id}) order by id`,
    );
    expect(erased).toEqual([
      { id: candidate.id, email: `erased-${candidate.id}@erased.invalid`, erased: true },
      { id: back.id, email: back.email, erased: false },
    ]);
    const profile = await one<{ n: number }>(
      sql`select count(*)::int as n from candidate_profiles where user_id = ${candidate.id}`,
    );
    expect(profile!.n).toBe(0);
    // The warning e-mail is gone with the address.
    expect(await lastMailTo(t, candidate.email)).toBeUndefined();
  });

  it('When a data export has expired, then it is deleted with its file', async () => {
    const asked = await t.call(candidate, 'POST', '/privacy/export/');
    await t.app.outbox.deliverDue();
    const row = await one<{ file_key: string }>(
      sql`select file_key from data_exports where id = ${asked.json().id}`,
    );
    const file = join(t.config.dataDir, 'files', row!.file_key);
    expect(existsSync(file)).toBe(true);
    expect((await retention.runNow(later(6))).exportsDeleted).toBe(0);
    expect((await retention.runNow(later(8))).exportsDeleted).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect((await t.call(candidate, 'GET', `/privacy/export/${asked.json().id}/`)).statusCode).toBe(404);
  });

  it('When a session ended over a day ago, then its device, address and tokens are forgotten; a live one stays', async () => {
    await verifiedCandidate(t, 'sessions@example.com');
    const ended = (await logIn(t, 'sessions@example.com', PASSWORD)).json() as { refresh: string };
    await logIn(t, 'sessions@example.com', PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: ended.refresh } });
    expect((await retention.runNow(new Date())).sessionsPruned).toBe(0);
    expect((await retention.runNow(later(2))).sessionsPruned).toBe(1);
    const left = await one<{ n: number }>(sql`select count(*)::int as n from account_sessions`);
    expect(left!.n).toBe(1);
  });

  it('When two instances check at once, then one runs it; the next run is due the next day at 01:00 UTC', async () => {
    const now = new Date();
    const [first, second] = await Promise.all([retention.runIfDue(now), retention.runIfDue(now)]);
    expect([first, second].filter((r) => r !== null)).toHaveLength(1);
    expect(await retention.runIfDue(new Date(now.getTime() + 60_000))).toBeNull();
    const next = nextRunAfter(now);
    expect(next.getUTCHours()).toBe(1);
    expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(DAY);
    expect(await retention.runIfDue(next)).not.toBeNull();
  });
});
