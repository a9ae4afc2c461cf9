import { z } from 'zod';
import { pageOf } from './paging.ts';

/**
 * Trust and safety (issue 22, docs/product/rules.md "Trust and safety"): the admin console's texts and the
 * shapes of its calls under /api/admin/.
 */
export const ADMIN_MESSAGES = {
  consoleTitle: 'Admin console',
  consoleIntro: 'Moderation of Kweli Jobs: every decision here is kept in the audit log with its reason.',
  notAdmin: 'This page is for Kweli Jobs admins only.',
  sections: {
    queue: 'Moderation queue',
    verifications: 'Verifications',
    reports: 'Reports',
    employers: 'Employers',
    audit: 'Audit log',
  },
  auditEmpty: 'No admin decisions yet.',
  queueEmpty: 'No jobs are waiting for review.',
  loadFailed: 'Failed to load. Please try again.',
  reasonRequired: 'Give a reason for this decision.',
} as const;

/** Every decision an admin can take; the audit log names it with one of these. */
export const AUDIT_ACTIONS = [
  'job.approve',
  'job.remove',
  'verification.approve',
  'verification.reject',
  'employer.suspend',
  'employer.reinstate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'job.approve': 'Approved a job',
  'job.remove': 'Removed a job',
  'verification.approve': 'Verified an employer',
  'verification.reject': 'Rejected a verification',
  'employer.suspend': 'Suspended an employer',
  'employer.reinstate': 'Reinstated an employer',
};

/** One entry of the audit log: who, what, about which object, when and why. */
export const auditEntry = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  admin_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(['job', 'employer']),
  subject_id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = pageOf(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

export const adminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /admin/me/: the signed-in admin (anyone else is refused). */
export const adminMe = z.object({ id: z.number().int(), email: z.string() });
export type AdminMe = z.infer<typeof adminMe>;

/** A decision's reason: required, one short paragraph. */
export const DECISION_REASON_MAX = 1000;
export const decisionReason = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(DECISION_REASON_MAX, `Keep the reason under ${DECISION_REASON_MAX} characters.`);

/** A job held for review, as the moderation queue shows it (GET /admin/jobs/). */
export const heldJob = z.object({
  id: z.number().int(),
  employer_id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  city: z.string(),
  country: z.string(),
  description: z.string(),
  requirements: z.string(),
  application_details: z.string(),
  benefits: z.string(),
  review_reasons: z.array(z.string()),
  held_at: z.string().nullable(),
});
export type HeldJob = z.infer<typeof heldJob>;
export const heldJobPage = pageOf(heldJob);
export type HeldJobPage = z.infer<typeof heldJobPage>;

export const JOB_DECISIONS = ['approve', 'remove'] as const;
export type JobDecision = (typeof JOB_DECISIONS)[number];

/** POST /admin/jobs/{id}/decide/ */
export const jobDecisionPayload = z.object({
  decision: z.enum(JOB_DECISIONS, { error: 'Choose approve or remove.' }),
  reason: decisionReason,
});
export type JobDecisionPayload = z.input<typeof jobDecisionPayload>;

export const jobDecisionAnswer = z.object({
  id: z.number().int(),
  status: z.enum(['published', 'removed']),
});
export type JobDecisionAnswer = z.infer<typeof jobDecisionAnswer>;

/** Why a visitor or user reports a job (issue 22 item 4). */
export const REPORT_REASONS = [
  'scam',
  'fee_requested',
  'fake_company',
  'discrimination',
  'expired',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'It is a scam',
  fee_requested: 'They asked me for money',
  fake_company: 'The company does not exist',
  discrimination: 'It discriminates',
  expired: 'The job is no longer open',
  other: 'Something else',
};

export const REPORT_MESSAGES = {
  title: 'Report this job',
  intro: 'Tell our moderators what is wrong. You stay anonymous to the employer.',
  reasonLabel: 'What is wrong?',
  reasonRequired: 'Choose a reason.',
  detailsLabel: 'Details (optional)',
  detailsTooLong: 'Keep the details under 1000 characters.',
  submit: 'Send report',
  received: 'Thank you. Our moderators will look at this job.',
  failed: 'The report could not be sent. Please try again.',
  reportsEmpty: 'No reports yet.',
  heldReason: 'Several people reported this job; it is hidden until our moderators have looked at it.',
} as const;

/** POST /jobs/{id}/report/ */
export const jobReportPayload = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  details: z.string().trim().max(1000, REPORT_MESSAGES.detailsTooLong).default(''),
});
export type JobReportPayload = z.input<typeof jobReportPayload>;
export const jobReportAnswer = z.object({ detail: z.string() });

