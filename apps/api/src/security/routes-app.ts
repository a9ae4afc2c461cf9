import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Db, rows } from '../db/connect.ts';
import { addApplication, addInterview } from '../modules/applications/test-applications.ts';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { webDistDir } from '../platform/web/dist-dir.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';

/** The admin of the authorization matrix (listed in ADMIN_EMAILS). */
export const MATRIX_ADMIN_EMAIL = 'matrix-admin@kweli.test';

/** A test app that also reports every route Fastify registered, for the security tests. */
export interface RoutedTestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /**
   * "METHOD /path" of every registered route, HEAD routes left out (they follow their GET), and so are
   * the built web app's files: when apps/web is built, each file is served as a public GET of its own.
   */
  routes: string[];
  close(): Promise<void>;
}

export async function createRoutedTestApp(): Promise<RoutedTestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig({ ADMIN_EMAILS: MATRIX_ADMIN_EMAIL });
  const routes = new Set<string>();
  const app = await buildApp({
    config,
    database,
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
    },
  });
  await app.ready();
  const root = webDistDir();
  if (root)
    for (const file of readdirSync(root, { recursive: true, withFileTypes: true }))
      if (file.isFile()) routes.delete(`GET /${relative(root, join(file.parentPath, file.name))}`);
  return {
    app,
    db: database.db,
    config,
    routes: [...routes].sort(),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * Each table's row count and a checksum of its rows: two snapshots are equal only if nothing in the
 * database changed between them.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; sum: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`,
      ),
    );
    snapshot[name] = `${row?.n} rows, ${row?.sum ?? 'empty'}`;
  }
  return snapshot;
}

/**
 * The interview fixtures of the security suites (issue 28 item 3): four submitted applications of the
 * candidate to the employer's jobs, the first without an interview, then two waiting and one confirmed.
 */
export async function addInterviewFixtures(
  t: Pick<RoutedTestApp, 'db'>,
  candidateId: number,
  employerId: number,
) {
  const ids: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const job = await addJob(t, { employerId });
    ids.push((await addApplication(t, { jobId: job.id, candidateId, cv: 'cv/mine.pdf' })).id);
  }
  const invited = await addInterview(t, { applicationId: ids[1]!, invitedBy: employerId });
  const declinable = await addInterview(t, { applicationId: ids[2]!, invitedBy: employerId });
  const confirmed = await addInterview(t, {
    applicationId: ids[3]!,
    invitedBy: employerId,
    status: 'confirmed',
    confirmedSlot: new Date(Date.now() + 5 * 24 * 3600 * 1000),
  });
  return {
    interviewApplicationId: ids[0]!,
    invitedInterviewId: invited.id,
    declinableInterviewId: declinable.id,
    confirmedInterviewId: confirmed.id,
    invitedSlot: invited.slots[0]!,
  };
}
