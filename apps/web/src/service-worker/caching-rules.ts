import { API_MOUNT, API_PATHS, apiAddress } from '@kweli/shared';

/**
 * What the service worker keeps on the phone, and for whom (docs/decisions/110-installable-and-offline.md).
 * Plain functions of addresses and headers, so that the rules are tested without a browser; sw.ts applies
 * them.
 */

/** The landing page's HTML, which is also the shell every other address opens in when offline. */
export const SHELL_CACHE = 'kweli-shell';
/** Hashed build files (JS, CSS) fetched after the first visit: a name is always the same content. */
export const ASSETS_CACHE = 'kweli-assets';
/** One cache per signed-in account: `kweli-user-<id>`. */
export const USER_CACHE_PREFIX = 'kweli-user-';
/** How many saved jobs' pages are kept for offline: the first page of the list, as the app shows it. */
export const KEPT_SAVED_JOBS = 20;

export const userCache = (userId: string) => `${USER_CACHE_PREFIX}${userId}`;

const SAVED_JOBS = `${API_MOUNT}/candidate/saved-jobs/`;
const SAVED_JOB_IDS = `${API_MOUNT}/candidate/saved-jobs/ids/`;
const APPLY_CHECK = `${API_MOUNT}/applications/apply-check/`;
const VERIFY_TOKEN = `${API_MOUNT}/verify-token/`;
const PUBLIC_JOB = /^\/api\/employer\/public\/jobs\/\d+\/$/;

/**
 * The signed-in account's answers kept for offline: the saved jobs list and ids, a job's page, whether
 * the candidate may apply to it (so Apply works offline), and the account's role, which the signed-in
 * pages check before they show (components/require-role.tsx; offline, a missing answer would end the
 * session). Nothing else: no profile, no CV, no application, no other account's data.
 */
export function isKeptAnswer(url: URL): boolean {
  const path = url.pathname;
  if (path === SAVED_JOBS) return [...url.searchParams.keys()].every((key) => key === 'page');
  if (path === SAVED_JOB_IDS || path === VERIFY_TOKEN) return url.search === '';
  if (path === APPLY_CHECK) return /^\?job=\d+$/.test(url.search);
  return PUBLIC_JOB.test(path) && url.search === '';
}

/** The saved jobs list's first page: its jobs' pages are kept with it. */
export const isSavedJobsFirstPage = (url: URL) =>
  url.pathname === SAVED_JOBS && (url.search === '' || url.search === '?page=1');

/**
 * The account a request is made for: the subject of its bearer token (the user's id), read, not
 * verified: the server verified the token when it answered; here it only keeps one account's answers
 * from another's on a shared phone. Null for a request without a well-formed token.
 */
export function tokenSubject(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/)?.[2];
  if (!token) return null;
  try {
    const json = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^\d{1,18}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * A call after which no account's kept answers may stay: a login (another person may be signing in),
 * a logout, an account deleted.
 */
export function endsKeptAnswers(method: string, url: URL): boolean {
  if (method === 'POST') return url.pathname.startsWith(`${API_MOUNT}/auth/`);
  return method === 'DELETE' && url.pathname === `${API_MOUNT}/account/`;
}

/** The ids of the jobs on a saved jobs page (its `results[].id`), at most KEPT_SAVED_JOBS. */
export function savedJobIds(answer: unknown): number[] {
  const results = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results
    .map((job) => (job as { id?: unknown } | null)?.id)
    .filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
    .slice(0, KEPT_SAVED_JOBS);
}

/** The answers a saved job needs offline, as the app asks for them: its page and the apply check. */
export const savedJobAnswers = (jobId: number): string[] => [
  apiAddress(API_PATHS.publicJob(jobId)),
  apiAddress('/applications/apply-check/', { job: jobId }),
];

/** Addresses the service worker leaves to the network even for a page load (the API, feeds). */
export const NOT_APP_PAGES = [/^\/api(\/|$)/, /^\/jobs\/feed\.xml$/, /^\/sitemaps?[./]/, /^\/robots\.txt$/];
