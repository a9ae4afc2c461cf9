import { z } from 'zod';
import { EMPLOYER_JOB_STATUSES, JOB_STATUSES, JOB_TYPES, LOCATION_TYPES, WORKING_PERIODS } from '../enums.ts';
import { todayInNairobi } from '../limits.ts';
import { COUNTRIES } from '../lists/countries.ts';
import { INDUSTRIES } from '../lists/industries.ts';
import { COUNTY_MESSAGES, isKenyaCounty, KENYA } from '../lists/kenya-counties.ts';
import {
  DEFAULT_SALARY_CURRENCY,
  EXPERIENCE_LEVELS,
  groupDigits,
  SALARY_CURRENCIES,
  SALARY_MAX,
  SALARY_PERIODS,
} from '../salary.ts';
import { publicJob } from './jobs.ts';
import { cappedPageOf } from './paging.ts';
import { screeningQuestion, screeningQuestionsInput } from './screening-questions.ts';

/**
 * Job posting by employers (docs/product/employer.md §2 job form, drafts, dashboard, job details; §4; §5;
 * §8): the texts, the payload with its rules, and the shapes the API answers. The form, the API and its tests
 * use these; a text appears nowhere else.
 */
export const JOB_POSTING_MESSAGES = {
  titleRequired: 'Job title is required',
  locationTypeRequired: 'Location type is required',
  workingPeriodRequired: 'Working period is required',
  jobTypeRequired: 'Job type is required',
  descriptionRequired: 'Job description is required',
  industryRequired: 'Industry is required',
  fillRequired: 'Please fill in all required fields before publishing.',
  correctBelow: 'Please correct the errors below.',
  dueDatePast: 'Due date cannot be earlier than today.',
  dueDateFormat: 'Enter the due date as yyyy-MM-dd.',
  industryUnknown: 'Choose an industry from the list.',
  countryUnknown: 'Choose a country from the list.',
  tooLong: (max: number) => `Enter at most ${max} characters.`,
  // Issue 24: salary and experience level.
  salaryWhole: 'Enter the salary as a whole number.',
  salaryTooLarge: `Enter an amount of at most ${groupDigits(SALARY_MAX)}.`,
  salaryRange: 'The maximum salary cannot be less than the minimum.',
  salaryPeriodRequired: 'Choose how often the salary is paid.',
  currencyUnknown: 'Choose a currency from the list.',
  experienceUnknown: 'Choose entry, mid or senior level.',
  periodUnknown: 'Choose hour, day, month or year.',
  loadFailed: 'Failed to load job data. Please try again.',
  draftFailed: 'Failed to save draft. Please try again.',
  publishFailed: 'Failed to publish job. Please try again.',
  draftSaved: 'Job saved as draft successfully!',
  published: 'Job published successfully!',
  draftsFailed: 'Failed to fetch drafts. Please try again later.',
  draftDeleteFailed: 'Failed to delete draft. Please try again.',
  noDrafts: "You haven't saved any drafts yet.",
  cannotUndo: 'This action cannot be undone.',
  jobsFailed: 'Failed to fetch jobs. Please try again later.',
  jobDeleteFailed: 'Failed to delete job. Please try again later.',
  detailsFailed: 'Failed to load job details. Please try again later.',
  noJobs: "You haven't posted any jobs yet",
  titleView: 'Job Details',
  titleEdit: 'Edit Job Posting',
  titleCreate: 'Create New Job Posting',
} as const;

/**
 * The drafts page's confirmation, as docs/product/employer.md §2 writes it:
 * "Are you sure you want to delete the draft \"{title}\"?"
 * with the warning "This action cannot be undone." (`cannotUndo`).
 */
export const deleteDraftQuestion = (title: string) => `Are you sure you want to delete the draft "${title}"?`;

export const JOB_TITLE_MAX = 200;
export const JOB_TEXT_MAX = 20_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** '' and null both mean "not chosen". */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => blankToNull(lower(v)), z.enum(values).nullable());

const longText = z
  .string()
  .max(JOB_TEXT_MAX, { error: JOB_POSTING_MESSAGES.tooLong(JOB_TEXT_MAX) })
  .default('');

/** Collapses runs of spaces and strips control characters: the title's cleaning step. */
export const cleanJobTitle = (title: string): string =>
  title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A salary amount as typed or sent: a whole number, or a text of digits ("80,000" and "80 000" too).
 * Anything else stays as it is, for the rule to refuse.
 */
