import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type Database, rows } from './connect.ts';
import { migrate } from './migrate.ts';
import * as schema from './schema.ts';

/** The Drizzle schema (used by queries) and the committed SQL migrations (run at start) must agree. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

describe('migrations and schema', () => {
  it('When migrations run again, then nothing is applied twice', async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it('When the Drizzle tables are compared with the database, then every column exists with its nullability', async () => {
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
      database.db,
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    const inDb = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(inDb.has(key), `${key} exists`).toBe(true);
        expect(inDb.get(key), `${key} nullability`).toBe(!column.notNull);
      }
    }
  });

  it('When the extensions are listed, then pg_trgm and unaccent are enabled', async () => {
    const ext = await rows<{ extname: string }>(database.db, sql`select extname from pg_extension`);
    expect(ext.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });
});
