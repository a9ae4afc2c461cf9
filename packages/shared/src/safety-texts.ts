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

/**
 * The badge of an employer whose verification an admin approved (issue 22 item 2): on job cards, the job
 * page, the company page and in the job's JSON-LD. Zod-free, as cards are on the landing page.
 */
export const VERIFIED_EMPLOYER = {
  badge: 'Verified employer',
  /** The badge's longer explanation (its title and the screen reader's description). */
  explanation: 'Kweli Jobs checked this company’s KRA PIN and registration documents.',
} as const;

/**
 * How quickly an employer usually reviews applications (issue 22 item 8): the median time from an
 * application's submission to its first status change, over the first status changes of the last
 * RESPONSE_TIME_WINDOW_DAYS days; shown once there are RESPONSE_TIME_MIN_APPLICATIONS of them.
 */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const RESPONSE_TIME_MIN_APPLICATIONS = 5;
/** At most this many of the newest first responses in the window are counted (a bounded, indexed read). */
export const RESPONSE_TIME_SAMPLE_MAX = 500;

/** Whole days, rounded up, and at least one: "within 1 day" for anything under a day. */
export function responseDays(medianSeconds: number): number {
  return Math.max(1, Math.ceil(medianSeconds / 86_400));
}

export function responseTimeText(days: number): string {
  return days <= 1
    ? 'Usually reviews applications within a day'
    : `Usually reviews applications within ${days} days`;
}
/** Closing a job (issue 22 item 7): the employer's screens and the refusals of the API. */
export const JOB_CLOSE_MESSAGES = {
  closeButton: 'Close job',
  confirmTitle: 'Close this job?',
  confirm:
    'It leaves the board and takes no more applications. Applicants you have not shortlisted or rejected are told that the position has closed. A closed job cannot be opened again.',
  closed: 'The job is closed. Its applicants have been told.',
  closeFailed: 'The job could not be closed. Please try again.',
  closedState: 'Closed: no longer taking applications',
  withdrawnState: 'Withdrawn by our moderators: no longer taking applications',
  draftNotClosable: 'A draft is not on the board: delete it instead of closing it.',
  closedJob: 'This job is closed and cannot be changed.',
  filterLabel: 'Show',
  allFilter: 'All but closed',
} as const;
