import { label, type NotificationType, type ReviewStatus } from '@kweli/shared';
import type { Executor } from '../../db/connect.ts';
import type { ApplicationFacts } from '../../platform/events.ts';
import { enqueueWork } from '../../platform/outbox.ts';
import { notifications } from './schema.ts';

/**
 * The events that notify someone (docs/product/rules.md "Notifications"). Each function runs inside the
 * caller's transaction, so a notification exists exactly when the change it reports was committed; its e-mail
 * is queued in the same transaction and composed and sent afterwards by the outbox worker.
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

/** Who applied, when the candidate has given no name at all. */
export const UNNAMED_CANDIDATE = 'A candidate';

export const newApplicationMessage = (candidateName: string, jobTitle: string) =>
  `${candidateName} applied for ${jobTitle}`;

export const newJobPostMessage = (jobTitle: string, companyName: string) =>
  `New job matching your preferences: ${jobAtCompany(jobTitle, companyName)}`;

/**
 * `status_change`: tells the candidate that the employer changed the review status of their
 * application. Call it inside the transaction that records the change.
 */
export async function notifyApplicationStatus(
  tx: Executor,
  facts: ApplicationFacts & { status: ReviewStatus },
): Promise<number> {
  return createNotification(tx, {
    userId: facts.candidateId,
    type: 'status_change',
    message: statusChangeMessage(facts.jobTitle, facts.companyName, facts.status),
    jobId: facts.jobId,
    jobTitle: facts.jobTitle,
    applicationId: facts.applicationId,
  });
}

/**
 * `new_application`: tells the employer that a candidate submitted an application to one of its jobs.
 * Call it inside the transaction that submits the application.
 */
export async function notifyNewApplication(tx: Executor, facts: ApplicationFacts): Promise<number> {
  return createNotification(tx, {
    userId: facts.employerId,
    type: 'new_application',
    message: newApplicationMessage(facts.candidateName || UNNAMED_CANDIDATE, facts.jobTitle),
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
