/**
 * Texts of trust and safety that job pages and the employer's screens show (issue 22, docs/product/rules.md
 * "Trust and safety"), kept apart from the zod schemas so that a job page does not download them.
 */

/** The safety notice on every job page and in the apply flow (issue 22 item 5). */
export const SAFETY_NOTICE = {
  title: 'Stay safe',
  /** The button that opens the report dialog (issue 22 item 4). */
  reportButton: 'Report this job',
  text: 'Employers on Kweli Jobs never ask for money to apply: no registration, medical, training or interview fees. If anyone asks you to pay, do not pay, and report the job.',
} as const;

/** What the employer is told about a job held by screening, and of an admin's decision on it. */
export const JOB_REVIEW_MESSAGES = {
  heldTitle: 'Your job is in review',
  held: 'It is not public yet: our moderators will look at it soon. We held it because:',
  removedJob: 'This job was removed by our moderators and cannot be changed.',
  removedReason: (reason: string) => `Removed by our moderators: ${reason}`,
  approvedNotification: (jobTitle: string) =>
    `Your job ${jobTitle} was approved by our moderators and is now published`,
  removedNotification: (jobTitle: string, reason: string) =>
    `Your job ${jobTitle} was removed by our moderators: ${reason.replace(/[.\s]+$/, '')}`,
} as const;
