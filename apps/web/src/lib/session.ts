import type { Role } from '@kweli/shared';
import {
  emit,
  LOGIN_SUCCESS_EVENT,
  SESSION_TIMEOUT_EVENT,
  STREAK_EVENT,
  type StreakDetail,
} from './events.ts';
import { keptForms } from './forms/kept-form.ts';
import { storage } from './storage.ts';
import { t } from './texts.ts';

/**
 * The session as the browser keeps it (docs/product/foundation.md §4): logged in while an authToken is
 * stored.
 */

export interface LoginAnswer {
  token: string;
  refresh?: string;
  role: Role;
  streak?: StreakDetail | null;
}

export const session = {
  token: () => storage.get('authToken'),
  refreshToken: () => storage.get('refreshToken'),
  role: (): Role | null => {
    const role = storage.get('userRole');
    return role === 'candidate' || role === 'employer' ? role : null;
  },
  isLoggedIn: () => Boolean(storage.get('authToken')),

  /** Stores a successful login's tokens and role, caches the streak and tells the app. */
  start(answer: LoginAnswer): void {
    storage.set('authToken', answer.token);
    if (answer.refresh) storage.set('refreshToken', answer.refresh);
    storage.set('userRole', answer.role);
    if (answer.streak) {
      storage.setJson('streakInfo', answer.streak);
      emit<StreakDetail>(STREAK_EVENT, answer.streak);
    }
    emit(LOGIN_SUCCESS_EVENT);
  },

  storeTokens(access: string, refresh: string): void {
    storage.set('authToken', access);
    storage.set('refreshToken', refresh);
  },

  /** Logout: the token, the signed-media cache and forms' unsaved work go; the caller then navigates to /login. */
  end(): void {
    storage.remove('authToken', 'refreshToken', 'userRole', 'signedMediaCache', 'streakInfo');
    keptForms.forgetAll();
  },

  /**
   * A 401/403 that a refresh could not fix: the session's tokens, role and signed addresses go, and the
   * timeout event sends the user to log in again and come back (components/session-banner.tsx). Only
   * once: the other calls of the page that fail with it find no session left. What was typed stays in
   * the tab (issue 27 item 2), for the same person who logs in again to finish it.
   */
  expire(): void {
    if (!storage.get('authToken')) return;
    storage.remove('authToken', 'refreshToken', 'userRole', 'signedMediaCache', 'streakInfo');
    emit(SESSION_TIMEOUT_EVENT, { message: t('session.timeout') });
  },
};
