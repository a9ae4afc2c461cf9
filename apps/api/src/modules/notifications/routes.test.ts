import type { ReviewStatus } from '@kweli/shared';
import { API_MESSAGES, type NotificationPage } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Tx } from '../../db/connect.ts';
import { applications, notifications, users } from '../../db/schema.ts';
import { readTwoPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { applicationFacts } from '../applications/index.ts';
import { submitApplication } from '../applications/test-applications.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { notifyApplicationStatus } from './events.ts';
import { notifyCandidatesOfNewJob } from './job-post-matching.ts';
import { notificationTexts } from './texts.ts';

/** What an employer's review change tells notifications, as the applications module publishes it. */
const statusChanged = async (tx: Tx, applicationId: number, status: ReviewStatus) =>
  notifyApplicationStatus(tx, { ...(await applicationFacts(tx, applicationId)), status });

/** Notifications: the events that make them, each user's own list, marks, deletes, counts and e-mails. */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

const notificationsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
const allNotifications = () => t.db.select().from(notifications).orderBy(notifications.id);
const unread = async (user: TestUser) =>
  (await t.call(user, 'GET', `/notifications/${user.role}/unread-count/`)).json<{ count: number }>().count;
const queuedMail = () =>
  rows<{ to: string; subject: string; text: string }>(
    t.db,
    sql`select payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text
        from outbox where topic = 'email' order by id`,
  );

async function clear() {
  await t.db.delete(notifications);
  await t.db.execute(sql`delete from outbox`);
}

async function setPreferences(user: TestUser, preferences: object) {
  await updateCandidateProfile(t, user.id, {
    preferences: { industries: [], job_titles: [], locations: [], ...preferences },
  });
}

/** A submitted application of `candidate` to a new job of `employer`, made through the API. */
async function submittedApplication(): Promise<{ applicationId: number; jobId: number }> {
  const job = await addJob(t, { employerId: employer.id });
  return { applicationId: (await submitApplication(t, candidate, job.id)).id, jobId: job.id };
}

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, { firstName: 'Amina', lastName: 'Odhiambo', fullName: '' });
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom' });
});
afterAll(async () => t.close());

