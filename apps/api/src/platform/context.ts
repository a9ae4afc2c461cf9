import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import type { Guards } from './auth-guard.ts';

/**
 * What every module is given when it is registered: configuration, the database and the guards. A
 * module that keeps answers makes its own cache and hears what makes them stale (platform/stale-answers.ts).
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
}

export interface ModuleOptions {
  ctx: AppContext;
}
