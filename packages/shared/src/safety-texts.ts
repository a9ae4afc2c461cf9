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
