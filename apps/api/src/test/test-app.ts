import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connectDatabase, type Database, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';

/**
 * A fresh app on a fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The second database searches read from, when the app was made `withReadDatabase` (else `db`). */
  readDb: Db;
  config: Config;
  /**
   * A call to the API as a signed-in user (its `headers`, from `createUser`) or, with null, as a
   * visitor: `path` is what follows `/api`, e.g. `call(candidate, 'POST', '/applications/', body)`.
   */
  call(user: Caller | null | undefined, method: Method, path: string, payload?: object): Promise<Response>;
  close(): Promise<void>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Response = LightMyRequestResponse;
/** Whoever calls: a test user's authorization header, or any headers a test sets itself. */
export interface Caller {
  headers: Record<string, string>;
}

export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await connectDatabase({});
    await migrate(database);
    return { database, drop: async () => database.close() };
  }
  const name = `kweli_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ url: url.toString(), poolSize: 4 });
  await migrate(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A test app's settings: silent, its own files folder, no demo data, no kept answers; `env` adds to them. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: `/tmp/kweli-test-${randomBytes(6).toString('hex')}`,
    PUBLIC_URL: 'http://localhost:3000',
    DEMO_DATA: 'false',
    // Tests change jobs straight in the database, which a kept answer would not see.
    ANSWER_CACHE_SECONDS: '0',
    ...env,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  { withReadDatabase = false }: { withReadDatabase?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  // A separate, migrated database standing for a replica (DATABASE_READ_URL): what searches read.
  const read = withReadDatabase ? await createTestDatabase() : undefined;
  const config = testConfig(env);
  const app = await buildApp({ config, database, ...(read ? { readDatabase: read.database } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    readDb: (read?.database ?? database).db,
    config,
    call: (user, method, path, payload) =>
      app.inject({
        method,
        url: `/api${path}`,
        headers: user?.headers ?? {},
        ...(payload === undefined ? {} : { payload }),
      }),
    close: async () => {
      await app.close();
      await drop();
      await read?.drop();
      // The files folder it made (uploads, the mail outbox) goes too; one a test named stays.
      if (!env.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
