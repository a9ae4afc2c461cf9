import { JOB_REVIEW_MESSAGES, type JobDecision } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import type { AdminAccount } from '../auth/index.ts';
import { decideHeldJob } from '../jobs/index.ts';
import { createNotification } from '../notifications/index.ts';
import { recordDecision } from './audit.ts';
import { resolveReports } from './reports.ts';

/**
 * POST /admin/jobs/{id}/decide/ (issue 22 item 3): the decision, its audit entry and the employer's
 * notification (in the app and, through the outbox, by e-mail) in one transaction.
 */
export async function decideJob(
  db: Db,
  admin: AdminAccount,
  jobId: number,
  decision: JobDecision,
  reason: string,
): Promise<{ id: number; status: 'published' | 'removed' }> {
  const status = await db.transaction(async (tx) => {
    const job = await decideHeldJob(tx, jobId, decision, reason);
    await resolveReports(tx, jobId);
    await recordDecision(tx, admin, {
      action: decision === 'approve' ? 'job.approve' : 'job.remove',
      subjectType: 'job',
      subjectId: jobId,
      reason,
    });
    await createNotification(tx, {
      userId: job.employerId,
      type: 'moderation',
      message:
        decision === 'approve'
          ? JOB_REVIEW_MESSAGES.approvedNotification(job.jobTitle)
          : JOB_REVIEW_MESSAGES.removedNotification(job.jobTitle, reason),
      // The same words as facts, for the e-mail in the employer's language.
      params:
        decision === 'approve'
          ? { text: 'jobApproved', jobTitle: job.jobTitle }
          : { text: 'jobRemoved', jobTitle: job.jobTitle, reason },
      jobId,
      jobTitle: job.jobTitle,
      applicationId: null,
    });
    return job.status;
  });
  madeStale(db, PUBLIC_JOBS);
  return { id: jobId, status };
}
