import { type EmployerJob, JOB_CLOSE_MESSAGES, JOB_REVIEW_MESSAGES } from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';

/** Where a job is, as the employer's table and job page show it. */
export const jobLocation = (job: Pick<EmployerJob, 'city' | 'country'>) =>
  [job.city, job.country].filter(Boolean).join(', ') || '-';

/**
 * Why a job is off the board (issue 22 item 3): held for review, with each screening reason, or removed
 * by the moderators, with theirs. Nothing for any other job.
 */
export function JobReviewNotice({
  job,
  compact = false,
}: {
  job: Pick<EmployerJob, 'status' | 'review_reasons' | 'moderation_reason'> &
    Partial<Pick<EmployerJob, 'close_reason'>>;
  compact?: boolean;
}) {
  if (job.status === 'in_review') {
    return (
      <div className={compact ? 'job-review-notice compact' : 'alert job-review-notice'} role="note">
        {compact ? null : <p className="job-review-title">{messageText(JOB_REVIEW_MESSAGES.heldTitle)}</p>}
        <p>{messageText(JOB_REVIEW_MESSAGES.held)}</p>
        <ul>
          {job.review_reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (job.status === 'removed' && job.moderation_reason) {
    return (
      <div
        className={compact ? 'job-review-notice compact' : 'alert alert-error job-review-notice'}
        role="note"
      >
        <p>{messageText(JOB_REVIEW_MESSAGES.removedReason(job.moderation_reason))}</p>
      </div>
    );
  }
  if (job.status === 'closed') {
    return (
      <div className={compact ? 'job-review-notice compact' : 'alert job-review-notice'} role="note">
        <p>
          {job.close_reason === 'withdrawn'
            ? messageText(JOB_CLOSE_MESSAGES.withdrawnState)
            : messageText(JOB_CLOSE_MESSAGES.closedState)}
        </p>
      </div>
    );
  }
  return null;
}
