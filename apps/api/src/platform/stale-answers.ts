import type { Executor } from '../db/connect.ts';

/**
 * Writers own invalidation (docs/architecture.md): the service function that changes data says, next
 * to its write and once its transaction has committed, which kept answers the change makes stale. The
 * modules that keep answers (platform/answer-cache.ts) listen and forget them. Neither side knows the
 * other, and no list of URLs has to follow the routes.
 *
 * - `public-jobs`: what the public sees of jobs (the job, the company name and logo copied onto it, its
 *   applicant count): job search and everything built on it.
 * - `talent-pool`: what an employer's talent search shows (candidate profiles, sign-ups, saved talent).
 * - `candidate`: one candidate's own answers (recommendations), after their profile or applications
 *   changed.
 *
 * Listeners are kept per database handle, which is per app: two apps in one process (tests) do not
 * hear each other. A write through a handle no app listens on (the demo data loader) changes no
 * kept answer, because none is kept yet.
 */
export type StaleAnswers =
  | { kind: 'public-jobs' }
  | { kind: 'talent-pool' }
  | { kind: 'candidate'; userId: number };

type Listener = (change: StaleAnswers) => void;

const listeners = new WeakMap<Executor, Listener[]>();

export function onStale(db: Executor, listener: Listener): void {
  listeners.set(db, [...(listeners.get(db) ?? []), listener]);
}

/** Call it with the app's handle once the write has committed (not with the transaction's handle). */
export function madeStale(db: Executor, ...changes: StaleAnswers[]): void {
  for (const change of changes) for (const listener of listeners.get(db) ?? []) listener(change);
}

export const PUBLIC_JOBS: StaleAnswers = { kind: 'public-jobs' };
export const TALENT_POOL: StaleAnswers = { kind: 'talent-pool' };
export const candidateAnswers = (userId: number): StaleAnswers => ({ kind: 'candidate', userId });
