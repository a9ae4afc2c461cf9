/**
 * The browser's stored values (docs/product/foundation.md §3), under their exact names. Everything the app
 * keeps in localStorage goes through here, so that logout and a failed refresh can clear it in one place.
 */
export const STORED_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  userRole: 'userRole',
  darkMode: 'darkMode',
  dataSaver: 'dataSaver',
  /** The reader's language (issue 25 item 1): `en` or `sw`; kept at logout like the data saver. */
  language: 'language',
  streakInfo: 'streakInfo',
  pendingJobAction: 'pendingJobAction',
  signedMediaCache: 'signedMediaCache',
  applicationDraft: 'applicationDraft',
  currentApplication: 'currentApplication',
} as const;

export type StoredKey = keyof typeof STORED_KEYS;

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const storage = {
  get(key: StoredKey): string | null {
    return safeStorage()?.getItem(STORED_KEYS[key]) ?? null;
  },
  set(key: StoredKey, value: string): void {
    safeStorage()?.setItem(STORED_KEYS[key], value);
  },
  remove(...keys: StoredKey[]): void {
    for (const key of keys) safeStorage()?.removeItem(STORED_KEYS[key]);
  },
  getJson<T>(key: StoredKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StoredKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  clearAll(): void {
    safeStorage()?.clear();
  },
};
