import {
  DECISION_MESSAGES,
  type NotificationType,
  type ReviewStatus,
  type Role,
  VERIFICATION_MESSAGES,
} from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { Mail } from '../../platform/mailer.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { compose } from '../auth/index.ts';
import { jobAtCompany, statusChangeMessage } from './events.ts';
import { messageEmails, statusEmails } from './schema.ts';

/**
 * The e-mail of a notification (docs/product/rules.md "Notifications": the same mail path as verification
 * e-mails). It is composed by the outbox worker after the notification's transaction committed, from
 * the notification as it then is, and queued as an ordinary e-mail of the outbox, which retries it until
 * the mail server takes it. The user's switch (users.notify_by_email) is read at that moment too.
 */
export const NOTIFICATION_PAGES: Record<Role, string> = {
  candidate: '/candidate-dashboard/notifications',
  employer: '/employer-dashboard/notifications',
};

/** The address that opens the notification page with this notification highlighted. */
export const notificationLink = (publicUrl: string, role: Role, id: number) =>
  `${publicUrl}${NOTIFICATION_PAGES[role]}?highlight=${id}`;

const SUBJECTS: Record<NotificationType, (jobTitle: string) => string> = {
  status_change: (title) => `Update on your application for ${title}`,
  new_job_post: (title) => `A new job for you: ${title}`,
  new_application: (title) => `New application for ${title}`,
  // "Soon", not "in two days": a job saved the day before its deadline is reminded of at once.
  deadline_reminder: (title) => `Apply soon: the deadline for ${title} is near`,
  moderation: (title) => `A moderator's decision on your job ${title}`,
  verification: () => VERIFICATION_MESSAGES.emailSubject,
  job_closed: (title) => `The position ${title} has closed`,
  new_message: (title) => `New message about ${title}`,
  interview_invitation: (title) => `Interview invitation: ${title}`,
  interview_accepted: (title) => `Interview accepted: ${title}`,
  interview_declined: (title) => `Interview declined: ${title}`,
  interview_cancelled: (title) => `Interview cancelled: ${title}`,
  interview_reminder: (title) => `Reminder: your interview for ${title} is tomorrow`,
};

export function notificationEmail(
  to: string,
  type: NotificationType,
  message: string,
  jobTitle: string,
  link: string,
  settingsLink: string,
): Mail {
  return compose(to, SUBJECTS[type](jobTitle), 'Hello,', [`${message}.`], 'Open in Kweli Jobs', link, [
    `You receive this because of your notifications on Kweli Jobs. To stop these e-mails, turn them off in your settings: ${settingsLink}`,
  ]);
}

interface Row {
  id: number;
  type: NotificationType;
  message: string;
  job_title: string;
  email: string;
  role: Role;
  notify_by_email: boolean;
}

/** The outbox handler of `notification_email`: queues the message unless the user turned them off. */
export async function sendNotificationEmail(
  db: Executor,
  publicUrl: string,
  notificationId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [n] = await rows<Row>(
      tx,
      sql`select n.id, n.type, n.message, n.job_title, u.email, u.role, u.notify_by_email
          from notifications n join user_accounts u on u.user_id = n.user_id
          where n.id = ${notificationId} and u.is_active`,
    );
    // Deleted before the worker came to it, or the user does not want e-mails: nothing to send.
    if (!n?.notify_by_email) return;
    await enqueueEmail(
      tx,
      notificationEmail(
        n.email,
        n.type,
        n.message,
        n.job_title,
        notificationLink(publicUrl, n.role, Number(n.id)),
        `${publicUrl}/settings`,
      ),
    );
  });
}

/**
 * The e-mail about an application's status. A rejection is told kindly: thanks for the time given, what
 * it means and does not mean, and where to go next (issue 27 item 5).
 */
export function statusEmail(
  to: string,
  facts: { jobTitle: string; companyName: string; status: ReviewStatus; message?: string | null },
  link: string,
  jobsLink: string,
  settingsLink: string,
): Mail {
  const subject = SUBJECTS.status_change(facts.jobTitle);
  const fromEmployer = facts.message ? [`${DECISION_MESSAGES.fromEmployer}\n${facts.message}`] : [];
  const footer = [
    `You receive this because of your notifications on Kweli Jobs. To stop these e-mails, turn them off in your settings: ${settingsLink}`,
  ];
  if (facts.status !== 'rejected') {
    const message = statusChangeMessage(facts.jobTitle, facts.companyName, facts.status);
    return compose(
      to,
      subject,
      'Hello,',
      [`${message}.`, ...fromEmployer],
      'Open in Kweli Jobs',
      link,
      footer,
    );
  }
  const job = jobAtCompany(facts.jobTitle, facts.companyName);
  return compose(
    to,
    subject,
    'Hello,',
    [
      `Thank you for applying for ${job}, and for the time you gave your application.`,
      ...fromEmployer,
      'The employer has decided not to take it further this time. That is a decision about this one role, not about what you can do: most people hear this a few times before the role that fits them.',
      'New jobs are posted every day, and the ones that match your preferences will reach you. We hope to see you apply again soon.',
    ],
    'See open jobs',
    jobsLink,
    [`This update is also in your notifications: ${link}`, ...footer],
  );
}

