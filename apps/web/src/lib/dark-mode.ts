import { useEffect, useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/**
 * Dark mode (docs/product/foundation.md §2.7, §4): a preference stored under darkMode ("true"/"false"), never
 * applied on the light-only pages; when on, the body gets the `dark-mode` class.
 */
const LIGHT_ONLY = new Set([
  '/',
  '/login',
  '/signup/candidate',
  '/signup/employer',
  '/terms-and-conditions',
  '/password-reset',
  '/password-reset-request',
  '/password-reset/confirm',
]);

export function isLightOnlyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The sign-up routes resolve in both casings, so the rule matches them case-insensitively.
  const normal = /^\/signup\//i.test(path) ? path.toLowerCase() : path;
  return LIGHT_ONLY.has(normal) || /^\/password-reset-confirm\/[^/]+/.test(path);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readPreference = () => storage.get('darkMode') === 'true';

export function setDarkModePreference(on: boolean): void {
  storage.set('darkMode', on ? 'true' : 'false');
  for (const listener of listeners) listener();
}

export function useDarkModePreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readPreference, () => false);
  return [on, setDarkModePreference];
}

/** Applies the effective mode for the current path to the page body. */
export function useApplyDarkMode(pathname: string): boolean {
  const [preference] = useDarkModePreference();
  const effective = preference && !isLightOnlyPath(pathname);
  useEffect(() => {
    document.body.classList.toggle('dark-mode', effective);
    document.documentElement.style.colorScheme = effective ? 'dark' : 'light';
  }, [effective]);
  return effective;
}
