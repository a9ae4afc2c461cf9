import type { Role, SessionAnswer } from '@kweli/shared';
import { api } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';

/**
 * The account calls of docs/product/foundation.md §7, all anonymous (no refresh-and-expire handling of a
 * 401).
 */
export type GoogleAnswer = SessionAnswer | { requireUserType: true; message: string };

const post = <T>(path: string, body: unknown) => api<T>(path, { method: 'POST', body, anonymous: true });

export const login = (email: string, password: string) =>
  post<SessionAnswer>('/auth/login/', { email, password });

export const googleSignIn = (credential: string, userType?: Role) =>
  post<GoogleAnswer>(
    '/auth/google/',
    userType ? { credential, userType, language: currentLanguage() } : { credential },
  );

export const signUpCandidate = (input: { email: string; password: string; full_name: string }) =>
  post<{ message: string }>('/signup/candidate/', {
    user: {
      email: input.email,
      password: input.password,
      role: 'candidate',
      is_verified: false,
      is_active: true,
      is_admin: false,
      // The new account reads the site as the visitor did (issue 25 item 1).
      language: currentLanguage(),
    },
    full_name: input.full_name,
  });

export const signUpEmployer = (input: {
  email: string;
  password: string;
  user_name: string;
  company_name: string;
}) =>
  post<{ message: string }>('/signup/employer/', {
    user: {
      email: input.email,
      password: input.password,
      role: 'employer',
      is_verified: false,
      is_active: true,
      is_admin: false,
      // The new account reads the site as the visitor did (issue 25 item 1).
      language: currentLanguage(),
    },
    user_name: input.user_name,
    company_name: input.company_name,
  });

export const resendVerification = (email: string) =>
  post<{ message: string }>('/verify-email/resend/', { email });

export const requestPasswordReset = (email: string) =>
  post<{ message: string }>('/password-reset/', { email, language: currentLanguage() });

export const confirmPasswordReset = (
  uidb64: string,
  token: string,
  new_password1: string,
  new_password2: string,
) =>
  post<{ message: string }>(
    `/password-reset-confirm/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`,
    {
      new_password1,
      new_password2,
    },
  );

export const verifyEmail = (uidb64: string, token: string) =>
  api<{ message: string; email?: string }>(
    `/verify-email/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}/`,
    {
      anonymous: true,
    },
  );
