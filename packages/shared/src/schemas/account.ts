import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { AUTH_MESSAGES, accountPassword, emailField } from './auth.ts';

/**
 * The account settings of /settings (issue 23 item 1; docs/product/foundation.md §2.2 and
 * docs/product/rules.md "Account settings"): password, e-mail address, the sessions of the account.
 */
export const ACCOUNT_MESSAGES = {
  passwordTitle: 'Change password',
  currentPassword: 'Current Password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  noPassword:
    'This account signs in with Google and has no password yet. To set one, use "Forgot Password" on the login page.',
  emailTitle: 'E-mail address',
  newEmail: 'New e-mail address',
  emailSame: 'This is already your e-mail address.',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail address changes when you open it (within 24 hours).`,
  emailChanged: 'Your e-mail address has been changed. Use it the next time you log in.',
  emailChangeInvalid: 'This confirmation link is invalid or has expired.',
  emailPending: (email: string) => `Waiting for confirmation from ${email}.`,
  preferencesTitle: 'E-mail preferences',
  visibilityTitle: 'Visibility to employers',
  visibilityLabel: 'Show my profile to employers searching for talent',
  visibilityHint:
    'When this is off, employers cannot find you in talent search; employers you apply to still see your application.',
  sessionsTitle: 'Active sessions',
  sessionsHint: 'Where your account is signed in. Last use is updated at least every 15 minutes.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  /** A session's device: "Chrome on Android". */
  deviceOn: (browser: string, os: string) => `${browser} on ${os}`,
  unknownPlace: 'Unknown place',
  signOutOthers: 'Sign out everywhere else',
  signedOutOthers: 'Every other session has been signed out.',
  signOutOne: 'Sign out',
  signedOutOne: 'That session has been signed out.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** POST /account/password/: the current password, then the new one twice (sign-up's rule). */
export const changePasswordPayload = z
  .object({
    current_password: z.string().min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired }).max(200),
    new_password1: accountPassword.pipe(z.string().max(200)),
    new_password2: z.string().max(200),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['new_password2'],
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

/**
 * POST /account/email/: the new address, and the password when the account has one (a stolen session
 * alone cannot move the account to another address).
 */
export const changeEmailPayload = z.object({
  new_email: emailField.pipe(z.string().max(254)),
  password: z.string().max(200).optional(),
});
export type ChangeEmailPayload = z.infer<typeof changeEmailPayload>;

/** POST /account/email/confirm/: the link's two parts. */
export const confirmEmailChangePayload = z.object({
  uidb64: z.string().min(1).max(40),
  token: z.string().min(1).max(100),
});

/** GET /account/: what /settings shows of the account. */
export const accountSettings = z.object({
  email: z.string(),
  role: z.enum(['candidate', 'employer']),
  /** False for an account that signs in with Google only (then the password form is not shown). */
  has_password: z.boolean(),
  google_linked: z.boolean(),
  /** An address waiting for its confirmation link, if any. */
  pending_email: z.string().nullable(),
  /** The language the web app and the e-mails use for this account (issue 25 item 1). */
  language: z.enum(LANGUAGES),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** PATCH /account/: the account's language (the switcher of the header and of /settings). */
export const accountPreferencesPayload = z.object({ language: z.enum(LANGUAGES) });
export type AccountPreferencesPayload = z.infer<typeof accountPreferencesPayload>;

/** One session of the account (a refresh-token family), GET /account/sessions/. */
export const accountSession = z.object({
  id: z.string(),
  /** "Chrome on Android", from the user agent the session started with. */
  device: z.string(),
  /** The network address the session last came from (no location database is kept: decision 080). */
  place: z.string(),
  started_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
