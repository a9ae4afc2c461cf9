/**
 * The public job pages' texts, sizes and helpers (docs/product/foundation.md §2.3, §9): kept apart from the
 * zod schemas of schemas/jobs.ts so that a page which shows jobs (the landing page, a job card) does not
 * download zod and every schema with them (docs/decisions/016-web-budgets.md).
 */
export const JOB_MESSAGES = {
  noResults:
    "Sorry, we currently don't have any job listings matching your search criteria. Try adjusting your filters or check back later for new opportunities.",
  deadlinePassed: 'Deadline Passed',
  expired: 'This job posting has expired and is no longer accepting applications.',
  alreadySubmitted:
    'You have already submitted an application for this job. View your applications to check its status.',
  draftExists: 'You already have a draft application for this job. Would you like to continue editing it?',
  checkFailed: 'There was an error checking your applications. Please try again.',
  copied: 'Copied!',
  searchFailed: 'Failed to load jobs. Please try again.',
  jobNotFound: 'This job could not be found. It may have been removed.',
  // Issue 20: a job its employer deleted while it had applicants.
  noLongerAvailableTitle: 'Job no longer available',
  noLongerAvailable: 'This job is no longer available. It is not taking applications.',
  jobLoadFailed: 'Failed to load the job. Please try again.',
  textTooLong: 'Enter at most 200 characters.',
  pageInvalid: 'Enter a page number of 1 or more.',
  salaryMinInvalid: 'Enter a monthly salary in Kenya shillings as a whole number up to 1,000,000,000.',
  jobIdRequired: 'Choose a job to save.',
  jobIdInvalid: 'Enter a valid job id.',
} as const;

/** Share texts cut the description (docs/product/foundation.md §9). */
export const SHARE_PREVIEW_LENGTH = 120;
export const SHARE_TEXT_LENGTH = 100;
/**
 * Size of the building icon a job card shows when the company has no logo (docs/product/foundation.md §9).
 */
export const JOB_CARD_LOGO_SIZE = 80;
/** The landing page's result list height and the point of the scroll that loads the next page (§9). */
export const LANDING_RESULTS_HEIGHT = 600;
export const SEARCH_SCROLL_TRIGGER = 0.8;
export const JOB_SEARCH_TEXT_MAX = 200;

/** The public address of a job, the one every share uses. */
export const publicJobPath = (id: number | string) => `/public/jobs/${id}/details`;

/** Cuts a text for a preview or a shared message, marking the cut with an ellipsis. */
export function cutText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}...` : flat;
}

/** A job is expired once its due date is before today (Nairobi time); no due date never expires. */
export const isJobExpired = (dueDate: string | null | undefined, today: string): boolean =>
  Boolean(dueDate && dueDate < today);
