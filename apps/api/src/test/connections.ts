import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, rows } from '../db/connect.ts';
import type { TestApp } from './test-app.ts';

/**
 * More connections to a test app's database, each with its own transactions, for the tests of two
 * transactions at once (decision 122). Only on a PostgreSQL server (TEST_DATABASE_URL): PGlite is a
 * single connection.
 */
export interface Connection {
  client: pg.Client;
  db: Db;
  pid: number;
}

/** `app` answers the test's app (made in a `beforeAll`, after this is called). */
export function otherConnections(app: () => Pick<TestApp, 'db'>) {
  const clients: pg.Client[] = [];
  return {
    /** A new connection to the test's database. */
    async open(): Promise<Connection> {
      const [{ name } = { name: '' }] = await rows<{ name: string }>(
        app().db,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      clients.push(client);
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
      return { client, db: drizzle({ client }) as unknown as Db, pid };
    },
    /** Resolves once the connection's statement waits for a lock another transaction holds. */
    async waitingForLock(pid: number): Promise<void> {
      for (let i = 0; i < 500; i += 1) {
        const [row] = await rows<{ waiting: boolean }>(
          app().db,
          sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`,
        );
        if (row?.waiting) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`connection ${pid} never waited for a lock`);
    },
    /** Ends every connection opened (a transaction a failed test left open ends with it). */
    async close(): Promise<void> {
      for (const client of clients.splice(0)) await client.end();
    },
  };
}
