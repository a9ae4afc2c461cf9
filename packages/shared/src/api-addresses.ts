/**
 * API addresses both sides write. The web app calls them; the server puts their answers in a page's
 * HTML for its first screen, keyed by the same address (apps/api/src/platform/web.ts,
 * apps/web/src/api/prefetched.ts), so a key written one way and read another would silently miss.
 * No zod here: the landing page loads this module.
 */
export const API_PATHS = {
  jobSearch: '/jobs/search/',
  publicJob: (id: string | number) => `/employer/public/jobs/${encodeURIComponent(String(id))}/`,
  signedMedia: '/get-signed-media-url/',
  similarJobs: (id: string | number) => `/jobs/${encodeURIComponent(String(id))}/similar/`,
  company: (id: string | number) => `/companies/${encodeURIComponent(String(id))}/`,
  companyJobs: (id: string | number) => `/companies/${encodeURIComponent(String(id))}/jobs/`,
} as const;

/** Where the server mounts the API. */
export const API_MOUNT = '/api';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** A path with its query: empty values left out, the rest in the order given. */
export function withQuery(path: string, query?: QueryValues): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The server's own address of an API call: how an answer carried in a page is keyed. */
export const apiAddress = (path: string, query?: QueryValues) => `${API_MOUNT}${withQuery(path, query)}`;
