/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  ASSETS_CACHE,
  applicationAddress,
  beyond,
  changesKeptAnswers,
  draftsOf,
  draftsPage,
  endsKeptAnswers,
  fillsKeptAnswers,
  fillsPerAccount,
  hasNextPage,
  isDraft,
  isKeptAnswer,
  isLogoFile,
  isSavedJobsFirstPage,
  KEPT_DRAFT_PAGES,
  KEPT_LOGOS,
  KEPT_SAVED_PAGES,
  keptOnlyIfDraft,
  LOGOS_CACHE,
  NOT_APP_PAGES,
  notNeeded,
  SHELL_CACHE,
  savedJobAnswers,
  savedJobIds,
  savedJobsPage,
  tokenSubject,
  USER_CACHE_PREFIX,
  userCache,
} from './caching-rules.ts';
import { CLAIM_THIS_PAGE } from './page-messages.ts';
import { OFFLINE_SCREEN_REVISION, OFFLINE_SWAHILI_REVISION } from './precache-marks.ts';

/**
 * The service worker (docs/decisions/110-installable-and-offline.md): the shell and the landing page,
 * and a signed-in candidate's saved jobs with their job pages, open with no network.
 * - Precache (Workbox): the landing page's own code (the entry and its stylesheet), nothing more. The
 *   browser has just downloaded those files with a year's caching, so installing costs no transfer.
 * - The landing page's HTML ("/") is kept as the shell: every page load goes to the network first, and
 *   offline any address opens in it (the app then shows its route from kept answers).
 * - Other build files: from whichever cache has them (a hashed name is always the same content), else
 *   the network, then kept.
 * - The candidate's kept answers (caching-rules.ts): network first, the kept answer when offline; one
 *   cache per account, answered only to a request of that account, and all of them dropped at login,
 *   logout and account deletion.
 * Updates: no skipWaiting. A new worker waits until the app's pages are closed; page loads go to the
 * network first anyway, so an online user gets the new HTML with its own hashed files on the next
 * open, and an old page never has its code swapped under it. Any kept HTML names hashed files, and a
 * hashed file is looked up in every cache, so an offline page gets the files of its own build.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const marked = (revision: string) => manifest.filter((e) => e.revision === revision).map((e) => `/${e.url}`);
const offlineScreens = marked(OFFLINE_SCREEN_REVISION);
const offlineSwahili = marked(OFFLINE_SWAHILI_REVISION);
const landingFiles = manifest.filter((e) => e.revision === null);

precacheAndRoute(landingFiles);
cleanupOutdatedCaches();
// The first worker takes the page that installed it at once, so that a candidate's first visit already
// keeps what it shows. A later worker activates only once the old one's pages are closed (no
// skipWaiting), so it never takes a page that runs the old code.
clientsClaim();
// A page whose load began before the worker was active is not claimed above: it asks (register-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data === CLAIM_THIS_PAGE) event.waitUntil(self.clients.claim());
});

/** Keeps `url` in `cacheName` unless some cache has it already (a hashed file never changes). */
async function keepFile(cacheName: string, url: string): Promise<void> {
  if (await caches.match(url)) return;
  const answer = await fetch(url);
  if (answer.ok) await (await caches.open(cacheName)).put(url, answer);
}

/**
 * Whether this phone reads Swahili: one of this build's Swahili catalogues was loaded, through the
 * worker (then kept) or before it took the page (then in the browser's own cache). The worker cannot
 * read the page's storage, where the choice is kept.
 */
async function readsSwahili(): Promise<boolean> {
  for (const url of offlineSwahili) {
    if (await caches.match(url)) return true;
    const cached = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (cached?.ok) return true;
  }
  return false;
}

/** The Swahili texts of the landing page and the offline screens, so that offline they read Swahili. */
const keepOfflineSwahili = () => Promise.all(offlineSwahili.map((url) => keepFile(ASSETS_CACHE, url)));

