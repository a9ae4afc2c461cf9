import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { rows } from '../../db/connect.ts';
import { notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { submitApplication } from '../applications/test-applications.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { statusEmailWindow } from './events.ts';

/**
 * Fewer, better status e-mails (issue 27 item 5, decision 051): the automatic "reviewed" is not
 * e-mailed; changes within ten minutes make one e-mail with the final status; none when it ends where
 * the last e-mail left it; a rejection is told kindly. The window's end is reached by moving the
 * queued work's due time, as the clock would.
 */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from outbox`);
});

async function submitted(): Promise<number> {
  const job = await addJob(t, { employerId: employer.id });
  const application = await submitApplication(t, candidate, job.id);
  // The employer's "new application" e-mail is not what these tests are about.
  await t.app.outbox.deliverDue();
  await t.db.execute(sql`delete from outbox`);
  return application.id;
}

const setStatus = async (id: number, review_status: string) => {
  const res = await t.call(employer, 'PATCH', `/applications/${id}/update-status/`, { review_status });
  expect(res.statusCode).toBe(200);
};

const candidateMail = () =>
  rows<{ subject: string; text: string }>(
    t.db,
    sql`select payload->>'subject' as subject, payload->>'text' as text
        from outbox where topic = 'email' and payload->>'to' = ${candidate.email} order by id`,
  );

const waitingWork = () =>
  rows<{ due_in: number }>(
    t.db,
    sql`select extract(epoch from next_attempt_at - now())::int as due_in
        from outbox where topic = 'status_email' and delivered_at is null`,
  );

/** Ten minutes pass: the gathered work is due. */
async function windowEnds() {
  await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
  await t.app.outbox.deliverDue();
}

const statusNotifications = (applicationId: number) =>
  t.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.applicationId, applicationId), eq(notifications.type, 'status_change')))
    .orderBy(notifications.id);

describe('status e-mails', () => {
  it('When the employer opens a pending application, then the candidate sees "reviewed" in the app but gets no e-mail', async () => {
    const id = await submitted();
    expect((await t.call(employer, 'POST', `/applications/${id}/open/`)).statusCode).toBe(200);
    expect((await statusNotifications(id)).map((n) => n.message)).toEqual([
      'Your application for Data Analyst at Safaricom was reviewed',
    ]);
    expect(await waitingWork()).toEqual([]);
    await windowEnds();
    expect(await candidateMail()).toEqual([]);
  });

  it('When the status changes three times within ten minutes, then one e-mail tells the final status after the window', async () => {
    const id = await submitted();
    await setStatus(id, 'reviewed');
    await setStatus(id, 'shortlisted');
    await setStatus(id, 'rejected');
    expect(await statusNotifications(id)).toHaveLength(3);
    // One piece of work, due when the window ends; nothing is sent before.
    const work = await waitingWork();
    expect(work).toHaveLength(1);
    expect(statusEmailWindow()).toBe(600);
    expect(work[0]!.due_in).toBeGreaterThan(600 - 60);
    await t.app.outbox.deliverDue();
    expect(await candidateMail()).toEqual([]);

    await windowEnds();
    const mail = await candidateMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Update on your application for Data Analyst');
    // The kind rejection: thanks, what it means, and where to go next.
    expect(mail[0]!.text).toContain(
      'Thank you for applying for Data Analyst at Safaricom, and for the time you gave your application.',
    );
    expect(mail[0]!.text).toContain('not about what you can do');
    expect(mail[0]!.text).toContain('http://localhost:3000/candidate-dashboard');
    expect(mail[0]!.text).not.toContain('shortlisted');
  });

  it('When the status ends where the last e-mail left it, then no second e-mail goes out', async () => {
    const id = await submitted();
    await setStatus(id, 'shortlisted');
    await windowEnds();
    const first = await candidateMail();
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('Your application for Data Analyst at Safaricom was shortlisted.');
    const [latest] = await rows<{ id: number }>(
      t.db,
      sql`select max(id) as id from notifications where application_id = ${id}`,
    );
    expect(first[0]!.text).toContain(`/candidate-dashboard/notifications?highlight=${latest!.id}`);

    await setStatus(id, 'rejected');
    await setStatus(id, 'shortlisted');
    await windowEnds();
    expect(await candidateMail()).toHaveLength(1);

    // A later change opens a new window and is told.
    await setStatus(id, 'rejected');
    await windowEnds();
    expect(await candidateMail()).toHaveLength(2);
  });

  it('When changes go back to pending before any e-mail, then none is sent', async () => {
    const id = await submitted();
    await setStatus(id, 'shortlisted');
    await setStatus(id, 'pending');
    await windowEnds();
    expect(await candidateMail()).toEqual([]);
  });

  it('When the candidate withdraws within the window, then no status e-mail follows', async () => {
    const id = await submitted();
    await setStatus(id, 'shortlisted');
    expect((await t.call(candidate, 'POST', `/applications/${id}/withdraw/`)).statusCode).toBe(200);
    await windowEnds();
    expect(await candidateMail()).toEqual([]);
  });

  it('When the server restarts during the window, then the e-mail is still sent by the new one', async () => {
    const id = await submitted();
    await setStatus(id, 'shortlisted');
    // A second server on the same database knows only what the database holds.
    const restarted = await buildApp({ config: t.config, database: t.database });
    await restarted.ready();
    await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
    await restarted.outbox.deliverDue();
    await restarted.close();
    const mail = await candidateMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('was shortlisted');
  });
});
