/**
 * Paged lists answer `{ count, next, previous, results }` (DECISIONS "API shape"); `next` and `previous`
 * are full addresses of the same list with the same parameters and another page number.
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
): { next: string | null; previous: string | null } {
  return {
    next: page * pageSize < count ? pageUrl(base, query, page + 1) : null,
    previous: page > 1 ? pageUrl(base, query, page - 1) : null,
  };
}
