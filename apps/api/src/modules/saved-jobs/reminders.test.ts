import { todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addJob, daysFromToday } from '../jobs/test-jobs.ts';
import { remindDeadlines } from './reminders.ts';
import { savedJobs } from './schema.ts';

/** Deadline reminders (issue 24 item 6): once, two days before the due date, only without an application. */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
const day = 86_400_000;

const remindersOf = (userId: number) =>
  rows<{ job_id: number; message: string }>(
    t.db,
    sql`select job_id, message from notifications where user_id = ${userId} and type = 'deadline_reminder' order by job_id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

describe('deadline reminders', () => {
  it('When a saved job closes in two days, then the candidate is reminded once in the app and by e-mail, unless they applied', async () => {
    const soon = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Data Analyst',
      dueDate: daysFromToday(2),
    });
    const later = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Accountant',
      dueDate: daysFromToday(5),
    });
    const applied = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Nurse',
      dueDate: daysFromToday(1),
    });
    const drafted = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Cashier',
      dueDate: daysFromToday(2),
    });
    for (const job of [soon, later, applied, drafted])
      await t.db.insert(savedJobs).values({ candidateId: candidate.id, jobId: job.id });
    await addApplication(t, { jobId: applied.id, candidateId: candidate.id });
    await addApplication(t, { jobId: drafted.id, candidateId: candidate.id, submissionStatus: 'draft' });

    expect(await remindDeadlines(t.db)).toBe(2);
    const reminded = await remindersOf(candidate.id);
    expect(reminded.map((r) => r.job_id)).toEqual([soon.id, drafted.id]);
    expect(reminded[0]!.message).toMatch(
      /^Apply soon: the deadline for Data Analyst at Safaricom, a job you saved, is \d{1,2} \w+ \d{4}$/,
    );
    // The e-mail goes the notifications' way (composed by the worker, if the user wants e-mails).
    const [queued] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where topic = 'notification_email'`,
    );
    expect(queued!.n).toBe(2);
    await t.app.outbox.deliverDue();
    const mails = await rows<{ subject: string }>(
      t.db,
      sql`select payload->>'subject' as subject from outbox where topic = 'email' and payload->>'to' = ${candidate.email} order by id`,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Apply soon: the deadline for Cashier is near',
      'Apply soon: the deadline for Data Analyst is near',
    ]);

    // Once: the next runs remind of nothing more, and three days on (the clock moved) the later job's turn comes.
    expect(await remindDeadlines(t.db)).toBe(0);
    const threeDaysOn = new Date(Date.now() + 3 * day);
    expect(todayInNairobi(threeDaysOn) > todayInNairobi()).toBe(true);
    expect(await remindDeadlines(t.db, threeDaysOn)).toBe(1);
    expect((await remindersOf(candidate.id)).map((r) => r.job_id)).toEqual(
      [soon.id, later.id, drafted.id].sort((a, b) => a - b),
    );
  });
});
