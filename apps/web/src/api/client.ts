import { API_MESSAGES, type QueryValues, withQuery } from '@kweli/shared';
import { messageText } from '../i18n/messages/index.ts';
import { session } from '../lib/session.ts';

/**
 * The one fetch client: bearer header when a token is stored, one refresh-and-retry on a 401, and
 * errors as `ApiError` carrying the status and the documented body (`detail` or field errors).
 */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export type ErrorBody = { detail?: string; [field: string]: unknown } | string | null;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body === 'string' ? body : (body?.detail ?? `Request failed with status ${status}`));
  }

  /** The first message of each field in a field-error body. */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.body && typeof this.body === 'object') {
      for (const [field, value] of Object.entries(this.body)) {
        if (Array.isArray(value) && typeof value[0] === 'string') out[field] = messageText(value[0]);
      }
    }
    return out;
  }
}

/** The server's `detail` of a failed call, or `fallback` (a network fault, a field-error body). */
export function failureDetail(error: unknown, fallback: string): string {
  const body = error instanceof ApiError && typeof error.body === 'object' ? error.body : null;
  // The API answers in English; the reader sees its message in their language (issue 25 item 1).
  return messageText(body?.detail ?? fallback);
}

/** A network failure (no answer at all), told apart from an error answer. */
export class NetworkError extends Error {}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: QueryValues;
  signal?: AbortSignal;
  /** Public calls skip the refresh-and-expire handling of a 401. */
  anonymous?: boolean;
  /**
   * When a 401 survives the refresh, leave the session to the caller, which tells the user and ends it
   * itself (the talent pages show their own message for 3 seconds first, docs/product/employer.md §4).
   */
  callerEndsSession?: boolean;
}

/** ok: new tokens stored; rejected: the server refused the refresh token; offline: no answer. */
export type RefreshOutcome = 'ok' | 'rejected' | 'offline';

let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the stored refresh token for a new pair; one exchange at a time for the whole page. A
 * network failure is not a refusal: on patchy mobile data the session is kept for the next try.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  const refresh = session.refreshToken();
  if (!refresh) return Promise.resolve('rejected');
  refreshing ??= fetch(`${API_BASE}/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  })
    .then(async (res): Promise<RefreshOutcome> => {
      if (!res.ok) return 'rejected';
      const data = (await res.json()) as { access: string; refresh: string };
      session.storeTokens(data.access, data.refresh);
      return 'ok';
    })
    .catch((): RefreshOutcome => 'offline')
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The address of a call: the base, the path, and the query without its empty values, in its order. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  return `${API_BASE}${withQuery(path, query)}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError('Could not reach the server. Check your connection and try again.');
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 403 with the generic refusal is the server saying the session is not of the role this page is for
 * (docs/product/rules.md "The server is ours": another user's object answers 404, a wrong role 403): the session
 * this tab was using is gone (another sign-in replaced it), so it ends like an expired one
 * (docs/product/foundation.md §4 "Session expiry": 401 or 403). A 403 with its own text (an expired
 * file address, an unverified login) is an answer, not a lost session.
 */
const isLostSession = (status: number, data: unknown) =>
  status === 403 &&
  typeof data === 'object' &&
  data !== null &&
  (data as { detail?: unknown }).detail === API_MESSAGES.forbidden;

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  const signedIn = !options.anonymous && session.isLoggedIn();
  if (res.status === 401 && signedIn) {
    if ((await refreshSession()) === 'ok') res = await send(path, options);
  }
  const data = await readBody(res);
  if (signedIn && !options.callerEndsSession && (res.status === 401 || isLostSession(res.status, data))) {
    session.expire();
  }
  if (!res.ok) throw new ApiError(res.status, data as ErrorBody);
  return data as T;
}
