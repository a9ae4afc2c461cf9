import { API_MOUNT, API_PATHS, apiAddress, PAGE_SIZE } from '@kweli/shared';

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
/** Company logos as the pages drew them: public files, shared by every account on the phone. */
export const LOGOS_CACHE = 'kweli-logos';
/** At most this many logo files are kept (a card's logo is under 10 KB: about half a megabyte). */
export const KEPT_LOGOS = 60;
/**
 * How many pages of the saved jobs list are kept, with their jobs' pages: 100 jobs. Filling it once
 * costs a candidate with 100 saved jobs about 200 small answers; after that only changes are fetched.
 */
export const KEPT_SAVED_PAGES = 5;
export const KEPT_SAVED_JOBS = KEPT_SAVED_PAGES * PAGE_SIZE;
/** How many pages of the drafts list are kept, with each draft and its job's page: 100 drafts. */
export const KEPT_DRAFT_PAGES = 5;

export const userCache = (userId: string) => `${USER_CACHE_PREFIX}${userId}`;

const SAVED_JOBS = `${API_MOUNT}/candidate/saved-jobs/`;
const SAVED_JOB_IDS = `${API_MOUNT}/candidate/saved-jobs/ids/`;
const APPLY_CHECK = `${API_MOUNT}/applications/apply-check/`;
const VERIFY_TOKEN = `${API_MOUNT}/verify-token/`;
const APPLICATIONS = `${API_MOUNT}/applications/`;
const SIGNED_MEDIA = `${API_MOUNT}${API_PATHS.signedMedia}`;
const PUBLIC_JOB = /^\/api\/employer\/public\/jobs\/(\d+)\/$/;
const ONE_APPLICATION = /^\/api\/applications\/(\d+)\/$/;
/**
 * A company logo's storage key (media/keys.ts), and its files: the upload and its resized copies, at
 * their public address (`/api/logos/<owner>/<name>/<variant>`, decision 106) or at a signed one (what
 * pages made before public addresses, and a kept shell of then, still name).
 */
const LOGO_KEY = /^media\/company_logo\/\d+\/[\w.-]+$/;
const LOGO_FILE = /^\/api\/(files\/media\/company_logo\/\d+\/[\w.-]+|logos\/\d+\/[\w.-]+\/w\d+\.(webp|jpg))$/;

/** The addresses the app asks for the saved jobs list's page `page` and the drafts list's page `page`. */
export const savedJobsPage = (page: number) => apiAddress('/candidate/saved-jobs/', { page });
export const draftsPage = (page: number) =>
  apiAddress('/applications/', { submission_status: 'draft', page });
export const DRAFTS_PAGE = draftsPage(1);

/** The page number of a kept drafts list page (1 to KEPT_DRAFT_PAGES), or null for any other address. */
export function draftsPageNumber(url: URL): number | null {
  if (url.pathname !== APPLICATIONS) return null;
  const page = Number(url.searchParams.get('page'));
  const kept = Number.isInteger(page) && page >= 1 && page <= KEPT_DRAFT_PAGES;
  return kept && `${url.pathname}${url.search}` === draftsPage(page) ? page : null;
}
export const applicationAddress = (id: number) => apiAddress(`/applications/${id}/`);

/**
 * The signed-in account's answers kept for offline: the saved jobs list and ids, a job's page, whether
 * the candidate may apply to it (so Apply works offline), the drafts list's first KEPT_DRAFT_PAGES
 * pages and a draft (so "Continue my draft" opens offline), a company logo's address, and the account's role, which the signed-in pages
 * check before they show (components/require-role.tsx; offline, a missing answer would end the
 * session). Nothing else: no profile, no CV, no sent application, no other account's data.
 */
export function isKeptAnswer(url: URL): boolean {
  const path = url.pathname;
  if (path === SAVED_JOBS) return [...url.searchParams.keys()].every((key) => key === 'page');
  if (path === SAVED_JOB_IDS || path === VERIFY_TOKEN) return url.search === '';
  if (path === APPLY_CHECK) return /^\?job=\d+$/.test(url.search);
  if (path === APPLICATIONS) return draftsPageNumber(url) !== null;
  if (path === SIGNED_MEDIA)
    return url.search.startsWith('?file_path=') && LOGO_KEY.test(url.searchParams.get('file_path') ?? '');
  return (PUBLIC_JOB.test(path) || ONE_APPLICATION.test(path)) && url.search === '';
}

/**
 * Answers whose change brings the kept jobs and drafts up to date: the saved ids (every signed-in
 * page asks them once a session), the saved jobs list's first page, the drafts list.
 */
export const fillsKeptAnswers = (url: URL) =>
  url.pathname === SAVED_JOB_IDS || isSavedJobsFirstPage(url) || url.pathname === APPLICATIONS;

/**
 * A change to the candidate's applications (a draft saved, sent, deleted): the kept drafts follow. Only
 * the list's and one application's own address: the calls under them (a message, a thread read, an
 * employer's review) leave the drafts as they are, and a thread is marked read each time it is opened.
 */
