import { z } from 'zod';
import { decisionReason } from './moderation.ts';
import { pageOf } from './paging.ts';

/**
 * Employer verification (issue 22 item 2, docs/product/employer.md "Verification", docs/product/rules.md
 * "Trust and safety", decision 062): what an employer sends, what it and the admins see, and the texts.
 */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The statuses an admin lists by (a row exists once an employer has sent a request). */
export const DECIDABLE_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const VERIFICATION_MESSAGES = {
  title: 'Verification',
  intro:
    'Verified employers show a "Verified employer" badge on their jobs and company page. Send your KRA PIN, company registration number and registration document; our moderators check them, usually within two working days.',
  kraPinLabel: 'KRA PIN',
  kraPinHint: 'A or P, nine digits and a letter, e.g. P051234567X',
  kraPinRequired: 'KRA PIN is required',
  kraPinInvalid: 'Enter a KRA PIN: A or P, nine digits and a letter (e.g. P051234567X)',
  registrationLabel: 'Company registration number',
  registrationHint: 'As on your certificate of incorporation or business registration, e.g. PVT-AB1CD2E',
  registrationRequired: 'Registration number is required',
  registrationInvalid:
    'Enter the registration number as on your certificate: letters, digits and / - . only (3 to 30)',
  neaLabel: 'NEA licence number (recruitment agencies only)',
  neaInvalid: 'Enter the NEA licence number: letters, digits and / - . only (3 to 40)',
  documentLabel: 'Registration document (PDF)',
  documentRequired: 'Upload your certificate of incorporation or business registration (PDF)',
  submit: 'Send for verification',
  resubmit: 'Send again',
  sent: 'Sent. Our moderators will check your company soon.',
  failed: 'Failed to send. Please try again.',
  loadFailed: 'Failed to load your verification. Please try again.',
  alreadyPending: 'Your verification is already being reviewed. You will be told when it is decided.',
  alreadyVerified: 'Your company is already verified.',
  alreadyDecided: 'This verification has already been decided.',
  notSubmitted: 'This employer has not asked for verification.',
  status: {
    unverified: 'Not verified yet',
    pending: 'In review',
    verified: 'Verified',
    rejected: 'Not approved',
  } satisfies Record<VerificationStatus, string>,
  statusText: {
    unverified: 'Your company is not verified yet.',
    pending: 'Our moderators are checking your company.',
    verified: 'Your company is verified: your jobs and company page show the "Verified employer" badge.',
    rejected: 'Your verification was not approved. Correct what the moderators said and send it again.',
  } satisfies Record<VerificationStatus, string>,
  reasonLabel: 'Moderators’ reason',
  dashboardLink: 'Get verified',
  approvedNotification:
    'Your company is now a verified employer: your jobs and company page show the "Verified employer" badge',
  rejectedNotification: (reason: string) =>
    `Your employer verification was not approved: ${reason.replace(/[.\s]+$/, '')}. You can correct it and send it again`,
  emailSubject: 'Your employer verification on Kweli Jobs',
  // The admin console.
  adminEmpty: 'No verification requests here.',
  emailMatches: 'Company e-mail matches the website',
  emailDiffers: 'Company e-mail does not match the website',
  openDocument: 'Open the document',
} as const;

/** KRA PIN: A (individual) or P (company), nine digits, a check letter. */
export const KRA_PIN = /^[AP]\d{9}[A-Z]$/;
const REGISTRATION = /^[A-Z0-9][A-Z0-9./ -]{1,28}[A-Z0-9.]$/;
const NEA_LICENCE = /^[A-Z0-9][A-Z0-9./ -]{1,38}[A-Z0-9.]$/;

/** Upper case, inner spaces squeezed: "p 051234567x" is P051234567X. */
const upper = (value: string) => value.trim().toUpperCase().replace(/\s+/g, ' ');

