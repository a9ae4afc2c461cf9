import { z } from 'zod';
import { APPLICATION_MESSAGES } from '../application-texts.ts';
import { REVIEW_STATUSES, SUBMISSION_STATUSES } from '../enums.ts';
import { publicJob } from './jobs.ts';
import { pageOf } from './paging.ts';
import { screeningAnswer, screeningAnswersInput } from './screening-questions.ts';

/**
 * Applications and saved jobs of a candidate (docs/product/candidate.md §2 "Application form", §3, §4, §5,
 * §7, §8; docs/product/foundation.md §4 "Applying"; docs/product/rules.md "The server is ours"). The API
 * validates with these schemas and answers in these shapes; the application form and the candidate's lists
 * use the same ones and the same texts.
 */

export const COVER_LETTER_MAX = 10_000;

/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST /applications/ and PUT /applications/{id}/ (PUT ignores `job`: an application keeps its job). */
export const applicationPayload = z.object({
  job: recordId,
  cover_letter: z
    .string()
    .max(COVER_LETTER_MAX, { error: APPLICATION_MESSAGES.coverLetterTooLong })
    .default(''),
  cv: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  submission_status: z.enum(SUBMISSION_STATUSES).default('draft'),
  /** Issue 28: the answers to the job's screening questions, checked by the server against them. */
  screening_answers: screeningAnswersInput,
});
export type ApplicationPayload = z.input<typeof applicationPayload>;
export type ApplicationInput = z.output<typeof applicationPayload>;

/** PUT replaces the draft's fields as a whole; `job` may be left out and never moves an application. */
export const applicationUpdatePayload = applicationPayload.partial({ job: true }).extend({
  /** Left out, the draft keeps the answers it has (the edit screen, which does not load the questions). */
  screening_answers: screeningAnswersInput.unwrap().optional(),
});
export type ApplicationUpdateInput = z.output<typeof applicationUpdatePayload>;

/**
 * GET /applications/apply-check/?job=id: whether the candidate may apply to a job, decided by the
 * server alone (the same rules as a submission): `new` starts an application, `draft` continues the
 * candidate's draft (`application`), `already_applied`, `expired` (due date passed) and `closed` (not
 * published) refuse.
 */
export const APPLY_OUTCOMES = ['new', 'draft', 'already_applied', 'expired', 'closed'] as const;
export type ApplyOutcome = (typeof APPLY_OUTCOMES)[number];
export const applyCheckQuery = z.object({ job: recordId });
export const applyCheck = z.object({
  job: z.number().int(),
  outcome: z.enum(APPLY_OUTCOMES),
  application: z.number().int().nullable(),
});
export type ApplyCheck = z.infer<typeof applyCheck>;

/** GET /applications/?job=&submission_status=&page= */
export const applicationListQuery = z.object({
  job: recordId.optional(),
  submission_status: z.enum(SUBMISSION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ApplicationListQuery = z.input<typeof applicationListQuery>;

/** The job an application is for, as the candidate's lists show it: the public job's card fields. */
export const applicationJobDetails = publicJob.pick({
  id: true,
  job_title: true,
  company_name: true,
  company_logo: true,
  city: true,
  country: true,
  location_type: true,
  job_type: true,
  working_period: true,
  due_date: true,
});
export type ApplicationJobDetails = z.infer<typeof applicationJobDetails>;

export const application = z.object({
  id: z.number(),
  job: z.number(),
  cover_letter: z.string(),
  /** The CV's storage key (the signed-media helper turns it into a link); cv_key repeats it. */
  cv: z.string().nullable(),
  cv_key: z.string().nullable(),
  /** The name the CV was uploaded with, to list it by (issue 27); null when unknown. */
  cv_name: z.string().nullable(),
  submission_status: z.enum(SUBMISSION_STATUSES),
  review_status: z.enum(REVIEW_STATUSES),
  submitted_at: z.string().nullable(),
  /** When the candidate withdrew it (issue 27); a withdrawn application never changes again. */
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  job_details: applicationJobDetails,
  candidate_details: z.object({ name: z.string(), email: z.string() }),
  /** Issue 28: the answers, each with its question's words as they were asked. */
  screening_answers: z.array(screeningAnswer),
});
export type Application = z.infer<typeof application>;

/** An application in the candidate's list: with the employer's messages they have not read (issue 28). */
export const applicationListItem = application.extend({ unread_messages: z.number().int() });
export type ApplicationListItem = z.infer<typeof applicationListItem>;
export const applicationPage = pageOf(applicationListItem);
export type ApplicationPage = z.infer<typeof applicationPage>;

/** A saved job, as the job card shows it (docs/product/candidate.md §3 "Saved job"). */
export const savedJob = applicationJobDetails.extend({
  description: z.string(),
  applicants_count: z.number(),
  employer_verified: z.boolean(),
  saved_at: z.string(),
});
export type SavedJob = z.infer<typeof savedJob>;

export const savedJobPage = pageOf(savedJob);
export type SavedJobPage = z.infer<typeof savedJobPage>;