interface Recipient {
  email: string;
  notify_by_email: boolean;
  notification_id: number | null;
}

/**
 * The outbox handler of `status_email`, run when an application's ten-minute window ends: one e-mail
 * with the status the application has now, none when that is what the candidate was last told (before
 * any e-mail, the pending they saw on sending it), none for an application they withdrew, none when
 * they turned e-mails off. It reads only this module's own table, its notifications and the user
 * accounts view, and runs in the transaction that marks the work done, so a retry never sends twice.
 */
export async function sendStatusEmail(db: Executor, publicUrl: string, applicationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(statusEmails)
      .where(eq(statusEmails.applicationId, applicationId))
      .for('update');
    if (!state?.windowOpen) return;
    await tx
      .update(statusEmails)
      .set({ windowOpen: false })
      .where(eq(statusEmails.applicationId, applicationId));
    if (state.withdrawn || state.latestStatus === (state.emailedStatus ?? 'pending')) return;
    const [to] = await rows<Recipient>(
      tx,
      sql`select u.email, u.notify_by_email and u.is_active as notify_by_email,
            (select max(n.id) from notifications n
              where n.application_id = ${applicationId} and n.user_id = u.user_id and n.type = 'status_change')
              as notification_id
          from user_accounts u where u.user_id = ${state.candidateId}`,
    );
    if (!to?.notify_by_email) return;
    const link =
      to.notification_id === null
        ? `${publicUrl}${NOTIFICATION_PAGES.candidate}`
        : notificationLink(publicUrl, 'candidate', Number(to.notification_id));
    await enqueueEmail(
      tx,
      statusEmail(
        to.email,
        {
          jobTitle: state.jobTitle,
          companyName: state.companyName,
          status: state.latestStatus,
          message: state.message,
        },
        link,
        `${publicUrl}/candidate-dashboard`,
        `${publicUrl}/settings`,
      ),
    );
    await tx
      .update(statusEmails)
      .set({ emailedStatus: state.latestStatus, emailedAt: new Date() })
      .where(eq(statusEmails.applicationId, applicationId));
  });
}

interface MessageRecipient {
  email: string;
  role: Role;
  notify_by_email: boolean;
  notification_id: number | null;
  message: string | null;
  job_title: string | null;
}

/**
 * The outbox handler of `message_email` (issue 28 item 4, decision 092), run when a thread's window ends
 * for one recipient: one e-mail saying that messages wait (not their words: they are read in the app),
 * none when the recipient read them in the app meanwhile, none when they turned e-mails off. Runs in the
 * transaction that marks the work done, so a retry never sends twice.
 */
export async function sendMessageEmail(
  db: Executor,
  publicUrl: string,
  work: { applicationId: number; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(
      eq(messageEmails.applicationId, work.applicationId),
      eq(messageEmails.userId, work.userId),
    );
    const [state] = await tx.select().from(messageEmails).where(where).for('update');
    if (!state?.windowOpen) return;
    await tx.update(messageEmails).set({ windowOpen: false, pending: 0 }).where(where);
    if (state.pending === 0) return;
    const [to] = await rows<MessageRecipient>(
      tx,
      sql`select u.email, u.role, u.notify_by_email and u.is_active as notify_by_email,
            n.id as notification_id, n.message, n.job_title
          from user_accounts u
          left join lateral (select id, message, job_title from notifications
              where application_id = ${work.applicationId} and user_id = u.user_id and type = 'new_message'
              order by id desc limit 1) n on true
          where u.user_id = ${work.userId}`,
    );
    if (!to?.notify_by_email || to.notification_id === null || to.message === null) return;
    const waiting = state.pending > 1 ? [`${state.pending} new messages are waiting for you.`] : [];
    await enqueueEmail(
      tx,
      compose(
        to.email,
        SUBJECTS.new_message(to.job_title ?? ''),
        'Hello,',
        [`${to.message}.`, ...waiting],
        'Read the messages',
        notificationLink(publicUrl, to.role, Number(to.notification_id)),
        [
          `You receive this because of your notifications on Kweli Jobs. To stop these e-mails, turn them off in your settings: ${publicUrl}/settings`,
        ],
      ),
    );
  });
}