/** A report as the admins see it (GET /admin/reports/). */
export const jobReport = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  job_status: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** The reporter's e-mail when signed in; null for a visitor. */
  reporter_email: z.string().nullable(),
  created_at: z.string(),
  resolved: z.boolean(),
});
export type JobReport = z.infer<typeof jobReport>;
export const jobReportPage = pageOf(jobReport);
export type JobReportPage = z.infer<typeof jobReportPage>;

/** Suspension of employers (issue 22 item 6): the console's Employers section. */
export const EMPLOYER_ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type EmployerAccountStatus = (typeof EMPLOYER_ACCOUNT_STATUSES)[number];

export const SUSPENSION_MESSAGES = {
  searchLabel: 'Search employers',
  filtersLabel: 'Filter employers',
  searchHint: 'Company, contact name or e-mail',
  statusLabel: 'Status',
  anyStatus: 'Any status',
  statusLabels: { active: 'Active', suspended: 'Suspended' } as Record<EmployerAccountStatus, string>,
  empty: 'No employers match.',
  openJobs: (n: number) => (n === 1 ? '1 open job' : `${n} open jobs`),
  suspend: 'Suspend',
  unsuspend: 'Lift suspension',
  suspendTitle: (company: string) => `Suspend ${company}?`,
  suspendIntro:
    'Its logins are refused and its sessions end; its open jobs are withdrawn and their waiting applicants are told. Lifting the suspension later lets it log in again, but its withdrawn jobs stay closed.',
  unsuspendTitle: (company: string) => `Lift the suspension of ${company}?`,
  unsuspendIntro: 'It can log in again and post jobs. Jobs withdrawn by the suspension stay closed.',
  reasonLabel: 'Reason (kept in the audit log)',
  suspended: (jobs: number) =>
    jobs === 1 ? 'Suspended; 1 job withdrawn.' : `Suspended; ${jobs} jobs withdrawn.`,
  unsuspended: 'Suspension lifted.',
  suspendedSince: (reason: string) => `Suspended: ${reason}`,
  unnamed: 'Company not named yet',
} as const;

/** GET /admin/employers/?q=&status=&page= */
export const adminEmployerQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200, 'Enter at most 200 characters.').default(''),
  status: z.enum(EMPLOYER_ACCOUNT_STATUSES).optional(),
});
export type AdminEmployerQuery = z.input<typeof adminEmployerQuery>;

/** An employer account as the admins see it. */
export const adminEmployer = z.object({
  id: z.number().int(),
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  status: z.enum(EMPLOYER_ACCOUNT_STATUSES),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  /** Published or held jobs. */
  open_jobs: z.number().int(),
  created_at: z.string(),
});
export type AdminEmployer = z.infer<typeof adminEmployer>;
export const adminEmployerPage = pageOf(adminEmployer);
export type AdminEmployerPage = z.infer<typeof adminEmployerPage>;

/** POST /admin/employers/{id}/suspend/ and /unsuspend/ */
export const suspensionPayload = z.object({ reason: decisionReason });
export type SuspensionPayload = z.input<typeof suspensionPayload>;
export const suspensionAnswer = z.object({
  id: z.number().int(),
  status: z.enum(EMPLOYER_ACCOUNT_STATUSES),
  /** Jobs this call withdrew (0 when lifting, or when the employer was suspended already). */
  closed_jobs: z.number().int(),
});
export type SuspensionAnswer = z.infer<typeof suspensionAnswer>;
