/**
 * The product's enumerations (docs/product/employer.md §3, docs/product/candidate.md §3). The API stores and
 * answers these lower-case values.
 */
export const ROLES = ['candidate', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The languages of the product (issue 25 item 1): English, the source and the default, and Swahili.
 * An account keeps its reader's choice (users.language); a visitor's browser keeps it in localStorage.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What an employer may ask for when saving a job. */
export const JOB_STATUSES = ['draft', 'published'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Every status a job can be in, as its employer sees it (issue 22): held by screening or reports
 * (`in_review`), removed by an admin, or closed.
 */
export const EMPLOYER_JOB_STATUSES = ['draft', 'published', 'in_review', 'removed', 'closed'] as const;
export type EmployerJobStatus = (typeof EMPLOYER_JOB_STATUSES)[number];

export const LOCATION_TYPES = ['on-site', 'remote', 'hybrid'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const WORKING_PERIODS = ['full-time', 'part-time', 'hybrid'] as const;
export type WorkingPeriod = (typeof WORKING_PERIODS)[number];

/**
 * Job types; the job form sends them in upper case (docs/product/employer.md §3), the API accepts either
 * case.
 */
export const JOB_TYPES = ['permanent', 'contractual', 'internship', 'voluntary'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const REVIEW_STATUSES = ['pending', 'reviewed', 'shortlisted', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * `verification`: an admin decided an employer's verification (issue 22 item 2).
 * `deadline_reminder`: a saved job the candidate has not applied to closes within two days (issue 24 item 6).
 * `job_closed`: a job the candidate applied to closed, was withdrawn or passed its due date (issue 22 item 7).
 * `interview_*` (issue 28 item 3): an invitation (to the candidate), its acceptance or refusal (to the
 * employer), a cancellation (to the candidate), and the reminder a day before (to both).
 */
export const NOTIFICATION_TYPES = [
  'status_change',
  'new_job_post',
  'new_application',
  'moderation',
  'deadline_reminder',
  'verification',
  'job_closed',
  // Issue 28 item 4: a message on an application, told to the other side (decision 092).
  'new_message',
  'interview_invitation',
  'interview_accepted',
  'interview_declined',
  'interview_cancelled',
  'interview_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What an upload is for; decides the allowed types, the size limit and who may read it. */
export const FILE_TYPES = [
  'company_logo',
  'profile_picture',
  'cv',
  'education_certificate',
  'application_cv',
  'verification_document',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Human labels for the enum values, used by every screen that shows one. */
export const LABELS: Record<string, string> = {
  'on-site': 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  permanent: 'Permanent',
  contractual: 'Contractual',
  internship: 'Internship',
  voluntary: 'Voluntary',
  pending: 'Pending',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  draft: 'Draft',
  published: 'Published',
  in_review: 'In review',
  removed: 'Removed',
  closed: 'Closed',
  submitted: 'Submitted',
};

export const label = (value: string | null | undefined): string => (value ? (LABELS[value] ?? value) : '');
