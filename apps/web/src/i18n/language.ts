import type { Language } from '@kweli/shared';
import { api } from '../api/client.ts';
import { session } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { changeLanguage, currentLanguage } from './index.ts';

/**
 * Where the reader's language is kept (issue 25 item 1): in the browser for everyone (a visitor has
 * nothing else), and on the account when signed in, so that another phone or browser opens in it too
 * and e-mails go out in it. At login the account's language wins over the browser's.
 */

/** The language kept in this browser, English when none was chosen. */
export function storedLanguage(): Language {
  return storage.get('language') === 'sw' ? 'sw' : 'en';
}

/**
 * At start, before the first render: the kept language, with its catalogues loaded, so that the first
 * paint is already in it and `<html lang>` is right from the start (no English flash, no shift).
 */
export function startLanguage(): Promise<void> {
  return changeLanguage(storedLanguage());
}

/**
 * The reader chose a language (the header's switcher, /settings): the screen switches once its texts
 * are loaded, the browser keeps it, and a signed-in account keeps it too. The account's answer is not
 * waited for: the reader sees the switch at once; a failed save is said by the caller's `onAccountError`.
 */
export async function chooseLanguage(
  language: Language,
  onAccountError?: (error: unknown) => void,
): Promise<void> {
  storage.set('language', language);
  await changeLanguage(language);
  if (session.isLoggedIn()) {
    api('/account/', { method: 'PATCH', body: { language } }).catch((error: unknown) =>
      onAccountError?.(error),
    );
  }
}

/** Login or sign-in: the account's language becomes the browser's too. */
export function takeAccountLanguage(language: Language | undefined): Promise<void> {
  if (!language) return Promise.resolve();
  storage.set('language', language);
  return language === currentLanguage() ? Promise.resolve() : changeLanguage(language);
}
