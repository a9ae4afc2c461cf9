import { z } from 'zod';
import { pageOf } from './paging.ts';

/**
 * The privacy centre (issue 23; docs/product/rules.md "Privacy"): the consents a user gave and who saw a
 * candidate's data.
 */

/**
 * The version of the terms and privacy notice a sign-up accepts (the date of the text on /terms and
 * /privacy). Changing those pages' substance means a new version here.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

export const CONSENT_KINDS = ['terms_and_privacy', 'visible_to_employers'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const VIEW_KINDS = ['profile', 'cv', 'application'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

export const PRIVACY_MESSAGES = {
  viewsTitle: 'Employers who viewed your profile',
  viewsEmpty: 'No employer has viewed your profile yet.',
  viewsFailed: 'Failed to load who viewed your profile. Please try again.',
  viewedWhat: {
    profile: 'viewed your profile',
    cv: 'opened your CV',
    application: 'opened your application',
  },
  consentsTitle: 'Your consents',
  consentText: {
    terms_and_privacy: (version: string | null) =>
      `Accepted the Terms & Conditions and the privacy notice (version ${version ?? 'unknown'})`,
    visible_to_employers: (granted: boolean) =>
      granted ? 'Chose to be visible to employers in talent search' : 'Chose to be hidden from talent search',
  },
  visibilityQuestion: 'May employers find your profile in talent search?',
  visibilityYes: 'Yes, show my profile to employers searching for talent',
  visibilityNo: 'No, keep my profile out of talent search',
  visibilityRequired: 'Choose whether employers may find your profile',
  visibilityHint:
    'Employers you apply to always see your application and profile. You can change this at any time in Settings.',
} as const;

/** One consent of GET /privacy/consents/ (newest first). */
export const consentRecord = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The notice version for terms_and_privacy; null for the visibility answer. */
  version: z.string().nullable(),
  granted: z.boolean(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** One view of GET /privacy/views/ (newest first, paged). */
export const profileView = z.object({
  company_name: z.string(),
  what: z.enum(VIEW_KINDS),
  at: z.string(),
});
export type ProfileView = z.infer<typeof profileView>;
export const profileViewPage = pageOf(profileView);
export type ProfileViewPage = z.infer<typeof profileViewPage>;

export const privacyPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** POST /privacy/export/ (202) and GET /privacy/export/{id}/ (issue 23 item 2). */
export const dataExportAnswer = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** A signed address of the ZIP while it is ready and kept (asked again when it has run out). */
  download_url: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DataExportAnswer = z.infer<typeof dataExportAnswer>;

export const EXPORT_MESSAGES = {
  title: 'Download my data',
  hint: 'A copy of everything Kweli Jobs holds about you (your account, profile, applications and files) as a ZIP file. It is usually ready within a minute; we also e-mail you.',
  start: 'Prepare my data',
  pending: 'Preparing your data…',
  ready: 'Your data is ready.',
  download: 'Download my data (ZIP)',
  failed: 'Your data could not be prepared. Please try again.',
  expired: 'This download has expired. Prepare a new one.',
} as const;

/**
 * DELETE /account/ (issue 23 item 3): the password of an account that has one; an account without one
 * (Google sign-in) confirms with a sign-in in the last RECENT_SIGN_IN_MINUTES instead (decision 083).
 */
export const RECENT_SIGN_IN_MINUTES = 10;
export const ERASURE_MESSAGES = {
  title: 'Delete my account',
  hint: 'Your profile, CV and other files, experience, education, saved jobs, job alerts and notifications are erased at once and you are signed out everywhere. Employers you applied to keep only the status and dates of those applications, shown as "Deleted candidate". This cannot be undone.',
  employerHint:
    'Your company profile and logo are erased at once, your open jobs are closed and their applicants are told, and you are signed out everywhere. This cannot be undone.',
  open: 'Delete my account',
  confirmTitle: 'Delete your account?',
  passwordLabel: 'Your password',
  passwordRequired: 'Enter your password to delete your account',
  googleConfirm: `This account signs in with Google. To confirm it is you, sign out and sign in with Google again, then delete the account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
  signInAgain: `For your safety, sign in again (within the last ${RECENT_SIGN_IN_MINUTES} minutes) before deleting an account that has no password.`,
  confirm: 'Delete my account for good',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted. We are sorry to see you go.',
  failed: 'Your account could not be deleted. Please try again.',
} as const;

export const eraseAccountPayload = z.object({
  password: z.string().max(200).optional(),
});
export type EraseAccountPayload = z.infer<typeof eraseAccountPayload>;

export const erasureAnswer = z.object({ message: z.string() });

/** The confirm dialog of /settings for an account with a password (the web form's rule). */
export const eraseAccountForm = z.object({
  password: z.string().min(1, { error: ERASURE_MESSAGES.passwordRequired }).max(200),
});
export type EraseAccountForm = z.infer<typeof eraseAccountForm>;
