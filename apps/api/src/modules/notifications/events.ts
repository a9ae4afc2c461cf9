import type { NotificationType, ReviewStatus } from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { ApplicationFacts, DomainEvents, JobCloseCause } from '../../platform/events.ts';
import { enqueueWork } from '../../platform/outbox.ts';
import { messageEmails, notifications, statusEmails } from './schema.ts';
import { englishText, jobAt, type NotificationText, notificationTexts, statusChangeText } from './texts.ts';

/**
 * The events that notify someone (docs/product/rules.md "Notifications"). Each function runs inside the
 * caller's transaction, so a notification exists exactly when the change it reports was committed; its e-mail
 * is queued in the same transaction and composed and sent afterwards by the outbox worker.
 */
export const NOTIFICATION_EMAIL_TOPIC = 'notification_email';
export const NEW_JOB_POST_TOPIC = 'new_job_post_matching';
export const STATUS_EMAIL_TOPIC = 'status_email';
/**
 * Status changes of one application within this many seconds of the first go out as one e-mail with
 * the final status (issue 27 item 5, decision 051): STATUS_EMAIL_WINDOW_SECONDS, set when the app is
 * built (the status events run inside other modules' transactions, without the app's context).
 */
let statusEmailWindowSeconds = 600;
export const setStatusEmailWindow = (seconds: number) => {
  statusEmailWindowSeconds = seconds;
};
export const statusEmailWindow = () => statusEmailWindowSeconds;

export interface NotificationEmailWork {
  notificationId: number;
}
export interface NewJobPostWork {
  jobId: number;
}
export interface StatusEmailWork {
  applicationId: number;
}
export const MESSAGE_EMAIL_TOPIC = 'message_email';
export interface MessageEmailWork {
  applicationId: number;
  userId: number;
}

interface NewNotification {
  userId: number;
  type: NotificationType;
  message: string;
  /** What the message tells, as facts: its e-mail is written from them in the reader's language. */
  params?: NotificationText;
  jobId: number | null;
  jobTitle: string;
  applicationId: number | null;
}

/**
 * Stores one notification and, unless told otherwise, queues its e-mail; answers the new
 * notification's id.
 */
export async function createNotification(
  tx: Executor,
  values: NewNotification,
  { email = true }: { email?: boolean } = {},
): Promise<number> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (email) await queueNotificationEmail(tx, row!.id);
  return row!.id;
}

export async function queueNotificationEmail(tx: Executor, notificationId: number): Promise<void> {
  await enqueueWork(tx, NOTIFICATION_EMAIL_TOPIC, { notificationId } satisfies NotificationEmailWork);
}

const english = notificationTexts('en');

export const jobAtCompany = (jobTitle: string, companyName: string) => jobAt(english, jobTitle, companyName);

/** "Your application for X at Y was shortlisted", with the employer's message after it (issue 28 item 2). */
export const statusChangeMessage = (
  jobTitle: string,
  companyName: string,
  status: ReviewStatus,
  message?: string | undefined,
) => statusChangeText(english, { jobTitle, companyName, status, message });

/** Who applied, when the candidate has given no name at all. */
export const UNNAMED_CANDIDATE = english('unnamedCandidate');

export const newApplicationMessage = (candidateName: string, jobTitle: string) =>
  englishText({ text: 'newApplication', candidateName, jobTitle });

export const newJobPostMessage = (jobTitle: string, companyName: string) =>
  englishText({ text: 'newJobPost', jobTitle, companyName });

/**
 * `status_change`: tells the candidate that the employer changed the review status of their
 * application. Call it inside the transaction that records the change.
 */
export async function notifyApplicationStatus(
  tx: Executor,
  facts: ApplicationFacts & { status: ReviewStatus; automatic?: boolean; message?: string | undefined },
): Promise<number> {
  const params: NotificationText = {
    text: 'statusChange',
    jobTitle: facts.jobTitle,
    companyName: facts.companyName,
    status: facts.status,
    ...(facts.message ? { message: facts.message } : {}),
  };
  const id = await createNotification(
    tx,
    {
      userId: facts.candidateId,
      type: 'status_change',
      message: englishText(params),
      params,
      jobId: facts.jobId,
      jobTitle: facts.jobTitle,
      applicationId: facts.applicationId,
    },
    { email: false },
  );
  await gatherStatusEmail(tx, facts);
  return id;
}

