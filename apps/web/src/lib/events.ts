/**
 * Window events of the spec: `sessionTimeout` (with a message), `loginSuccess`, and the streak event
 * carrying current_streak and longest_streak.
 */
export const SESSION_TIMEOUT_EVENT = 'sessionTimeout';
export const LOGIN_SUCCESS_EVENT = 'loginSuccess';
export const STREAK_EVENT = 'streakUpdate';

export interface SessionTimeoutDetail {
  message: string;
}
export interface StreakDetail {
  current_streak: number;
  longest_streak: number;
}

export function emit<T>(name: string, detail?: T): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function listen<T>(name: string, handler: (detail: T) => void): () => void {
  const wrapped = (event: Event) => handler((event as CustomEvent<T>).detail);
  window.addEventListener(name, wrapped);
  return () => window.removeEventListener(name, wrapped);
}
