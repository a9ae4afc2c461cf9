import { label, type NotificationType, type ReviewStatus } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { enqueueWork } from '../../platform/outbox.ts';
import { notifications } from './schema.ts';

/**
 * The events that notify someone (DECISIONS "Notifications"). Each function runs inside the caller's
 * transaction, so a notification exists exactly when the change it reports was committed; its e-mail is
 * queued in the same transaction and composed and sent afterwards by the outbox worker.
 */
export const NOTIFICATION_EMAIL_TOPIC = 'notification_email';
export const NEW_JOB_POST_TOPIC = 'new_job_post_matching';

export interface NotificationEmailWork {
  notificationId: number;
}
export interface NewJobPostWork {
  jobId: number;
}

interface NewNotification {
  userId: number;
  type: NotificationType;
  message: string;
  jobId: number | null;
  jobTitle: string;
  applicationId: number | null;
}

/** Stores one notification and queues its e-mail; answers the new notification's id. */
export async function createNotification(tx: Executor, values: NewNotification): Promise<number> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  await queueNotificationEmail(tx, row!.id);
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
  { applicationId, status }: { applicationId: number; status: ReviewStatus },
): Promise<number> {
  const facts = await applicationFacts(tx, applicationId);
  return createNotification(tx, {
    userId: facts.candidate_id,
    type: 'status_change',
    message: statusChangeMessage(facts.job_title, facts.company_name, status),
    jobId: facts.job_id,
    jobTitle: facts.job_title,
    applicationId,
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