/**
 * Keeps the application's status for its e-mail and, for a change the employer made (not the
 * automatic "reviewed"), opens its e-mail window unless one is open: the e-mail is queued in the
 * outbox, due when the window ends, and then tells the status the application has at that moment (see
 * `sendStatusEmail`). The writer holds the application's row lock, so two changes never both open it.
 */
async function gatherStatusEmail(
  tx: Executor,
  facts: ApplicationFacts & { status: ReviewStatus; automatic?: boolean; message?: string | undefined },
): Promise<void> {
  const kept = {
    candidateId: facts.candidateId,
    jobTitle: facts.jobTitle,
    companyName: facts.companyName,
    latestStatus: facts.status,
    // The e-mail tells the latest decision's own words (issue 28 item 2); the automatic "reviewed" has none.
    ...(facts.automatic ? {} : { message: facts.message ?? null }),
  };
  const [before] = await tx
    .select({ windowOpen: statusEmails.windowOpen })
    .from(statusEmails)
    .where(eq(statusEmails.applicationId, facts.applicationId))
    .for('update');
  const open = !facts.automatic || (before?.windowOpen ?? false);
  await tx
    .insert(statusEmails)
    .values({ applicationId: facts.applicationId, ...kept, windowOpen: open })
    .onConflictDoUpdate({ target: statusEmails.applicationId, set: { ...kept, windowOpen: open } });
  if (facts.automatic || before?.windowOpen) return;
  await enqueueWork(
    tx,
    STATUS_EMAIL_TOPIC,
    { applicationId: facts.applicationId } satisfies StatusEmailWork,
    { delaySeconds: statusEmailWindowSeconds },
  );
}

/** The candidate withdrew the application: no status e-mail follows (issue 27 item 14). */
export async function forgetStatusEmail(tx: Executor, facts: { applicationId: number }): Promise<void> {
  await tx
    .update(statusEmails)
    .set({ withdrawn: true })
    .where(eq(statusEmails.applicationId, facts.applicationId));
}

/**
 * `new_application`: tells the employer that a candidate submitted an application to one of its jobs.
 * Call it inside the transaction that submits the application.
 */
export async function notifyNewApplication(tx: Executor, facts: ApplicationFacts): Promise<number> {
  const params: NotificationText = {
    text: 'newApplication',
    candidateName: facts.candidateName,
    jobTitle: facts.jobTitle,
  };
  return createNotification(tx, {
    userId: facts.employerId,
    type: 'new_application',
    message: englishText(params),
    params,
    jobId: facts.jobId,
    jobTitle: facts.jobTitle,
    applicationId: facts.applicationId,
  });
}

/**
 * `new_job_post`: queues the search for candidates whose preferences match a job just published. The
 * search runs after the publishing transaction commits (see job-post-matching.ts), so publishing stays
 * as fast with a million candidates as with ten.
 */
export async function queueNewJobPostMatching(tx: Executor, { jobId }: { jobId: number }): Promise<void> {
  await enqueueWork(tx, NEW_JOB_POST_TOPIC, { jobId } satisfies NewJobPostWork);
}

/** "Apply soon: the deadline for Data Analyst at Safaricom, a job you saved, is 1 December 2026". */
export const deadlineReminderMessage = (jobTitle: string, companyName: string, dueDay: string) =>
  englishText({ text: 'deadlineReminder', jobTitle, companyName, dueDay });

/**
 * `deadline_reminder` (issue 24 item 6): in the app and by e-mail, once per candidate and job (the unique
 * index of migration 0053), inside the transaction that marked the saved job reminded.
 */
export async function notifyDeadlineNear(
  tx: Executor,
  event: { candidateId: number; jobId: number; jobTitle: string; companyName: string; dueDate: string },
): Promise<void> {
  const params: NotificationText = {
    text: 'deadlineReminder',
    jobTitle: event.jobTitle,
    companyName: event.companyName,
    dueDay: event.dueDate,
  };
  const created = await rows<{ id: number }>(
    tx,
    sql`insert into notifications (user_id, type, message, params, job_id, job_title)
        values (${event.candidateId}, 'deadline_reminder',
          ${englishText(params)}, ${JSON.stringify(params)}::jsonb, ${event.jobId}, ${event.jobTitle})
        on conflict (user_id, job_id) where type = 'deadline_reminder' do nothing
        returning id`,
  );
  for (const { id } of created) await queueNotificationEmail(tx, Number(id));
}

/** "The position Data Analyst at Safaricom has closed: its deadline has passed". */
export const jobClosedMessage = (jobTitle: string, companyName: string, why: JobCloseCause) =>
  englishText({ text: 'jobClosed', jobTitle, companyName, why });