/**
 * The code of the candidate's offline screens, fetched once a candidate's saved jobs are kept, with
 * their Swahili texts for a reader of Swahili.
 */
async function keepOfflineScreens(): Promise<void> {
  await Promise.all(offlineScreens.map((url) => keepFile(ASSETS_CACHE, url)));
  if (await readsSwahili()) await keepOfflineSwahili();
}

/** Whether some account's answers are kept on this phone (a candidate with saved jobs or drafts). */
const keepsAnAccount = async () => (await caches.keys()).some((key) => key.startsWith(USER_CACHE_PREFIX));

/**
 * The landing page as the shell. At install it comes from the browser's HTTP cache when that copy names
 * this build's files (the visitor has just loaded it: no second download), else from the network.
 */
async function keepShell(): Promise<void> {
  const sameBuild = (html: string) => landingFiles.every((e) => html.includes(`/${e.url}`));
  let answer = await fetch('/', { cache: 'force-cache' });
  if (!answer.ok || !sameBuild(await answer.clone().text())) answer = await fetch('/', { cache: 'no-cache' });
  if (answer.ok) await (await caches.open(SHELL_CACHE)).put('/', answer);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await keepShell();
      // A candidate who keeps saved jobs gets the new build's offline screens at once.
      if (await keepsAnAccount()) await keepOfflineScreens();
    })(),
  );
});

// Page loads: the network first (the landing page's fresh copy is kept), the shell when offline.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        const answer = await fetch(request);
        if (answer.ok && url.pathname === '/' && url.search === '')
          await (await caches.open(SHELL_CACHE)).put('/', answer.clone());
        return answer;
      } catch (error) {
        const shell = await caches.match('/', { cacheName: SHELL_CACHE });
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NOT_APP_PAGES },
  ),
);

// Build files the precache does not hold: whichever cache has them, else the network (then kept).
// A candidate who keeps answers and has just switched to Swahili: the offline screens' Swahili texts
// are kept behind it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async ({ request, url, event }) => {
    const kept = await caches.match(request);
    if (kept) return kept;
    const answer = await fetch(request);
    if (answer.ok) await (await caches.open(ASSETS_CACHE)).put(request, answer.clone());
    if (answer.ok && offlineSwahili.includes(url.pathname))
      event.waitUntil(keepsAnAccount().then((keeps) => (keeps ? keepOfflineSwahili() : undefined)));
    return answer;
  },
);

/**
 * Keeps what the account needs offline, read again in full: every page of the saved jobs list (up to
 * KEPT_SAVED_PAGES), the drafts (the list's pages up to KEPT_DRAFT_PAGES, and each draft at its own
 * address, from the list: no call more), the page and apply check of each of those jobs not kept yet; then drops what is
 * no longer needed. `firstPage`: the list's first page, when the app has just asked for it.
 */
async function keepForOffline(authorization: string, cache: Cache, firstPage?: unknown): Promise<void> {
  const read = async (address: string): Promise<unknown> => {
    const answer = await fetch(address, { headers: { authorization, accept: 'application/json' } });
    if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
    await cache.put(address, answer.clone());
    return answer.json();
  };
  const jobs = new Set<number>();
  let pages = 1;
  let page = firstPage ?? (await read(savedJobsPage(1)));
  for (;;) {
    for (const id of savedJobIds(page)) jobs.add(id);
    if (!hasNextPage(page) || pages >= KEPT_SAVED_PAGES) break;
    pages += 1;
    page = await read(savedJobsPage(pages));
  }
  const drafts = new Set<number>();
  let draftPages = 0;
  for (let more = true; more && draftPages < KEPT_DRAFT_PAGES; ) {
    draftPages += 1;
    const list = await read(draftsPage(draftPages));
    for (const { id, job, draft } of draftsOf(list)) {
      drafts.add(id);
      jobs.add(job);
      const body = JSON.stringify(draft);
      await cache.put(
        applicationAddress(id),
        new Response(body, { headers: { 'content-type': 'application/json' } }),
      );
    }
    more = hasNextPage(list);
  }
  for (const jobId of jobs) {
    for (const address of savedJobAnswers(jobId)) {
      if (await cache.match(address, { ignoreVary: true })) continue;
      const fetched = await fetch(address, { headers: { authorization, accept: 'application/json' } });
      if (fetched.ok) await cache.put(address, fetched);
    }
  }
  const kept = (await cache.keys()).map((request) => request.url);
  for (const address of notNeeded(kept, { jobs, drafts, savedPages: pages, draftPages }))
    await cache.delete(address);
  await keepOfflineScreens();
}