export function salaryAmount(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const digits = value.trim().replace(/[,\s]/g, '');
    if (digits === '') return null;
    return /^\d{1,12}$/.test(digits) ? Number(digits) : value;
  }
  return value;
}

/**
 * The salary rules of a save (issue 24): each amount a whole number from 0 to SALARY_MAX, the minimum not
 * above the maximum, and a pay period once an amount is given. On the form's texts and the API's numbers.
 */
export function salaryFieldErrors(job: {
  salary_min?: unknown;
  salary_max?: unknown;
  salary_period?: unknown;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const amounts: Record<string, number | null> = {};
  for (const field of ['salary_min', 'salary_max'] as const) {
    const amount = salaryAmount(job[field]);
    amounts[field] = null;
    if (amount === null) continue;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
      errors[field] = JOB_POSTING_MESSAGES.salaryWhole;
    else if (amount > SALARY_MAX) errors[field] = JOB_POSTING_MESSAGES.salaryTooLarge;
    else amounts[field] = amount;
  }
  const { salary_min: min, salary_max: max } = amounts;
  if (min != null && max != null && min > max) errors.salary_max = JOB_POSTING_MESSAGES.salaryRange;
  if ((min != null || max != null) && !job.salary_period)
    errors.salary_period = JOB_POSTING_MESSAGES.salaryPeriodRequired;
  return errors;
}

const salaryField = z.preprocess(
  salaryAmount,
  z
    .number({ error: JOB_POSTING_MESSAGES.salaryWhole })
    .int({ error: JOB_POSTING_MESSAGES.salaryWhole })
    .min(0, { error: JOB_POSTING_MESSAGES.salaryWhole })
    .max(SALARY_MAX, { error: JOB_POSTING_MESSAGES.salaryTooLarge })
    .nullable()
    .default(null),
);

export interface PublishFields {
  job_title?: string | null;
  location_type?: string | null;
  working_period?: string | null;
  job_type?: string | null;
  description?: string | null;
  industry?: string | null;
}

/**
 * The fields Publish requires (docs/product/employer.md §5), with each one's message, in the form's order.
 */
export function publishFieldErrors(job: PublishFields): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (v: string | null | undefined) => !v?.trim();
  if (blank(job.job_title)) errors.job_title = JOB_POSTING_MESSAGES.titleRequired;
  if (blank(job.location_type)) errors.location_type = JOB_POSTING_MESSAGES.locationTypeRequired;
  if (blank(job.working_period)) errors.working_period = JOB_POSTING_MESSAGES.workingPeriodRequired;
  if (blank(job.job_type)) errors.job_type = JOB_POSTING_MESSAGES.jobTypeRequired;
  if (blank(job.description)) errors.description = JOB_POSTING_MESSAGES.descriptionRequired;
  if (blank(job.industry)) errors.industry = JOB_POSTING_MESSAGES.industryRequired;
  return errors;
}

/** A due date before today (Nairobi) is refused; null means no deadline. */
export const isDueDateInPast = (dueDate: string | null | undefined, today = todayInNairobi()): boolean =>
  !!dueDate && dueDate < today;

/**
 * POST /employer/jobs/ and PUT /employer/jobs/{id}/: the format of each field. job_type is accepted in
 * upper case (the form sends it so) and stored lower-case. What a save requires (a title for a draft,
 * the six fields of `publishFieldErrors` for Publish) and whether the due date is in the past are
 * checked by the service, all at once, so a refused Publish names every missing field; the service
 * knows the stored due date too (an expired job can be edited without moving its date).
 */
