import type { NotificationType, ReviewStatus, Role } from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { Mail } from '../../platform/mailer.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import type { Language } from '../../platform/texts.ts';
import { compose, helloLine, userLanguage } from '../auth/index.ts';
import { messageEmails, statusEmails } from './schema.ts';
import {
  employerMessage,
  jobAt,
  type NotificationText,
  notificationText,
  notificationTexts,
  statusChangeText,
} from './texts.ts';

type NotificationTexts = ReturnType<typeof notificationTexts>;

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

/** The subject of a notification's e-mail: "Update on your application for Data Analyst". */
const subject = (t: NotificationTexts, type: NotificationType, jobTitle: string) =>
  t(`subjects.${type}`, { title: jobTitle });

export function notificationEmail(
  to: string,
  type: NotificationType,
  message: string,
  jobTitle: string,
  link: string,
  settingsLink: string,
  language: Language = 'en',
): Mail {
  const t = notificationTexts(language);
  return compose(
    to,
    subject(t, type, jobTitle),
    helloLine(language),
    [t('frame.sentence', { text: message })],
    t('frame.openInApp'),
    link,
    [t('frame.footer', { link: settingsLink })],
    language,
  );
}

interface Row {
  id: number;
  user_id: number;
  type: NotificationType;
  message: string;
  params: NotificationText | null;
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
      sql`select n.id, n.user_id, n.type, n.message, n.params, n.job_title, u.email, u.role, u.notify_by_email
          from notifications n join user_accounts u on u.user_id = n.user_id
          where n.id = ${notificationId} and u.is_active`,
    );
    // Deleted before the worker came to it, or the user does not want e-mails: nothing to send.
    if (!n?.notify_by_email) return;
    const language = await userLanguage(tx, Number(n.user_id));
    // The facts in the reader's language; a notification from before they were kept tells its message.
    const message = n.params ? notificationText(notificationTexts(language), n.params) : n.message;
    await enqueueEmail(
      tx,
      notificationEmail(
        n.email,
        n.type,
        message,
        n.job_title,
        notificationLink(publicUrl, n.role, Number(n.id)),
        `${publicUrl}/settings`,
        language,
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
  language: Language = 'en',
): Mail {
  const t = notificationTexts(language);
  const title = subject(t, 'status_change', facts.jobTitle);
  const message = employerMessage(t, facts);
  const fromEmployer = message ? [`${t('status.fromEmployer')}\n${message}`] : [];
  const footer = [t('frame.footer', { link: settingsLink })];
  if (facts.status !== 'rejected') {
    const message = statusChangeText(t, { ...facts, message: undefined });
    return compose(
      to,
      title,
      helloLine(language),
      [t('frame.sentence', { text: message }), ...fromEmployer],
      t('frame.openInApp'),
      link,
      footer,
      language,
    );
  }
  return compose(
    to,
    title,
    helloLine(language),
    [
      t('status.thanks', { job: jobAt(t, facts.jobTitle, facts.companyName) }),
      ...fromEmployer,
      t('status.notThisTime'),
      t('status.newJobs'),
    ],
    t('status.seeJobs'),
    jobsLink,
    [t('status.alsoInNotifications', { link }), ...footer],
    language,
  );
}

interface Recipient {
  user_id: number;
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
      sql`select u.user_id, u.email, u.notify_by_email and u.is_active as notify_by_email,
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
        await userLanguage(tx, Number(to.user_id)),
      ),
    );
    await tx
      .update(statusEmails)
      .set({ emailedStatus: state.latestStatus, emailedAt: new Date() })
      .where(eq(statusEmails.applicationId, applicationId));
  });
}

interface MessageRecipient {
  user_id: number;
  email: string;
  role: Role;
  notify_by_email: boolean;
  notification_id: number | null;
  message: string | null;
  params: NotificationText | null;
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
      sql`select u.user_id, u.email, u.role, u.notify_by_email and u.is_active as notify_by_email,
            n.id as notification_id, n.message, n.params, n.job_title
          from user_accounts u
          left join lateral (select id, message, params, job_title from notifications
              where application_id = ${work.applicationId} and user_id = u.user_id and type = 'new_message'
              order by id desc limit 1) n on true
          where u.user_id = ${work.userId}`,
    );
    if (!to?.notify_by_email || to.notification_id === null || to.message === null) return;
    const language = await userLanguage(tx, Number(to.user_id));
    const t = notificationTexts(language);
    const message = to.params ? notificationText(t, to.params) : to.message;
    const waiting = state.pending > 1 ? [t('messageEmail.waiting', { count: state.pending })] : [];
    await enqueueEmail(
      tx,
      compose(
        to.email,
        subject(t, 'new_message', to.job_title ?? ''),
        helloLine(language),
        [t('frame.sentence', { text: message }), ...waiting],
        t('messageEmail.action'),
        notificationLink(publicUrl, to.role, Number(to.notification_id)),
        [t('frame.footer', { link: `${publicUrl}/settings` })],
        language,
      ),
    );
  });
}
