import type { Config } from '../config.ts';
import type { Database, Db } from '../db/connect.ts';
import type { Guards } from './auth-guard.ts';

/** What every module is given when it is registered: configuration, the database and the guards. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  guards: Guards;
}

export interface ModuleOptions {
  ctx: AppContext;
}
