import { z } from 'zod';
import { REVIEW_STATUSES } from '../enums.ts';
import { BULK_IDS_MAX, DECISION_MESSAGE_MAX, DECISION_MESSAGES, NOTE_MESSAGES } from '../recruiter-texts.ts';
import { application, recordId } from './applications.ts';
import { education, portfolioLink, workExperience } from './candidate.ts';
import { interviewSummary } from './interviews.ts';
import { pageOf } from './paging.ts';

/**
 * The employer's review of applications (docs/product/employer.md §2 "Applicants for a job", "Application
 * detail", "Shortlisted Candidates", §4 "Application review_status", §7, §8). The API validates and answers
 * with these schemas; the review pages use the same shapes and texts.
 */
export const REVIEW_MESSAGES = {
  // docs/product/employer.md §2 and §8.
  backToJobs: 'Back to Jobs',
  applicantsFor: (jobTitle: string) => `Applicants for: ${jobTitle}`,
  noApplicants: 'No applications have been submitted for this job yet.',
  applicantsFailed: 'Failed to load applicants. Please try again.',
  applicationFailed: 'Failed to load application details.',
  statusUpdateFailed: 'Failed to update application status. Please try again.',
  // Issue 27 item 9: the change is confirmed where it was made.
  statusChanged: (status: string) => `Status changed to ${status}.`,
  shortlistFailed: 'Failed to load shortlisted candidates. Please try again later.',
  notProvided: 'Not provided',
  noCoverLetter: 'No cover letter provided',
  noCv: 'No CV attached',
  // docs/product/rules.md "Texts not given by the documents".
  noShortlisted: 'No shortlisted candidates yet',
  shortlistRemoveFailed: 'Failed to remove candidate from shortlist. Please try again.',
  // Ours: the server's refusal of an unknown status and the page's confirmations.
  unknownStatus: 'Choose one of: pending, reviewed, shortlisted, rejected.',
  removeConfirm: (name: string) =>
    `Remove ${name} from the shortlist? Their application goes back to reviewed.`,
  statusUpdated: 'Application status updated.',
} as const;

/** GET /applications/for_job/?job_id=&page= */
export const applicantsQuery = z.object({
  job_id: recordId,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Issue 28: only those who pass the knockouts (true), those who fail (false), or all. */
  meets_requirements: z.enum(['true', 'false']).optional(),
  /** Issue 28 item 7: one column or tab of the pipeline, one review status. */
  review_status: z.enum(REVIEW_STATUSES, { error: REVIEW_MESSAGES.unknownStatus }).optional(),
});
export type ApplicantsQuery = z.input<typeof applicantsQuery>;

/** GET /applications/for_job/export.csv?job_id= (issue 28 item 6). */
export const applicantsExportQuery = z.object({ job_id: recordId });

/** GET /applications/{id}/?include_candidate_profile=true */
export const applicationReadQuery = z.object({
  include_candidate_profile: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** PATCH /applications/{id}/update-status/ body: one of the four statuses, anything else a field error. */
/** Issue 28: the employer's message to the candidate with a decision (a rejection always gets thanks). */
export const decisionMessage = z
  .string()
  .trim()
  .max(DECISION_MESSAGE_MAX, { error: DECISION_MESSAGES.messageTooLong })
  .optional()
  .transform((v) => v || undefined);

export const reviewStatusPayload = z.object({
  review_status: z.enum(REVIEW_STATUSES, { error: REVIEW_MESSAGES.unknownStatus }),
  message: decisionMessage,
});

/** POST /applications/bulk-update-status/: up to 200 applications of the caller's jobs, all or none. */
export const bulkStatusPayload = z.object({
  ids: z
    .array(recordId, { error: DECISION_MESSAGES.noIds })
    .min(1, { error: DECISION_MESSAGES.noIds })
    .max(BULK_IDS_MAX, { error: DECISION_MESSAGES.tooManyIds })
    .refine((ids) => new Set(ids).size === ids.length, { error: DECISION_MESSAGES.idsRepeat }),
  review_status: z.enum(REVIEW_STATUSES, { error: REVIEW_MESSAGES.unknownStatus }),
  message: decisionMessage,
});
export type BulkStatusPayload = z.input<typeof bulkStatusPayload>;
export const bulkStatusAnswer = z.object({ changed: z.number().int(), ids: z.array(z.number().int()) });
export type BulkStatusAnswer = z.infer<typeof bulkStatusAnswer>;
export type ReviewStatusPayload = z.infer<typeof reviewStatusPayload>;

/**
 * The candidate as the employer reviewing an application sees them (docs/product/employer.md §3 "Candidate
 * details").
 */
export const reviewCandidateDetails = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  link_1: portfolioLink,
  link_2: portfolioLink,
  link_3: portfolioLink,
  work_experiences: z.array(workExperience),
  educations: z.array(education),
});
export type ReviewCandidateDetails = z.infer<typeof reviewCandidateDetails>;

