import { z } from 'zod';
import { JOB_STATUSES, JOB_TYPES, LOCATION_TYPES, WORKING_PERIODS } from '../enums.ts';
import { JOB_MESSAGES, JOB_SEARCH_TEXT_MAX } from '../job-texts.ts';
import { COUNTY_MESSAGES, isKenyaCounty } from '../lists/kenya-counties.ts';
import { EXPERIENCE_LEVELS, SALARY_CURRENCIES, SALARY_MAX, SALARY_PERIODS } from '../salary.ts';
import { cappedPageOf } from './paging.ts';
import { publicScreeningQuestion } from './screening-questions.ts';

/**
 * Public jobs: the job posting as the public sees it, the search query and its paged answer, saving a
 * job and the apply check (docs/product/foundation.md §2.3, §4, §7, §8; docs/product/employer.md §3;
 * docs/product/candidate.md "Browse-jobs page"; docs/product/rules.md "Jobs and search"). The API validates
 * and answers with these; the web app's cards and pages read the same.
 */
/** A job as the public sees it (docs/product/employer.md §3 "Job posting"), plus its publication time. */
export const publicJob = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  /** A stored file key that anyone may sign with GET /get-signed-media-url/, or null. */
  company_logo: z.string().nullable(),
  industry: z.string(),
  city: z.string(),
  /** Issue 25 item 4: one of KENYA_COUNTIES for a job in Kenya that names it; '' otherwise. */
  county: z.string().optional(),
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
  /** Issue 24: the pay the job names (whole amounts per period, in its currency) and its level. */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.enum(SALARY_CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  /** Issue 22 item 2: an admin verified the employer (the "Verified employer" badge). */
  employer_verified: z.boolean(),
});
export type PublicJob = z.infer<typeof publicJob>;

/**
 * A job in a list (search, similar jobs, a company's jobs): what its card shows (docs/product/foundation.md
 * §2.3: the spec's job "as read" plus logo, county, pay, level, the verified badge and the publication
 * time), not the whole posting: a search answer is read on phones with costly data, and the card's link
 * opens the job's page, which asks for the whole job (docs/decisions/118-a-visitors-bytes.md).
 */
export const jobCard = publicJob
  .pick({
    id: true,
    job_title: true,
    company_name: true,
    company_logo: true,
    city: true,
    county: true,
    country: true,
    location_type: true,
    working_period: true,
    job_type: true,
    due_date: true,
    published_at: true,
    salary_min: true,
    salary_max: true,
    salary_currency: true,
    salary_period: true,
    experience_level: true,
    employer_verified: true,
  })
  .extend({
    /**
     * The description's first DESCRIPTION_PREVIEW_LENGTH characters, its white space flattened as
     * `cutText` does: all the card's share dialog shows of it. Never the whole text.
     */
    description_preview: z.string(),
  });
export type JobCard = z.infer<typeof jobCard>;

/**
 * A job's own page (GET /employer/public/jobs/{id}/) also names its company's page, `/companies/{company_id}`
 * (issue 27 item 13). The company id is the employer account's id, which the company page shows.
 */
export const publicJobDetail = publicJob.extend({
  company_id: z.number().int(),
  /**
   * Issue 22 item 8: how many days the employer usually takes to review an application (the median of
   * its first status changes over the last 90 days, rounded up), or null below five of them.
   */
  employer_response_days: z.number().int().nullable(),
  /** Issue 28: the questions the apply flow asks, without what disqualifies. */
  screening_questions: z.array(publicScreeningQuestion),
});
export type PublicJobDetail = z.infer<typeof publicJobDetail>;

/** GET /jobs/{id}/similar/: a few open jobs like this one (docs/decisions/055-what-the-job-page-tells.md). */
export const similarJobs = z.object({ results: z.array(jobCard) });
export type SimilarJobs = z.infer<typeof similarJobs>;

/** GET /companies/{id}/jobs/: a company's open jobs, newest first (counted to 1,000 like search). */
export const companyJobsPage = cappedPageOf(jobCard);
export type CompanyJobsPage = z.infer<typeof companyJobsPage>;

/**
 * What a job card needs. Every list of jobs (search, saved jobs, recommendations, employer lists) can
 * hand its items to the card as long as they carry these fields.
 */
export type JobCardJob = Pick<
  PublicJob & JobCard,
  'id' | 'job_title' | 'company_name' | 'company_logo' | 'city' | 'country' | 'due_date' | 'job_type'
> &
  Partial<
    Pick<
      PublicJob & JobCard,
      | 'county'
      | 'description'
      | 'description_preview'
      | 'location_type'
      | 'working_period'
      | 'salary_min'
      | 'salary_max'
      | 'salary_currency'
      | 'salary_period'
      | 'experience_level'
      | 'employer_verified'
    >
  >;

/** `salary`: highest monthly pay first, jobs without a salary last (issue 24). */
export const JOB_SORTS = ['relevance', 'date', 'salary'] as const;
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

/**
 * GET /jobs/search/ query (docs/product/foundation.md §7 plus the browse-jobs filters and sort of
 * docs/product/rules.md "Jobs and search").
 */
/** One of the 47 counties of Kenya (issue 25 item 4), by its official name: job and talent search. */
export const countyFilter = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine((c): boolean => isKenyaCounty(c), { error: COUNTY_MESSAGES.unknown })
    .optional(),
);

export const jobSearchQuery = z.object({
  job_title: searchText,
  city: searchText,
  country: searchText,
  county: countyFilter,
  location_type: enumFilter(LOCATION_TYPES),
  working_period: enumFilter(WORKING_PERIODS),
  job_type: enumFilter(JOB_TYPES),
  posted_within: enumFilter(POSTED_WITHIN),
  experience_level: enumFilter(EXPERIENCE_LEVELS),
  /**
   * Jobs whose pay can reach this many Kenya shillings a month (their maximum, or their minimum when they
   * name no maximum, converted: docs/decisions/070-salary-and-experience.md); jobs without a salary are
   * left out once it is set.
   */
  salary_min: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? v.trim().replace(/,/g, '') : v),
    z.coerce
      .number({ error: JOB_MESSAGES.salaryMinInvalid })
      .int({ error: JOB_MESSAGES.salaryMinInvalid })
      .min(0, { error: JOB_MESSAGES.salaryMinInvalid })
      .max(SALARY_MAX, { error: JOB_MESSAGES.salaryMinInvalid })
      .optional(),
  ),
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

/** Job search: very large result sets are not counted to the end (see `cappedPageOf`). */
export const jobSearchPage = cappedPageOf(jobCard);
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

/**
 * GET /candidate/saved-jobs/ids/: the ids of the jobs the candidate saved, newest first (at most
 * SAVED_JOB_IDS_MAX), so every job card and job page can say "Saved" (issue 27 item 4).
 */
export const SAVED_JOB_IDS_MAX = 2000;
export const savedJobIds = z.object({ job_ids: z.array(z.number().int()) });
export type SavedJobIds = z.infer<typeof savedJobIds>;
