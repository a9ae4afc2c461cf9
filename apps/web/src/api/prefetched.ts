import { apiAddress, type QueryValues } from '@kweli/shared';

/**
 * Answers the server put in the page for its first screen (a JSON data block, id "prefetched-answers"):
 * the landing page carries its first search and the signed addresses of that page's logos, a job's
 * public page carries the job (apps/api/src/platform/web.ts). Each is the API's answer to a GET call,
 * keyed by the server's address of the call (`apiAddress`, whatever API_BASE the app calls through),
 * so a query finds its own and uses it as its initial data instead of asking again (docs/decisions/016-web-budgets.md).
 */
let answers: Record<string, unknown> | undefined;

function all(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const block = typeof document === 'undefined' ? null : document.getElementById('prefetched-answers');
  try {
    if (block?.textContent) answers = JSON.parse(block.textContent) as Record<string, unknown>;
  } catch {
    // A damaged block is only a missed head start: the calls are made as usual.
  }
  return answers;
}

/** The page's answer to GET `path` with `query`, when the server sent one. */
export function prefetchedAnswer<T>(path: string, query?: QueryValues): T | undefined {
  return all()[apiAddress(path, query)] as T | undefined;
}

/** When the page was loaded, which is as old as a prefetched answer can be taken to be. */
export const prefetchedAt = (): number =>
  typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);

/** Forgets the block read so far (tests put a new one in the document). */
export function resetPrefetchedAnswers(): void {
  answers = undefined;
}
