import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import type { SessionRevocations } from '../modules/auth/revocations.ts';
import type { RankedPage } from '../modules/talent/search.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Guards } from './auth-guard.ts';
import type { KeptBody } from './compression.ts';

/** What every module is given when it is registered: configuration, the database and the guards. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
  /** The sessions ended lately, which the guards refuse (modules/auth/revocations.ts). */
  sessionRevocations: SessionRevocations;
  /**
   * Serialized public answers about jobs (search) with their compressed forms, kept for
   * ANSWER_CACHE_SECONDS and forgotten after any change to jobs, companies or applications (see
   * `changesPublicJobs`).
   */
  publicJobAnswers: AnswerCache<KeptBody>;
  /**
   * Each candidate's recommendations, serialized, keyed by user id: kept for ANSWER_CACHE_SECONDS,
   * forgotten when that user changes anything (a profile edit, an application) or when jobs change.
   */
  recommendationAnswers: AnswerCache<KeptBody>;
  /**
   * Serialized talent search answers, one per employer and search, kept for ANSWER_CACHE_SECONDS and
   * forgotten after any change to candidate profiles or saved talent (see `changesTalentPool`).
   */
  talentAnswers: AnswerCache<KeptBody>;
  /**
   * Talent search rankings (the order and the count, the same for every employer), keyed by search and
   * day, kept and forgotten as `talentAnswers` are: an employer's first search is often one another
   * employer ran a moment ago (the whole pool, on every first visit to Find Talent).
   */
  talentRankings: AnswerCache<RankedPage>;
}

/** A request that may have changed something: a write that succeeded. */
export function isSuccessfulWrite(method: string, statusCode: number): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && statusCode < 400;
}

/**
 * The API paths whose successful writes may change what public job answers show: the jobs themselves,
 * the company name and logo copied onto them, and their applicant counts.
 */
const PUBLIC_JOB_WRITERS = ['/api/employer/jobs/', '/api/employer-profile/', '/api/applications/'];

export function changesPublicJobs(method: string, url: string, statusCode: number): boolean {
  return isSuccessfulWrite(method, statusCode) && PUBLIC_JOB_WRITERS.some((prefix) => url.startsWith(prefix));
}

export interface ModuleOptions {
  ctx: AppContext;
}

/**
 * The API paths whose successful writes may change a talent search answer: candidate sign-up, the
 * profile with its work experience and education, and the employer's saved talent (shown as saved).
 */
const TALENT_POOL_WRITERS = [
  '/api/candidate-profile/',
  '/api/work-experiences/',
  '/api/educations/',
  '/api/signup/candidate/',
  '/api/auth/google/',
  '/api/talent/saved/',
];

export function changesTalentPool(method: string, url: string, statusCode: number): boolean {
  return (
    isSuccessfulWrite(method, statusCode) && TALENT_POOL_WRITERS.some((prefix) => url.startsWith(prefix))
  );
}