export const changesKeptAnswers = (url: URL) =>
  url.pathname === APPLICATIONS || ONE_APPLICATION.test(url.pathname);

/** A kept answer that is only kept when its body says so: one application, kept only as a draft. */
export const keptOnlyIfDraft = (url: URL) => ONE_APPLICATION.test(url.pathname);

/** Whether an application's answer is a draft (a sent application is not kept). */
export const isDraft = (answer: unknown) =>
  (answer as { submission_status?: unknown } | null)?.submission_status === 'draft';

/** A company logo's file, kept in LOGOS_CACHE whatever its signature (a logo is public). */
export const isLogoFile = (url: URL) => LOGO_FILE.test(url.pathname);

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

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0;
const resultsOf = (answer: unknown): unknown[] => {
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? results : [];
};

/** The ids of the jobs on a saved jobs page (its `results[].id`), at most KEPT_SAVED_JOBS. */
export function savedJobIds(answer: unknown): number[] {
  return resultsOf(answer)
    .map((job) => (job as { id?: unknown } | null)?.id)
    .filter(isId)
    .slice(0, KEPT_SAVED_JOBS);
}

/** Whether a list page says there is a page after it. */
export const hasNextPage = (answer: unknown) => Boolean((answer as { next?: unknown } | null)?.next);

/** The drafts on a drafts list page, each with its id and its job's id. */
export function draftsOf(answer: unknown): { id: number; job: number; draft: unknown }[] {
  return resultsOf(answer).flatMap((draft) => {
    const { id, job } = (draft ?? {}) as { id?: unknown; job?: unknown };
    return isId(id) && isId(job) && isDraft(draft) ? [{ id, job, draft }] : [];
  });
}

/**
 * The kept answers of an account that are no longer needed, once its saved jobs and drafts were read
 * again in full: the pages and apply checks of jobs neither saved (among the kept ones) nor drafted,
 * the drafts that are gone (sent or deleted), the saved jobs and drafts lists' pages past their end, logos' signed
 * addresses past the newest KEPT_LOGOS. So a job page
 * opened once is not kept forever, and the cache stays within its bounds.
 */
export function notNeeded(
  addresses: string[],
  keep: { jobs: ReadonlySet<number>; drafts: ReadonlySet<number>; savedPages: number; draftPages: number },
): string[] {
  // Logos' signed addresses: as many as logo files are kept, the newest.
  const signed = addresses.filter(
    (address) => new URL(address, 'https://kept.invalid').pathname === SIGNED_MEDIA,
  );
  const oldSigned = new Set(beyond(signed, KEPT_LOGOS));
  return addresses.filter((address) => {
    if (oldSigned.has(address)) return true;
    const url = new URL(address, 'https://kept.invalid');
    const job =
      url.pathname.match(PUBLIC_JOB)?.[1] ??
      (url.pathname === APPLY_CHECK ? url.searchParams.get('job') : null);
    if (job !== null && job !== undefined) return !keep.jobs.has(Number(job));
    const application = url.pathname.match(ONE_APPLICATION)?.[1];
    if (application) return !keep.drafts.has(Number(application));
    if (url.pathname === SAVED_JOBS) return Number(url.searchParams.get('page') ?? '1') > keep.savedPages;
    const draftsListPage = draftsPageNumber(url);
    return draftsListPage !== null && draftsListPage > keep.draftPages;
  });
}

/** The entries of a cache (oldest first, as Cache.keys() lists them) to drop to keep at most `max`. */
export const beyond = <T>(entries: readonly T[], max: number): T[] =>
  entries.slice(0, Math.max(0, entries.length - max));

/** The answers a saved job needs offline, as the app asks for them: its page and the apply check. */
export const savedJobAnswers = (jobId: number): string[] => [
  apiAddress(API_PATHS.publicJob(jobId)),
  apiAddress('/applications/apply-check/', { job: jobId }),
];

/** Addresses the service worker leaves to the network even for a page load (the API, feeds). */
export const NOT_APP_PAGES = [/^\/api(\/|$)/, /^\/jobs\/feed\.xml$/, /^\/sitemaps?[./]/, /^\/robots\.txt$/];

/**
 * One filling of the kept answers at a time for each account (the list's first page and the saved ids
 * often arrive together), never one account's standing for another's: on a shared phone, a second
 * account signing in while the first's fill runs gets its own. `forgetAll` at login, logout and account
 * deletion, when every account's cache goes: a fill still running then writes into a cache that is gone,
 * and the account's next fill must not wait on it. A failed fill ends quietly (the next change tries again).
 */
export function fillsPerAccount() {
  const running = new Map<string, Promise<void>>();
  return {
    fill(user: string, keep: () => Promise<void>): Promise<void> {
      const now = running.get(user);
      if (now) return now;
      const started: Promise<void> = keep()
        .catch(() => undefined)
        .finally(() => {
          if (running.get(user) === started) running.delete(user);
        });
      running.set(user, started);
      return started;
    },
    forgetAll: () => running.clear(),
  };
}
