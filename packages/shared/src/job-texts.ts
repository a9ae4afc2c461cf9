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

/**
 * Cuts a text for a preview or a shared message, marking the cut with an ellipsis. It counts characters
 * (code points) as PostgreSQL's `left()` does for the card's `description_preview`, not UTF-16 units: an
 * emoji is one character to both, so a cut of the preview is the cut of the whole, and a cut never
 * splits an emoji into half a surrogate pair (which `encodeURIComponent` refuses in a share link).
 */
export function cutText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A UTF-16 length within the limit holds at most as many characters: nothing to count then.
  if (flat.length <= length) return flat;
  const characters = Array.from(flat);
  return characters.length > length ? `${characters.slice(0, length).join('').trimEnd()}...` : flat;
}

/**
 * How much of a job's description a job card carries (`description_preview`): the share dialog's
 * preview and shared text are `cutText` of it at 120 and 100, exactly as of the whole description,
 * since one character more than the preview says whether it was cut. Characters are code points on both
 * sides (`left()` in SQL, `cutText` here).
 */
export const DESCRIPTION_PREVIEW_LENGTH = SHARE_PREVIEW_LENGTH + 1;

/** A job is expired once its due date is before today (Nairobi time); no due date never expires. */
export const isJobExpired = (dueDate: string | null | undefined, today: string): boolean =>
  Boolean(dueDate && dueDate < today);

/** The public address of a company's page (issue 27 item 13): its profile and open jobs. */
export const companyPath = (id: number | string) => `/companies/${id}`;

/** The company page's texts (docs/product/candidate.md "Company page"). */
export const COMPANY_MESSAGES = {
  notFoundTitle: 'Company not found',
  notFound: 'This company could not be found. Its page may have been closed.',
  loadFailed: 'Failed to load the company. Please try again.',
  noOpenJobs: 'This company has no open jobs right now.',
  openJobs: 'Open jobs',
  similarJobs: 'Similar jobs',
} as const;

/**
 * Fewer submitted applications than this are not counted out on the job page: "1 applicant" reads as
 * a job nobody wants, so the page invites instead (docs/decisions/055-what-the-job-page-tells.md).
 */
export const APPLICANTS_SHOWN_FROM = 5;
export const FEW_APPLICANTS_TEXT = 'Be among the first to apply';

/**
 * How many applied, as the job page says it: "12 applicants" from APPLICANTS_SHOWN_FROM on; under it the
 * invitation while the job takes applications, nothing once it is expired.
 */
export function applicantsText(count: number, expired: boolean): string | null {
  if (count >= APPLICANTS_SHOWN_FROM) return `${count.toLocaleString('en-US')} applicants`;
  return expired ? null : FEW_APPLICANTS_TEXT;
}

const DAY_MS = 86_400_000;

/**
 * "Posted today", "Posted yesterday", "Posted 3 days ago", "Posted 2 weeks ago", "Posted 4 months ago",
 * "Posted 2 years ago": whole calendar days in Nairobi time between the publication and `now`, so a job
 * published last night is "yesterday" in the morning (docs/decisions/055-what-the-job-page-tells.md).
 */
export function postedAgo(publishedAt: string | null | undefined, now: Date = new Date()): string | null {
  const age = postedAge(publishedAt, now);
  if (!age) return null;
  if (age.unit === 'today') return 'Posted today';
  if (age.unit === 'yesterday') return 'Posted yesterday';
  return `Posted ${age.count} ${age.unit}${age.count === 1 ? '' : 's'} ago`;
}

/** How long ago a job was published, as `postedAgo` words it: the web app says it in the reader's language. */
export type PostedAge =
  | { unit: 'today' | 'yesterday'; count: 0 | 1 }
  | { unit: 'day' | 'week' | 'month' | 'year'; count: number };

export function postedAge(publishedAt: string | null | undefined, now: Date = new Date()): PostedAge | null {
  if (!publishedAt) return null;
  const published = new Date(publishedAt);
  if (Number.isNaN(published.getTime())) return null;
  const day = (d: Date) => Date.parse(`${nairobiDay(d)}T00:00:00Z`);
  const days = Math.max(0, Math.round((day(now) - day(published)) / DAY_MS));
  if (days === 0) return { unit: 'today', count: 0 };
  if (days === 1) return { unit: 'yesterday', count: 1 };
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.floor(days / 30) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

/** The calendar day of an instant in Nairobi (UTC+3 all year: no daylight saving). */
const nairobiDay = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
