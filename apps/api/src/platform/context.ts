import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import type { Guards, SessionRevocations } from './auth-guard.ts';

/**
 * What every module is given when it is registered: configuration, the database and the guards. A
 * module that keeps answers makes its own cache and hears what makes them stale (platform/stale-answers.ts).
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /**
   * Where searches read (job search, talent search rankings, stored recommendations): the replica of
   * DATABASE_READ_URL when set, else `db`. Never written to; a replica may lag the writes a little.
   */
  readDb: Db;
  guards: Guards;
  /** The sessions ended lately, which the guards refuse (kept by the auth module). */
  sessionRevocations: SessionRevocations;
  /** How many requests this instance is answering now (platform/requests-in-flight.ts). */
  requestsInFlight: () => number;
}

export interface ModuleOptions {
  ctx: AppContext;
}