/** One application with the candidate's whole profile (employers only). */
export const reviewedApplication = application.extend({ candidate_details: reviewCandidateDetails });
export type ReviewedApplication = z.infer<typeof reviewedApplication>;

/**
 * An application in its employer's list (issue 28): with whether it passes the job's knockouts, and its
 * latest interview (`{ status, confirmed_slot }`, null when none was offered).
 */
export const applicant = application.extend({
  meets_requirements: z.boolean().nullable(),
  interview: interviewSummary,
  /** Issue 28 item 4: the candidate's messages on it the employer has not read. */
  unread_messages: z.number().int(),
});
export type Applicant = z.infer<typeof applicant>;

/**
 * Issue 28 item 7: how many applications of the whole job are in each review status (under the
 * requirements filter, whatever the status filter and the page), for the pipeline's counts.
 */
export const statusCounts = z.object({
  pending: z.number().int(),
  reviewed: z.number().int(),
  shortlisted: z.number().int(),
  rejected: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCounts>;

export const applicantsPage = pageOf(applicant).extend({ status_counts: statusCounts });
export type ApplicantsPage = z.infer<typeof applicantsPage>;

/**
 * GET /applications/for_job/pipeline/?job_id= (decision 093): the pipeline's columns in one answer, the
 * first page of each review status as `GET /applications/for_job/?review_status=` answers it, and the
 * counts once. The later pages of a column are that list's.
 */
export const applicantsPipelineQuery = applicantsQuery.pick({ job_id: true, meets_requirements: true });
export const applicantsPipeline = z.object({
  status_counts: statusCounts,
  columns: z.object({
    pending: pageOf(applicant),
    reviewed: pageOf(applicant),
    shortlisted: pageOf(applicant),
    rejected: pageOf(applicant),
  }),
});
export type ApplicantsPipeline = z.infer<typeof applicantsPipeline>;

/** GET /applications/shortlisted/: the employer's shortlisted applications, one group per job. */
export const shortlistGroup = z.object({
  job: z.object({ id: z.number(), job_title: z.string(), city: z.string(), country: z.string() }),
  applications: z.array(application),
});
export type ShortlistGroup = z.infer<typeof shortlistGroup>;

export const shortlist = z.object({ count: z.number(), results: z.array(shortlistGroup) });
export type Shortlist = z.infer<typeof shortlist>;

/** POST /applications/{id}/notes/ (issue 28 item 5): the employer's private note. */
export const notePayload = z.object({
  body: z
    .string({ error: NOTE_MESSAGES.required })
    .trim()
    .min(1, { error: NOTE_MESSAGES.required })
    .max(2_000, { error: NOTE_MESSAGES.tooLong }),
});
export const applicationNote = z.object({ id: z.number().int(), body: z.string(), created_at: z.string() });
export type ApplicationNote = z.infer<typeof applicationNote>;
export const applicationNotes = z.object({
  rating: z.number().int().nullable(),
  notes: z.array(applicationNote),
});
export type ApplicationNotes = z.infer<typeof applicationNotes>;

/** PATCH /applications/{id}/ by the job's employer: the rating, 1 to 5 (null clears it). */
export const ratingPayload = z.object({
  rating: z
    .number({ error: NOTE_MESSAGES.ratingRange })
    .int({ error: NOTE_MESSAGES.ratingRange })
    .min(1, { error: NOTE_MESSAGES.ratingRange })
    .max(5, { error: NOTE_MESSAGES.ratingRange })
    .nullable(),
});
