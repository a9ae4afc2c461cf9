import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import type { AnswerCache } from './answer-cache.ts';
import type { Guards } from './auth-guard.ts';

/** What every module is given when it is registered: configuration, the database and the guards. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
  /**
   * Serialized public answers about jobs (search), kept for ANSWER_CACHE_SECONDS and forgotten after any
   * change to jobs, companies or applications (see `changesPublicJobs`).
   */
  publicJobAnswers: AnswerCache<string>;
  /**
   * Each candidate's recommendations, serialized, keyed by user id: kept for ANSWER_CACHE_SECONDS,
   * forgotten when that user changes anything (a profile edit, an application) or when jobs change.
   */
  recommendationAnswers: AnswerCache<string>;
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
