import type { AccountSession, AccountSettings, DataExportAnswer } from '@kweli/shared';
import { api } from '../../api/client.ts';

/** The calls of /settings (issue 23 item 1; docs/product/rules.md "Account settings"). */
export const ACCOUNT_KEY = ['account'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;

export const getAccount = () => api<AccountSettings>('/account/');
export const getSessions = () => api<AccountSession[]>('/account/sessions/');

export const changePassword = (body: {
  current_password: string;
  new_password1: string;
  new_password2: string;
}) => api<{ message: string }>('/account/password/', { method: 'POST', body });

export const changeEmail = (body: { new_email: string; password?: string }) =>
  api<{ message: string }>('/account/email/', { method: 'POST', body });

export const confirmEmailChange = (uidb64: string, token: string) =>
  api<{ message: string; email: string }>('/account/email/confirm/', {
    method: 'POST',
    body: { uidb64, token },
    anonymous: true,
  });

export const signOutOthers = () =>
  api<{ message: string; ended: number }>('/account/sessions/sign-out-others/', { method: 'POST' });

export const signOutSession = (id: string) =>
  api<{ message: string }>(`/account/sessions/${encodeURIComponent(id)}/`, { method: 'DELETE' });

export const requestDataExport = () => api<DataExportAnswer>('/privacy/export/', { method: 'POST' });
export const getDataExport = (id: string) =>
  api<DataExportAnswer>(`/privacy/export/${encodeURIComponent(id)}/`);

/** Delete my account (issue 23 item 3): the password, or nothing for a Google-only account. */
export const eraseAccount = (body: { password?: string }) =>
  api<{ message: string }>('/account/', { method: 'DELETE', body });