/**
 * `job_closed` (issue 22 item 7): every candidate still waiting on the job (a submitted application, not
 * withdrawn, neither shortlisted nor rejected) is told in the app and by e-mail, inside the transaction
 * that closed the job. One notification per candidate and job (migration 0085's unique index), so a
 * job that expires and is then closed, a retried close or two closes at once tell nobody twice. A
 * candidate's unsent draft is not an application: its holder is not told.
 */
export async function notifyJobClosed(tx: Executor, event: DomainEvents['job.closed']): Promise<number> {
  const params: NotificationText = {
    text: 'jobClosed',
    jobTitle: event.jobTitle,
    companyName: event.companyName,
    why: event.why,
  };
  const created = await rows<{ id: number }>(
    tx,
    sql`insert into notifications (user_id, type, message, params, job_id, job_title, application_id)
        select a.candidate_id, 'job_closed',
          ${englishText(params)}, ${JSON.stringify(params)}::jsonb, a.job_id, ${event.jobTitle}, a.id
        from job_applications a
        where a.job_id = ${event.jobId} and a.submission_status = 'submitted' and a.withdrawn_at is null
          and a.review_status in ('pending', 'reviewed')
        on conflict (user_id, job_id) where type = 'job_closed' do nothing
        returning id`,
  );
  for (const { id } of created) await queueNotificationEmail(tx, Number(id));
  return created.length;
}

/** "Jane Doe sent a message about Data Analyst" (to the employer). */
export const candidateMessageText = (candidateName: string, jobTitle: string) =>
  englishText({ text: 'fromCandidate', candidateName, jobTitle });

/**
 * `new_message` (issue 28 item 4, decision 092): the other side of the application is told at once in the
 * app, one unread notification per thread (a second message before they read it renews the first rather
 * than adding another; the message's words stay in the thread, not in the notification), and the thread's
 * e-mail window opens unless one is open: one e-mail per thread and recipient per window
 * (STATUS_EMAIL_WINDOW_SECONDS, as decision 051), none if they read the messages in the app first. The
 * writer holds the application's row lock, so two messages never both open it.
 */
export async function notifyNewMessage(
  tx: Executor,
  facts: DomainEvents['application.message_sent'],
): Promise<void> {
  const toEmployer = facts.from === 'candidate';
  const userId = toEmployer ? facts.employerId : facts.candidateId;
  const params: NotificationText = toEmployer
    ? { text: 'fromCandidate', candidateName: facts.candidateName, jobTitle: facts.jobTitle }
    : { text: 'fromEmployer', companyName: facts.companyName, jobTitle: facts.jobTitle };
  const message = englishText(params);
  const [renewed] = await tx
    .update(notifications)
    .set({ message, params, createdAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.applicationId, facts.applicationId),
        eq(notifications.type, 'new_message'),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  if (!renewed)
    await createNotification(
      tx,
      {
        userId,
        type: 'new_message',
        message,
        params,
        jobId: facts.jobId,
        jobTitle: facts.jobTitle,
        applicationId: facts.applicationId,
      },
      { email: false },
    );
  const [before] = await tx
    .select({ windowOpen: messageEmails.windowOpen })
    .from(messageEmails)
    .where(and(eq(messageEmails.applicationId, facts.applicationId), eq(messageEmails.userId, userId)))
    .for('update');
  await tx
    .insert(messageEmails)
    .values({ applicationId: facts.applicationId, userId, windowOpen: true, pending: 1 })
    .onConflictDoUpdate({
      target: [messageEmails.applicationId, messageEmails.userId],
      set: { windowOpen: true, pending: sql`${messageEmails.pending} + 1` },
    });
  if (before?.windowOpen) return;
  await enqueueWork(
    tx,
    MESSAGE_EMAIL_TOPIC,
    { applicationId: facts.applicationId, userId } satisfies MessageEmailWork,
    { delaySeconds: statusEmailWindowSeconds },
  );
}

/** The reader saw the messages in the app: their notifications are read and the window's e-mail has nothing to tell. */
export async function messagesRead(
  tx: Executor,
  event: DomainEvents['application.messages_read'],
): Promise<void> {
  await tx
    .update(messageEmails)
    .set({ pending: 0 })
    .where(and(eq(messageEmails.applicationId, event.applicationId), eq(messageEmails.userId, event.userId)));
  await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, event.userId),
        eq(notifications.applicationId, event.applicationId),
        eq(notifications.type, 'new_message'),
        eq(notifications.isRead, false),
      ),
    );
}
