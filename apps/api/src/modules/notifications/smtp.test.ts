import type { ReviewStatus } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Tx } from '../../db/connect.ts';
import { smtpRefusal, startMailServer } from '../../test/mail-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { applicationFacts } from '../applications/index.ts';
import { addApplication } from '../applications/test-applications.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { notifyApplicationStatus } from './events.ts';

/** What an employer's review change tells notifications, as the applications module publishes it. */
const statusChanged = async (tx: Tx, applicationId: number, status: ReviewStatus) =>
  notifyApplicationStatus(tx, { ...(await applicationFacts(tx, applicationId)), status });

/** A notification e-mail through a real mail server that is down for a while. */
describe('notification e-mails over SMTP', () => {
  let received: string[] = [];
  let serverDown = true;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let t: TestApp;

  beforeAll(async () => {
    mail = await startMailServer({
      refuse: () => (serverDown ? smtpRefusal('Service not available, try later', 421) : undefined),
    });
    received = mail.received;
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Kweli Jobs <no-reply@kweli.test>' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('When the mail server fails, then the e-mail is retried and delivered once when it is back', async () => {
    const employer = await createUser(t, 'employer');
    const candidate = await createUser(t, 'candidate');
    const job = await addJob(t, { employerId: employer.id });
    const application = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      submissionStatus: 'submitted',
      reviewStatus: 'shortlisted',
      submittedAt: new Date(),
    });
    const id = await t.db.transaction((tx) => statusChanged(tx, application.id, 'shortlisted'));
    // The status e-mail's ten-minute window has ended.
    await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);

    await t.app.outbox.deliverDue();
    expect(received).toHaveLength(0);
    const [failed] = await rows<{ attempts: number; last_error: string }>(
      t.db,
      sql`select attempts, last_error from outbox where topic = 'email'`,
    );
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed!.last_error).toContain('Service not available');

    serverDown = false;
    // Its backoff has passed.
    await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    // Delivered once: nothing is due any more, however often the worker looks.
    await t.db.execute(sql`update outbox set next_attempt_at = now()`);
    expect(await t.app.outbox.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${candidate.email}`);
    expect(received[0]).toContain('Subject: Update on your application for Data Analyst');
    expect(received[0]).toContain('Your application for Data Analyst at Safaricom was shortlisted');
    expect(received[0]).toContain(`http://localhost:3000/candidate-dashboard/notifications?highlight=${id}`);
  });
});
