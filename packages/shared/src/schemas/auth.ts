import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { PASSWORD_MIN_LENGTH } from '../limits.ts';
import { personName } from '../text-rules.ts';

/**
 * Texts of the account forms (docs/product/foundation.md §5, docs/product/rules.md "Texts not given by the
 * documents").
 */
export const AUTH_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  userNameRequired: 'User Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordWeak:
    'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
  // Shown under every new-password field before anything fails (issue 27 item 6).
  passwordRule:
    'At least 8 characters, with an uppercase letter, a number and a special character (any, like # or @).',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the Terms & Conditions',
  emailTaken: 'A user with this email already exists. Please log in or use "Forgot Password".',
} as const;

const required = (message: string) => z.string().trim().min(1, { error: message });

export const emailField = required(AUTH_MESSAGES.emailRequired).pipe(
  z.email({ error: AUTH_MESSAGES.emailInvalid }),
);

/**
 * The one password rule of every form that sets a password (sign-up, reset; issue 27 item 6): 8+
 * characters, an uppercase letter, a digit and any special character. Its text is `passwordWeak`, and
 * `passwordRule` says it before a failure.
 */
export const accountPassword = z
  .string()
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .refine(
    (p) => p.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p),
    { error: AUTH_MESSAGES.passwordWeak },
  );

/** The match check runs even when other fields fail, so every message shows at once. */
const confirmationCheck = {
  error: AUTH_MESSAGES.passwordsDoNotMatch,
  path: ['confirm_password'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown };
    return typeof v.password === 'string' && typeof v.confirm_password === 'string';
  },
};

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, confirm_password: z.string() });

/** The candidate sign-up form (browser only: confirmation and terms never leave the browser). */
export const candidateSignUpForm = withConfirmation({
  full_name: personName(required(AUTH_MESSAGES.fullNameRequired)),
  email: emailField,
  password: accountPassword,
  accept_terms: z.boolean().refine((v) => v, { error: AUTH_MESSAGES.termsRequired }),
}).refine((v) => v.password === v.confirm_password, confirmationCheck);

export const employerSignUpForm = withConfirmation({
  user_name: personName(required(AUTH_MESSAGES.userNameRequired)),
  email: emailField,
  password: accountPassword,
  company_name: personName(z.string().trim()).optional(),
  accept_terms: z.boolean().refine((v) => v, { error: AUTH_MESSAGES.termsRequired }),
}).refine((v) => v.password === v.confirm_password, confirmationCheck);

/**
 * The sign-up payload of docs/product/foundation.md §3. The client sends is_verified, is_active and is_admin;
 * the server accepts and ignores them (a new account is always unverified, active and not an admin).
 */
const signUpUser = z.object({
  email: emailField,
  password: accountPassword,
  role: z.enum(['candidate', 'employer']).optional(),
  is_verified: z.boolean().optional(),
  is_active: z.boolean().optional(),
  is_admin: z.boolean().optional(),
  /** The language the visitor reads the site in: the new account keeps it (issue 25 item 1). */
  language: z.enum(LANGUAGES).optional(),
});

export const candidateSignUpPayload = z.object({
  user: signUpUser,
  full_name: personName(required(AUTH_MESSAGES.fullNameRequired).pipe(z.string().max(150))),
});

export const employerSignUpPayload = z.object({
  user: signUpUser,
  user_name: personName(required(AUTH_MESSAGES.userNameRequired).pipe(z.string().max(150))),
  company_name: personName(z.string().trim().max(200)).optional().nullable(),
});

export const loginPayload = z.object({
  email: required(AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, { error: AUTH_MESSAGES.passwordRequired }),
});

export const passwordResetRequestPayload = z.object({
  email: emailField,
  /**
   * The language the visitor reads the site in: the answer to an address with no account is written in
   * it (an account's own reset link follows the account's language). Issue 25 item 1.
   */
  language: z.enum(LANGUAGES).optional(),
});

export const setNewPasswordPayload = z
  .object({ new_password1: accountPassword, new_password2: z.string() })
  .refine((v) => v.new_password1 === v.new_password2, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['new_password2'],
  });

export const emailOnlyPayload = z.object({ email: emailField });

export const refreshPayload = z.object({ refresh: z.string().min(1).max(200) });

export const googleSignInPayload = z.object({
  credential: z.string().min(1).max(5000),
  userType: z.enum(['candidate', 'employer']).optional(),
  /** The language of a first sign-in's new account (issue 25 item 1). */
  language: z.enum(LANGUAGES).optional(),
});

/** The streak as the login answer and the window event carry it. */
export const streakSchema = z.object({ current_streak: z.number().int(), longest_streak: z.number().int() });

/** A successful login or Google sign-in (docs/product/rules.md "Sessions"). */
export const sessionAnswer = z.object({
  token: z.string(),
  refresh: z.string(),
  role: z.enum(['candidate', 'employer']),
  streak: streakSchema,
  is_verified: z.boolean(),
  /** The account's language: it wins over the browser's choice at login (issue 25 item 1). */
  language: z.enum(LANGUAGES),
});

export type SessionAnswer = z.infer<typeof sessionAnswer>;
export type CandidateSignUpForm = z.infer<typeof candidateSignUpForm>;
export type EmployerSignUpForm = z.infer<typeof employerSignUpForm>;
export type LoginPayload = z.infer<typeof loginPayload>;
