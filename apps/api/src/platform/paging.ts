import { PAGE_SIZE } from '@kweli/shared';

/**
 * Paged lists answer `{ count, next, previous, results }` (docs/product/rules.md "API shape"); `next` and
 * `previous` are full addresses of the same list with the same parameters and another page number.
 */
export function pageUrl(base: string, query: Record<string, unknown>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set('page', String(page));
  return `${base}?${params.toString()}`;
}

export function pageLinks(
  base: string,
  query: Record<string, unknown>,
  page: number,
  pageSize: number,
  count: number,
  /** The count stopped at the cap (`cappedCount`): there are rows after it, whatever the page. */
  countCapped = false,
): { next: string | null; previous: string | null } {
  return {
    next: countCapped || page * pageSize < count ? pageUrl(base, query, page + 1) : null,
    previous: page > 1 ? pageUrl(base, query, page - 1) : null,
  };
}

/** Where a list was asked: its address (path and query) and the page. */
export interface ListRequest {
  url: string;
  query: object;
}

const listBase = (publicUrl: string, request: ListRequest) => `${publicUrl}${request.url.split('?')[0]}`;

/**
 * The one shape of a list's answer (shared `pageOf`): the count, the full addresses of the pages
 * beside this one, and this page's results.
 */
export function pageAnswer<T>(
  publicUrl: string,
  request: ListRequest,
  page: number,
  list: { count: number; results: T[] },
) {
  const query = request.query as Record<string, unknown>;
  return {
    count: list.count,
    ...pageLinks(listBase(publicUrl, request), query, page, PAGE_SIZE, list.count),
    results: list.results,
  };
}

/** A list's answer when it is not counted to the end (shared `cappedPageOf`; see `countLimit`). */
export function cappedPageAnswer<T>(
  publicUrl: string,
  request: ListRequest,
  page: number,
  list: { count: number; countCapped: boolean; results: T[] },
) {
  const query = request.query as Record<string, unknown>;
  return {
    count: list.count,
    count_capped: list.countCapped,
    ...pageLinks(listBase(publicUrl, request), query, page, PAGE_SIZE, list.count, list.countCapped),
    results: list.results,
  };
}

/**
 * Very large lists are not counted to the end (docs/product/rules.md "API shape" allows it when the answer
 * says so): counting every one of a common search's matches, or of a big employer's 50,000 jobs, costs more
 * than reading the page. Rows are counted up to COUNT_CAP, or to the end of the page asked for when that is
 * further, so `count` is exact below the cap, `count_capped` says there are more, and `next` stays exact.
 */
export const COUNT_CAP = 1000;

/** How many rows to count at most for a page: one past the cap tells "more" from "exactly the cap". */
export function countLimit(page: number, pageSize: number, cap = COUNT_CAP): number {
  return Math.max(cap, page * pageSize) + 1;
}

/** The answer's count from rows counted up to `countLimit`. */
export function cappedCount(counted: number, limit: number): { count: number; countCapped: boolean } {
  return counted >= limit ? { count: limit - 1, countCapped: true } : { count: counted, countCapped: false };
}
