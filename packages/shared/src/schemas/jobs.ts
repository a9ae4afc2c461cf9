import { z } from 'zod';
import { JOB_STATUSES, JOB_TYPES, LOCATION_TYPES, WORKING_PERIODS } from '../enums.ts';

/**
 * Public jobs: the job posting as the public sees it, the search query and its paged answer, saving a
 * job and the apply check (spec 01 §2.3, §4, §7, §8; 02 §3; 03 "Browse-jobs page"; DECISIONS "Jobs and
 * search"). The API validates and answers with these; the web app's cards and pages read the same.
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
  jobLoadFailed: 'Failed to load the job. Please try again.',
  textTooLong: 'Enter at most 200 characters.',
  pageInvalid: 'Enter a page number of 1 or more.',
  jobIdRequired: 'Choose a job to save.',
  jobIdInvalid: 'Enter a valid job id.',
} as const;

/** Share texts cut the description (spec 01 §9). */
export const SHARE_PREVIEW_LENGTH = 120;
export const SHARE_TEXT_LENGTH = 100;
/** Size of the building icon a job card shows when the company has no logo (spec 01 §9). */
export const JOB_CARD_LOGO_SIZE = 80;
/** The landing page's result list height and the point of the scroll that loads the next page (§9). */
export const LANDING_RESULTS_HEIGHT = 600;
export const SEARCH_SCROLL_TRIGGER = 0.8;
export const JOB_SEARCH_TEXT_MAX = 200;

/** The public address of a job, the one every share uses. */
export const publicJobPath = (id: number | string) => `/public/jobs/${id}/details`;

/** A job as the public sees it (02 §3 "Job posting"), plus its publication time. */
export const publicJob = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  /** A stored file key that anyone may sign with GET /get-signed-media-url/, or null. */
  company_logo: z.string().nullable(),
  industry: z.string(),
  city: z.string(),
  country: z.string(),
  location_type: z.enum(LOCATION_TYPES).nullable(),
  working_period: z.enum(WORKING_PERIODS).nullable(),
  job_type: z.enum(JOB_TYPES).nullable(),
  due_date: z.string().nullable(),
  description: z.string(),
  requirements: z.string(),
  application_details: z.string(),
  benefits: z.string(),
  status: z.enum(JOB_STATUSES),
  applicants_count: z.number().int(),
  published_at: z.string().nullable(),
});
export type PublicJob = z.infer<typeof publicJob>;

/**
 * What a job card needs. Every list of jobs (search, saved jobs, recommendations, employer lists) can
 * hand its items to the card as long as they carry these fields.
 */
export type JobCardJob = Pick<
  PublicJob,
  'id' | 'job_title' | 'company_name' | 'company_logo' | 'city' | 'country' | 'due_date' | 'job_type'
> &
  Partial<Pick<PublicJob, 'description' | 'location_type' | 'working_period'>>;

export const JOB_SORTS = ['relevance', 'date'] as const;
export const POSTED_WITHIN = ['day', 'week', 'month'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const searchText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(JOB_SEARCH_TEXT_MAX, { error: JOB_MESSAGES.textTooLong }).optional(),
);
/** Enum filters take either case ("FULL-TIME" or "full-time"), as the job form sends job types. */
const enumFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(values).optional(),
  );

/** GET /jobs/search/ query (01 §7 plus the browse-jobs filters and sort of DECISIONS). */
export const jobSearchQuery = z.object({
  job_title: searchText,
  city: searchText,
  country: searchText,
  location_type: enumFilter(LOCATION_TYPES),
  working_period: enumFilter(WORKING_PERIODS),
  job_type: enumFilter(JOB_TYPES),
  posted_within: enumFilter(POSTED_WITHIN),
  sort: enumFilter(JOB_SORTS),
  include_expired: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : ['1', 'true'].includes(String(v).toLowerCase())),
    z.boolean().optional(),
  ),
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : v),
    z.coerce
      .number({ error: JOB_MESSAGES.pageInvalid })
      .int({ error: JOB_MESSAGES.pageInvalid })
      .min(1, { error: JOB_MESSAGES.pageInvalid })
      .max(10_000, { error: JOB_MESSAGES.pageInvalid }),
  ),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuery>;

export const jobSearchPage = z.object({
  /** Exact up to 1,000 matches (or to the end of the page asked for); see count_capped. */
  count: z.number().int(),
  /** True when there are more matches than `count`: very large result sets are not counted to the end. */
  count_capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(publicJob),
});
export type JobSearchPage = z.infer<typeof jobSearchPage>;

/** POST /candidate/saved-jobs/ */
export const saveJobPayload = z.object({
  job_id: z.coerce
    .number({ error: JOB_MESSAGES.jobIdRequired })
    .int({ error: JOB_MESSAGES.jobIdInvalid })
    .positive({ error: JOB_MESSAGES.jobIdInvalid })
    .max(2_147_483_647, { error: JOB_MESSAGES.jobIdInvalid }),
});
export const savedJobAnswer = z.object({ job_id: z.number().int(), saved_at: z.string() });
export type SavedJobAnswer = z.infer<typeof savedJobAnswer>;

/** GET /applications/?job=id: the caller's own applications, as far as the apply check needs. */
export const applicationCheckItem = z.object({
  id: z.number().int(),
  job: z.number().int(),
  submission_status: z.enum(['draft', 'submitted']),
});
export type ApplicationCheckItem = z.infer<typeof applicationCheckItem>;

/** Cuts a text for a preview or a shared message, marking the cut with an ellipsis. */
export function cutText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}...` : flat;
}

/** A job is expired once its due date is before today (Nairobi time); no due date never expires. */
export const isJobExpired = (dueDate: string | null | undefined, today: string): boolean =>
  Boolean(dueDate && dueDate < today);