describe('the events', () => {
  it('When a candidate submits an application, then the job’s employer alone gets one new_application', async () => {
    await clear();
    const { applicationId, jobId } = await submittedApplication();
    const all = await allNotifications();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      userId: employer.id,
      type: 'new_application',
      message: 'Amina Odhiambo applied for Data Analyst',
      jobId,
      jobTitle: 'Data Analyst',
      applicationId,
      isRead: false,
    });
  });

  it('When a draft is saved, then nobody is notified', async () => {
    await clear();
    const job = await addJob(t, { employerId: employer.id });
    const res = await t.call(otherCandidate, 'POST', '/applications/', {
      job: job.id,
      cover_letter: 'Draft',
    });
    expect(res.statusCode).toBe(201);
    expect(await allNotifications()).toHaveLength(0);
  });

  it('When a review status changes, then the candidate alone gets one status_change with a readable message', async () => {
    const { applicationId, jobId } = await submittedApplication();
    await clear();
    const id = await t.db.transaction((tx) => statusChanged(tx, applicationId, 'shortlisted'));
    const all = await allNotifications();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id,
      userId: candidate.id,
      type: 'status_change',
      message: 'Your application for Data Analyst at Safaricom was shortlisted',
      jobId,
      applicationId,
    });
  });

  it('When the employer changes a status through the review, then the candidate alone gets one notification per change', async () => {
    const { applicationId } = await submittedApplication();
    await clear();
    const patch = (user: TestUser, review_status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${applicationId}/update-status/`,
        headers: user.headers,
        payload: { review_status },
      });
    expect((await patch(employer, 'shortlisted')).statusCode).toBe(200);
    // The same status again is no change; another employer's attempt is refused: no notification.
    expect((await patch(employer, 'shortlisted')).statusCode).toBe(200);
    expect((await patch(otherEmployer, 'rejected')).statusCode).toBe(404);
    const all = await allNotifications();
    expect(all.map((n) => [n.userId, n.type, n.message])).toEqual([
      [candidate.id, 'status_change', 'Your application for Data Analyst at Safaricom was shortlisted'],
    ]);
  });

  it('When the status change’s transaction rolls back, then no notification remains', async () => {
    const { applicationId } = await submittedApplication();
    await clear();
    await expect(
      t.db.transaction(async (tx) => {
        await statusChanged(tx, applicationId, 'rejected');
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await allNotifications()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
  });
});

describe('new job posts', () => {
  const publish = (user: TestUser, fields: Record<string, unknown> = {}) =>
    t.call(user, 'POST', '/employer/jobs/', {
      job_title: 'Data Analyst',
      city: 'Nairobi',
      country: 'Kenya',
      location_type: 'hybrid',
      working_period: 'full-time',
      job_type: 'PERMANENT',
      description: 'Analyse data.',
      requirements: 'SQL',
      application_details: 'Apply here',
      benefits: 'Medical cover',
      industry: 'Technology',
      due_date: null,
      status: 'published',
      ...fields,
    });

  it('When a job is published, then matching candidates are notified once, after the request, and others not', async () => {
    await clear();
    await setPreferences(candidate, { job_titles: ['data analist'] });
    await setPreferences(otherCandidate, { job_titles: ['Nurse'], industries: ['Healthcare'] });
    const res = await publish(employer);
    expect(res.statusCode).toBe(201);
    const jobId = res.json<{ id: number }>().id;
    // The request only queued the matching.
    expect(await allNotifications()).toHaveLength(0);

    await t.app.outbox.deliverDue();
    const all = await allNotifications();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      userId: candidate.id,
      type: 'new_job_post',
      message: 'New job matching your preferences: Data Analyst at Safaricom',
      jobId,
      applicationId: null,
    });

    // Running the matching again (a retry) notifies nobody twice.
    expect(await notifyCandidatesOfNewJob(t.db, jobId)).toBe(0);
    expect(await allNotifications()).toHaveLength(1);
  });

  it('When a candidate prefers the job’s industry but other countries, then only a remote job reaches them', async () => {
    await clear();
    await setPreferences(candidate, {
      industries: ['Technology'],
      locations: [{ city: 'Kampala', country: 'Uganda' }],
    });
    await setPreferences(otherCandidate, {});
    await publish(employer, { job_title: 'Backend Engineer' });
    await t.app.outbox.deliverDue();
    expect(await allNotifications()).toHaveLength(0);

    await publish(employer, { job_title: 'Backend Engineer', location_type: 'remote' });
    await t.app.outbox.deliverDue();
    expect((await allNotifications()).map((n) => n.userId)).toEqual([candidate.id]);
  });

  it('When a draft is saved, then no matching is queued; publishing it later notifies', async () => {
    await clear();
    await setPreferences(candidate, { job_titles: ['Accountant'] });
    const draft = await publish(employer, { job_title: 'Accountant', status: 'draft' });
    await t.app.outbox.deliverDue();
    expect(await allNotifications()).toHaveLength(0);
    const jobId = draft.json<{ id: number }>().id;
    const published = await t.call(employer, 'PUT', `/employer/jobs/${jobId}/`, {
      ...draft.json(),
      job_type: 'PERMANENT',
      requirements: 'CPA',
      application_details: 'Apply here',
      benefits: 'None',
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    await t.app.outbox.deliverDue();
    expect((await allNotifications()).map((n) => [n.userId, n.jobId])).toEqual([[candidate.id, jobId]]);
  });
});

describe('each user’s own notifications', () => {
  let mine: number[];
  let theirs: number;

  beforeAll(async () => {
    await clear();
    const { applicationId } = await submittedApplication();
    await clear();
    mine = [];
    for (const status of ['reviewed', 'shortlisted'] as const)
      mine.push(await t.db.transaction((tx) => statusChanged(tx, applicationId, status)));
    const [other] = await t.db
      .insert(notifications)
      .values({ userId: otherCandidate.id, type: 'new_job_post', message: 'Not yours' })
      .returning();
    theirs = other!.id;
  });

  it('When a candidate lists notifications, then only theirs come, newest first, paged', async () => {
    const res = await t.call(candidate, 'GET', '/notifications/candidate-dashboard/');
    expect(res.statusCode).toBe(200);
    const page = res.json<NotificationPage>();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((n) => n.id)).toEqual([...mine].reverse());
    expect(page.results[0]).toEqual({
      id: mine[1],
      message: 'Your application for Data Analyst at Safaricom was shortlisted',
      type: 'status_change',
      job: { id: expect.any(Number), title: 'Data Analyst' },
      job_title: 'Data Analyst',
      application: expect.any(Number),
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('When a Swahili reader lists notifications, then those with facts are written in Swahili and one without shows its stored text', async () => {
    const [old] = await t.db
      .insert(notifications)
      .values({
        userId: candidate.id,
        type: 'new_job_post',
        message: 'New job matching your preferences: Old',
      })
      .returning();
    try {
      const res = await t.call(candidate, 'GET', '/notifications/candidate-dashboard/?language=sw');
      expect(res.statusCode).toBe(200);
      const sw = notificationTexts('sw');
      const messages = res.json<NotificationPage>().results.map((n) => n.message);
      expect(messages).toEqual([
        'New job matching your preferences: Old',
        sw('status.changed', {
          job: sw('jobAtCompany', { title: 'Data Analyst', company: 'Safaricom' }),
          phrase: sw('status.phrases.shortlisted'),
        }),
        sw('status.changed', {
          job: sw('jobAtCompany', { title: 'Data Analyst', company: 'Safaricom' }),
          phrase: sw('status.phrases.reviewed'),
        }),
      ]);
      expect(messages[1]).not.toBe('Your application for Data Analyst at Safaricom was shortlisted');
      const english = await t.call(candidate, 'GET', '/notifications/candidate-dashboard/?language=en');
      expect(english.json<NotificationPage>().results[1]?.message).toBe(
        'Your application for Data Analyst at Safaricom was shortlisted',
      );
      const wrong = await t.call(candidate, 'GET', '/notifications/candidate-dashboard/?language=fr');
      expect(wrong.statusCode).toBe(400);
    } finally {
      await t.db.delete(notifications).where(eq(notifications.id, old!.id));
    }
  });

  it('When there are more than a page, then next links to the following page', async () => {
    await t.db.insert(notifications).values(
      Array.from({ length: 21 }, (_, i) => ({
        userId: otherEmployer.id,
        type: 'new_application' as const,
        message: `n${i}`,
      })),
    );
    const [, second] = await readTwoPages<{ message: string }>(
      t,
      otherEmployer,
      '/notifications/employer-dashboard/',
      21,
    );
    expect(second.results.map((n) => n.message)).toEqual(['n0']);
    await t.db.delete(notifications).where(eq(notifications.userId, otherEmployer.id));
  });

  it('When marking read, then the unread count drops; another user’s notification answers 404 and stays unread', async () => {
    expect(await unread(candidate)).toBe(2);
    expect((await t.call(candidate, 'POST', `/notifications/mark-read/${mine[0]}/`)).statusCode).toBe(204);
    expect(await unread(candidate)).toBe(1);
    // Marking again is harmless.
    expect((await t.call(candidate, 'POST', `/notifications/mark-read/${mine[0]}/`)).statusCode).toBe(204);
    expect(await unread(candidate)).toBe(1);

    const probe = await t.call(candidate, 'POST', `/notifications/mark-read/${theirs}/`);
    expect(probe.statusCode).toBe(404);
    expect(probe.json()).toEqual({ detail: API_MESSAGES.notFound });
    expect((await t.call(candidate, 'POST', '/notifications/mark-read/999999999/')).statusCode).toBe(404);
    expect((await notificationsOf(otherCandidate.id))[0]?.isRead).toBe(false);
    expect(await unread(otherCandidate)).toBe(1);
  });

  it('When deleting, then only one’s own notification goes; another user’s answers 404 and stays', async () => {
    expect((await t.call(candidate, 'DELETE', `/notifications/delete/${theirs}/`)).statusCode).toBe(404);
    expect(await notificationsOf(otherCandidate.id)).toHaveLength(1);
    expect((await t.call(candidate, 'DELETE', `/notifications/delete/${mine[1]}/`)).statusCode).toBe(204);
    expect((await t.call(candidate, 'DELETE', `/notifications/delete/${mine[1]}/`)).statusCode).toBe(404);
    expect((await notificationsOf(candidate.id)).map((n) => n.id)).toEqual([mine[0]]);
    expect(await unread(candidate)).toBe(0);
  });

  it('When the caller has no token or the other role, then the lists and counts refuse', async () => {
    expect((await t.call(null, 'GET', '/notifications/candidate-dashboard/')).statusCode).toBe(401);
    expect((await t.call(null, 'GET', '/notifications/employer/unread-count/')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', `/notifications/mark-read/${mine[0]}/`)).statusCode).toBe(401);
    expect((await t.call(null, 'DELETE', `/notifications/delete/${mine[0]}/`)).statusCode).toBe(401);
    expect((await t.call(employer, 'GET', '/notifications/candidate-dashboard/')).statusCode).toBe(403);
    expect((await t.call(candidate, 'GET', '/notifications/employer-dashboard/')).statusCode).toBe(403);
    expect((await t.call(candidate, 'GET', '/notifications/employer/unread-count/')).statusCode).toBe(403);
    expect((await t.call(candidate, 'POST', '/notifications/mark-read/abc/')).statusCode).toBe(400);
  });

  it('When an employer has unread notifications, then its own count answers them', async () => {
    await clear();
    await submittedApplication();
    expect(await unread(employer)).toBe(1);
    expect(await unread(otherEmployer)).toBe(0);
  });
});

describe('notification e-mails', () => {
  it('When a notification is made, then an e-mail with a link that highlights it is queued for its user', async () => {
    await clear();
    const { applicationId } = await submittedApplication();
    const [n] = await notificationsOf(employer.id);
    await t.app.outbox.deliverDue();
    const mail = await queuedMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: employer.email, subject: 'New application for Data Analyst' });
    expect(mail[0]!.text).toContain('Amina Odhiambo applied for Data Analyst');
    expect(mail[0]!.text).toContain(
      `http://localhost:3000/employer-dashboard/notifications?highlight=${n!.id}`,
    );
    expect(mail[0]!.text).toContain('http://localhost:3000/settings');

    // A status e-mail waits for its window (status-emails.test.ts); here the window has ended.
    await t.db.transaction((tx) => statusChanged(tx, applicationId, 'shortlisted'));
    const [status] = await notificationsOf(candidate.id);
    await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
    await t.app.outbox.deliverDue();
    expect((await queuedMail())[1]!.text).toContain(
      `http://localhost:3000/candidate-dashboard/notifications?highlight=${status!.id}`,
    );
  });

  it('When a user turns notification e-mails off on /settings, then they still get notifications but no e-mail', async () => {
    expect((await t.call(candidate, 'GET', '/notifications/settings/')).json()).toEqual({
      email_notifications: true,
    });
    const off = await t.call(candidate, 'PUT', '/notifications/settings/', { email_notifications: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email_notifications: false });
    expect((await t.db.select().from(users).where(eq(users.id, candidate.id)))[0]?.notifyByEmail).toBe(false);
    expect(
      (await t.call(candidate, 'PUT', '/notifications/settings/', { email_notifications: 'no' })).statusCode,
    ).toBe(400);
    expect((await t.call(null, 'GET', '/notifications/settings/')).statusCode).toBe(401);

    await clear();
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidate.id));
    await t.db.transaction((tx) => statusChanged(tx, application!.id, 'reviewed'));
    await t.app.outbox.deliverDue();
    expect(await notificationsOf(candidate.id)).toHaveLength(1);
    expect(await queuedMail()).toHaveLength(0);
    await t.call(candidate, 'PUT', '/notifications/settings/', { email_notifications: true });
  });
});
