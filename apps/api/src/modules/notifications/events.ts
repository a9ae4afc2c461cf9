import { label, type NotificationType, type ReviewStatus } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { enqueueWork } from '../../platform/outbox.ts';
import { notifications, statusEmails } from './schema.ts';

/**
 * The events that notify someone (DECISIONS "Notifications"). Each function runs inside the caller's
 * transaction, so a notification exists exactly when the change it reports was committed; its e-mail is
 * queued in the same transaction and composed and sent afterwards by the outbox worker.
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

interface NewNotification {
  userId: number;
  type: NotificationType;
  message: string;
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

/** How a review status reads after "Your application for X at Y …". */
const STATUS_PHRASES: Record<ReviewStatus, string> = {
  pending: 'is pending review',
  reviewed: 'was reviewed',
  shortlisted: 'was shortlisted',
  rejected: 'was not successful',
};

export const jobAtCompany = (jobTitle: string, companyName: string) =>
  companyName ? `${jobTitle} at ${companyName}` : jobTitle;

export const statusChangeMessage = (jobTitle: string, companyName: string, status: ReviewStatus) =>
  `Your application for ${jobAtCompany(jobTitle, companyName)} ${STATUS_PHRASES[status] ?? `is now ${label(status)}`}`;

export const newApplicationMessage = (candidateName: string, jobTitle: string) =>
  `${candidateName} applied for ${jobTitle}`;

export const newJobPostMessage = (jobTitle: string, companyName: string) =>
  `New job matching your preferences: ${jobAtCompany(jobTitle, companyName)}`;

interface ApplicationFacts {
  candidate_id: number;
  employer_id: number;
  job_id: number;
  job_title: string;
  company_name: string;
  candidate_name: string;
}

async function applicationFacts(tx: Executor, applicationId: number): Promise<ApplicationFacts> {
  const [facts] = await rows<ApplicationFacts>(
    tx,
    sql`select a.candidate_id, j.employer_id, j.id as job_id, j.job_title, j.company_name,
          coalesce(nullif(trim(cp.full_name), ''), nullif(trim(concat_ws(' ', cp.first_name, cp.last_name)), ''),
            'A candidate') as candidate_name
        from applications a
        join jobs j on j.id = a.job_id
        left join candidate_profiles cp on cp.user_id = a.candidate_id
        where a.id = ${applicationId}`,
  );
  if (!facts) throw new Error(`application ${applicationId} not found for its notification`);
  return facts;
}

/**
 * `status_change`: tells the candidate that the employer changed the review status of their
 * application. Call it inside the transaction that records the change.
 */
export async function notifyApplicationStatus(
  tx: Executor,
  {
    applicationId,
    status,
    automatic = false,
  }: {
    applicationId: number;
    status: ReviewStatus;
    /** The "reviewed" set by opening the application: shown in the app, never e-mailed. */
    automatic?: boolean;
  },
): Promise<number> {
  const facts = await applicationFacts(tx, applicationId);
  const id = await createNotification(
    tx,
    {
      userId: facts.candidate_id,
      type: 'status_change',
      message: statusChangeMessage(facts.job_title, facts.company_name, status),
      jobId: facts.job_id,
      jobTitle: facts.job_title,
      applicationId,
    },
    { email: false },
  );
  if (!automatic) await gatherStatusEmail(tx, applicationId);
  return id;
}

/**
 * Opens the application's e-mail window unless one is open: its e-mail is queued in the outbox, due
 * when the window ends, and then tells the status the application has at that moment (see
 * `sendStatusEmail`). The caller holds the application's row lock, so two changes never both open it.
 */
async function gatherStatusEmail(tx: Executor, applicationId: number): Promise<void> {
  const opened = await tx
    .insert(statusEmails)
    .values({ applicationId, windowOpen: true })
    .onConflictDoUpdate({
      target: statusEmails.applicationId,
      set: { windowOpen: true },
      setWhere: eq(statusEmails.windowOpen, false),
    })
    .returning({ applicationId: statusEmails.applicationId });
  if (opened.length === 0) return;
  await enqueueWork(tx, STATUS_EMAIL_TOPIC, { applicationId } satisfies StatusEmailWork, {
    delaySeconds: statusEmailWindowSeconds,
  });
}

/**
 * `new_application`: tells the employer that a candidate submitted an application to one of its jobs.
 * Call it inside the transaction that submits the application.
 */
export async function notifyNewApplication(
  tx: Executor,
  { applicationId }: { applicationId: number },
): Promise<number> {
  const facts = await applicationFacts(tx, applicationId);
  return createNotification(tx, {
    userId: facts.employer_id,
    type: 'new_application',
    message: newApplicationMessage(facts.candidate_name, facts.job_title),
    jobId: facts.job_id,
    jobTitle: facts.job_title,
    applicationId,
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