const fills = fillsPerAccount();
/** Keeps the account's answers for offline, one fill at a time for each account (caching-rules.ts). */
const fillOnce = (user: string, authorization: string, cache: Cache, firstPage?: unknown) =>
  fills.fill(user, () => keepForOffline(authorization, cache, firstPage));

/** Whether a kept answer's body differs from a new one (a job saved or removed, a draft saved). */
async function changed(kept: Response | undefined, answer: Response): Promise<boolean> {
  return !kept || (await kept.text()) !== (await answer.clone().text());
}

// The candidate's kept answers: the network first, the account's kept answer when offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isKeptAnswer(url),
  async ({ request, url, event }) => {
    const authorization = request.headers.get('authorization');
    const user = tokenSubject(authorization);
    if (!user || !authorization) return fetch(request);
    const cache = await caches.open(userCache(user));
    let answer: Response;
    try {
      answer = await fetch(request);
    } catch (error) {
      const kept = await cache.match(request, { ignoreVary: true });
      if (kept) return kept;
      throw error;
    }
    if (!answer.ok) return answer;
    if (keptOnlyIfDraft(url) && !isDraft(await answer.clone().json())) {
      await cache.delete(request);
      return answer;
    }
    // When the saved ids (asked once a session), the saved jobs list or the drafts list changed, the
    // kept jobs and drafts are brought up to date: an unchanged list costs no call more.
    const refill =
      fillsKeptAnswers(url) && (await changed(await cache.match(request, { ignoreVary: true }), answer));
    await cache.put(request, answer.clone());
    if (refill) {
      const firstPage: unknown = isSavedJobsFirstPage(url) ? await answer.clone().json() : undefined;
      // After the answer: the page shows at once, the jobs are kept behind it.
      event.waitUntil(fillOnce(user, authorization, cache, firstPage));
    }
    return answer;
  },
);

// Company logos as pages draw them: the kept file whatever its address's signature (a logo is public
// and its key names one upload), else the network; at most KEPT_LOGOS, the oldest going first.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isLogoFile(url),
  async ({ request, event }) => {
    const cache = await caches.open(LOGOS_CACHE);
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    const answer = await fetch(request);
    if (answer.ok) {
      const key = request.url.split('?')[0] as string;
      event.waitUntil(
        cache
          .put(key, answer.clone())
          .then(() => cache.keys())
          .then((keys) => Promise.all(beyond(keys, KEPT_LOGOS).map((old) => cache.delete(old)))),
      );
    }
    return answer;
  },
);

// A draft saved, sent or deleted: the kept drafts (and their jobs) are brought up to date after it.
for (const method of ['POST', 'PUT', 'DELETE'] as const)
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && changesKeptAnswers(url),
    async ({ request, event }) => {
      const authorization = request.headers.get('authorization');
      const user = tokenSubject(authorization);
      const answer = await fetch(request);
      if (answer.ok && user && authorization)
        event.waitUntil(caches.open(userCache(user)).then((cache) => fillOnce(user, authorization, cache)));
      return answer;
    },
    method,
  );

// Login, logout, a deleted account: every account's kept answers go, whatever the network does.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !endsKeptAnswers(event.request.method, url)) return;
  fills.forgetAll();
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(USER_CACHE_PREFIX)).map((key) => caches.delete(key))),
      ),
  );
});
