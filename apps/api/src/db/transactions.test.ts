import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type Database, rows } from './connect.ts';

/**
 * Drizzle is given no schema (db/connect.ts): with one, every transaction built a relational query builder
 * for each table, about 20 us of the API's CPU a transaction, and a search runs two to nine of them
 * (docs/performance.md, "Drizzle's transactions without the schema"; decision 182).
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

it('When a transaction starts, then its handle builds no query builder per table and still runs statements', async () => {
  const [one] = await database.db.transaction(async (tx) => {
    expect(Object.keys(tx.query)).toEqual([]);
    return rows<{ one: number }>(tx, sql`select 1::int as one`);
  });
  expect(one).toEqual({ one: 1 });
  expect(Object.keys(database.db.query)).toEqual([]);
});