/** POST /employer/verification/ */
export const employerVerificationPayload = z.object({
  kra_pin: z
    .string({ error: VERIFICATION_MESSAGES.kraPinRequired })
    .max(40, VERIFICATION_MESSAGES.kraPinInvalid)
    .transform((v) => upper(v).replace(/ /g, ''))
    .pipe(
      z
        .string()
        .min(1, VERIFICATION_MESSAGES.kraPinRequired)
        .regex(KRA_PIN, VERIFICATION_MESSAGES.kraPinInvalid),
    ),
  registration_number: z
    .string({ error: VERIFICATION_MESSAGES.registrationRequired })
    .max(60, VERIFICATION_MESSAGES.registrationInvalid)
    .transform(upper)
    .pipe(
      z
        .string()
        .min(1, VERIFICATION_MESSAGES.registrationRequired)
        .regex(REGISTRATION, VERIFICATION_MESSAGES.registrationInvalid),
    ),
  nea_licence: z
    .string()
    .max(80, VERIFICATION_MESSAGES.neaInvalid)
    .nullish()
    .transform((v) => (v ? upper(v) : ''))
    .pipe(z.string().refine((v) => v === '' || NEA_LICENCE.test(v), VERIFICATION_MESSAGES.neaInvalid))
    .transform((v) => v || null),
  /** The key of an uploaded `verification_document` (POST /generate-upload-signed-url/). */
  document: z
    .string({ error: VERIFICATION_MESSAGES.documentRequired })
    .trim()
    .min(1, VERIFICATION_MESSAGES.documentRequired)
    .max(500),
});
export type EmployerVerificationPayload = z.input<typeof employerVerificationPayload>;

/** GET and POST /employer/verification/: the employer's own verification. */
export const employerVerification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The admin's reason for the decision (shown to the employer). */
  reason: z.string().nullable(),
  kra_pin: z.string().nullable(),
  registration_number: z.string().nullable(),
  nea_licence: z.string().nullable(),
  document: z.string().nullable(),
});
export type EmployerVerification = z.infer<typeof employerVerification>;

/** GET /admin/verifications/?status= (default pending) */
export const adminVerificationQuery = z.object({
  status: z.enum(DECIDABLE_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A verification request as the admins see it, with the signals that help to decide. */
export const adminVerification = z.object({
  employer_id: z.number().int(),
  company_name: z.string(),
  /** The account's e-mail. */
  email: z.string(),
  company_email: z.string(),
  website: z.string(),
  kra_pin: z.string(),
  registration_number: z.string(),
  nea_licence: z.string().nullable(),
  document: z.string(),
  status: z.enum(DECIDABLE_STATUSES),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  signals: z.object({
    /** The company e-mail (or the account's) is at the domain of the company website. */
    email_domain_matches_website: z.boolean(),
  }),
});
export type AdminVerification = z.infer<typeof adminVerification>;
export const adminVerificationPage = pageOf(adminVerification);
export type AdminVerificationPage = z.infer<typeof adminVerificationPage>;

export const VERIFICATION_DECISIONS = ['approve', 'reject'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** POST /admin/verifications/{employer_id}/decide/ */
export const verificationDecisionPayload = z.object({
  decision: z.enum(VERIFICATION_DECISIONS, { error: 'Choose approve or reject.' }),
  reason: decisionReason,
});
export type VerificationDecisionPayload = z.input<typeof verificationDecisionPayload>;

export const verificationDecisionAnswer = z.object({
  employer_id: z.number().int(),
  status: z.enum(['verified', 'rejected']),
});
export type VerificationDecisionAnswer = z.infer<typeof verificationDecisionAnswer>;

/** The host of a web address, lower case, without "www." ('' when there is none). */
function websiteHost(website: string): string {
  const host = website
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#:@]/)[0];
  return (host ?? '').toLowerCase().replace(/^www\./, '');
}

/**
 * The signal of issue 22 item 2: an e-mail at the company website's domain ("hr@safaricom.co.ke" and
 * "https://www.safaricom.co.ke"), or at a subdomain of it, or the website at a subdomain of the e-mail's.
 */
export function emailMatchesWebsite(email: string, website: string): boolean {
  const at = email.trim().lastIndexOf('@');
  const domain =
    at > 0
      ? email
          .trim()
          .slice(at + 1)
          .toLowerCase()
      : '';
  const host = websiteHost(website);
  if (!domain.includes('.') || !host.includes('.')) return false;
  return domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`);
}