export const jobPostingPayload = z.object({
  job_title: z
    .string()
    .default('')
    .transform(cleanJobTitle)
    .pipe(z.string().max(JOB_TITLE_MAX, { error: JOB_POSTING_MESSAGES.tooLong(JOB_TITLE_MAX) })),
  city: z
    .string()
    .trim()
    .max(100, { error: JOB_POSTING_MESSAGES.tooLong(100) })
    .default(''),
  country: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || COUNTRIES.includes(v), { error: JOB_POSTING_MESSAGES.countryUnknown }),
  /** Issue 25 item 4: for a job in Kenya, one of the 47 counties (the service refuses one elsewhere). */
  county: z
    .string()
    .trim()
    .default('')
    .refine((v): boolean => v === '' || isKenyaCounty(v), { error: COUNTY_MESSAGES.unknown }),
  location_type: choice(LOCATION_TYPES).default(null),
  working_period: choice(WORKING_PERIODS).default(null),
  job_type: choice(JOB_TYPES).default(null),
  due_date: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(DATE, { error: JOB_POSTING_MESSAGES.dueDateFormat })
      .refine(isRealDate, { error: JOB_POSTING_MESSAGES.dueDateFormat })
      .nullable()
      .default(null),
  ),
  description: longText,
  requirements: longText,
  application_details: longText,
  benefits: longText,
  industry: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (INDUSTRIES as readonly string[]).includes(v), {
      error: JOB_POSTING_MESSAGES.industryUnknown,
    }),
  status: z.preprocess(lower, z.enum(JOB_STATUSES)).default('draft'),
  salary_min: salaryField,
  salary_max: salaryField,
  salary_currency: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : DEFAULT_SALARY_CURRENCY),
      z.enum(SALARY_CURRENCIES, { error: JOB_POSTING_MESSAGES.currencyUnknown }),
    )
    .default(DEFAULT_SALARY_CURRENCY),
  salary_period: z.preprocess(
    (v) => blankToNull(lower(v)),
    z.enum(SALARY_PERIODS, { error: JOB_POSTING_MESSAGES.periodUnknown }).nullable().default(null),
  ),
  experience_level: z.preprocess(
    (v) => blankToNull(lower(v)),
    z.enum(EXPERIENCE_LEVELS, { error: JOB_POSTING_MESSAGES.experienceUnknown }).nullable().default(null),
  ),
  /** Issue 28: up to 10 questions; the server gives a new one its id and keeps the ids it gave. */
  screening_questions: screeningQuestionsInput,
});

/** The rules of a save beyond the format: the required fields of its status and the due date. */
export function jobSaveErrors(
  job: PublishFields & {
    status: string;
    due_date: string | null;
    salary_min?: unknown;
    salary_max?: unknown;
    salary_period?: unknown;
    county?: string | null;
    country?: string | null;
  },
  options: { today?: string; keptDueDate?: string | null } = {},
): Record<string, string> {
  const errors: Record<string, string> = {
    ...(job.status === 'published'
      ? publishFieldErrors(job)
      : job.job_title?.trim()
        ? {}
        : { job_title: JOB_POSTING_MESSAGES.titleRequired }),
    ...salaryFieldErrors(job),
  };
  if (job.county && job.country !== KENYA) errors.county = COUNTY_MESSAGES.onlyKenya;
  if (job.due_date !== options.keptDueDate && isDueDateInPast(job.due_date, options.today)) {
    errors.due_date = JOB_POSTING_MESSAGES.dueDatePast;
  }
  return errors;
}
export type JobPostingPayload = z.input<typeof jobPostingPayload>;
export type JobPostingValues = z.output<typeof jobPostingPayload>;

/** A job as its employer sees it: GET /employer/jobs/{id}/ and the rows of the dashboard. */
export const employerJob = publicJob.extend({
  status: z.enum(EMPLOYER_JOB_STATUSES),
  /** Why screening held the job (status `in_review`, issue 22): texts the employer reads. */
  review_reasons: z.array(z.string()),
  /** The admin's reason when the job was removed (status `removed`), else null. */
  moderation_reason: z.string().nullable(),
  /** Issue 28: the questions with their knockouts, which only the employer sees. */
  screening_questions: z.array(screeningQuestion),
  /** When it closed (status `closed`, issue 22 item 7), else null. */
  closed_at: z.string().nullable(),
  /** `closed` by its employer, or `withdrawn` by a suspension; null unless closed. */
  close_reason: z.enum(['closed', 'withdrawn']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmployerJob = z.infer<typeof employerJob>;

/** The dashboard's status filters. */
export const EMPLOYER_JOB_LIST_FILTERS = ['published', 'in_review', 'removed', 'closed'] as const;
export type EmployerJobListFilter = (typeof EMPLOYER_JOB_LIST_FILTERS)[number];

/** GET /employer/jobs/list/?page=n: the dashboard table, paged like every list that can grow. */
export const employerJobListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * One status only (issue 22 item 7: the dashboard's filter); without it, every job but drafts and
   * closed ones.
   */
  status: z.enum(EMPLOYER_JOB_LIST_FILTERS).optional(),
});
/** An employer's jobs: a long list is not counted to the end (see `cappedPageOf`). */
export const employerJobPage = cappedPageOf(employerJob);
export type EmployerJobPage = z.infer<typeof employerJobPage>;

/** GET /employer/jobs/drafts/ */
export const jobDraft = z.object({ id: z.number(), job_title: z.string(), updated_at: z.string() });
export type JobDraft = z.infer<typeof jobDraft>;
