/**
 * The precache list marks the code of the candidate's offline screens (saved jobs, a job's page, the
 * application form) with this revision: the worker does not fetch them at install (a visitor never
 * needs them), only once a candidate's saved jobs are kept. Written by the build (vite.config.ts), read
 * by the worker (sw.ts); this module imports nothing, so that the build's config can load it.
 */
export const OFFLINE_SCREEN_REVISION = 'offline-screen';
/**
 * The Swahili catalogues of the landing page and of those screens carry this revision: the worker
 * keeps them with the screens only on a phone that reads Swahili, so that the offline screens read
 * Swahili too (an English reader fetches none of them).
 */
export const OFFLINE_SWAHILI_REVISION = 'offline-swahili';
