import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Db, keptRows, rows, sqlText } from './connect.ts';
import { users } from './schema.ts';

/**
 * `sqlText` writes our hand-written statements' text and values without Drizzle's writer (db/connect.ts;
 * docs/performance.md, "The API's CPU per search request"): it must write exactly what Drizzle writes, and
 * leave to Drizzle whatever it does not know. (Every test also checks each statement `rows` runs:
 * src/test/setup.ts.)
 */
const drizzle = (query: SQL) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { sql: text, params };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sqlText', () => {
  const at = new Date('2026-11-27T10:00:00Z');
  const words = sql`w.word = any(${['a', 'b']}::text[])`;
  const shapes: [string, SQL][] = [
    ['text only', sql`select 1`],
    [
      'values in order, nested templates',
      sql`select ${1}, ${'x'} from (select ${sql`${2} + ${3}`}) s where ${words}`,
    ],
    ['null, false, a date, undefined', sql`select ${null}, ${false}, ${at}::timestamptz, 1${undefined}`],
    ['a list and an empty list', sql`select 1 where 2 in ${[1, 2, sql`${3}`]} and 3 not in ${[]}`],
    [
      'sql.raw, sql.join, sql.empty',
      sql`select ${sql.raw('7')}, ${sql.join([sql`${1}`, sql`${2}`], sql`, `)}${sql.empty()}`,
    ],
    ['the same template twice', sql`select ${words}, ${words}`],
  ];
  for (const [name, query] of shapes)
    it(`When a statement is made of ${name}, then it is written as Drizzle writes it`, () => {
      expect(sqlText(query)).toEqual(drizzle(query));
    });

  it('When a statement holds a column, a table, a name or values written inline, then Drizzle writes it', () => {
    expect(sqlText(sql`select ${users.id} from users`)).toBeNull();
    expect(sqlText(sql`select 1 from ${users}`)).toBeNull();
    expect(sqlText(sql`select 1 as ${sql.identifier('one')}`)).toBeNull();
    expect(sqlText(sql`select ${1}`.inlineParams())).toBeNull();
    expect(sqlText(sql`select ${sql`${1}`.inlineParams()}`)).toBeNull();
    expect(sqlText(sql`select ${sql.param(1)}`)).toBeNull();
  });

  it('When rows runs a statement either way, then the driver reads its values as before (times as text)', async () => {
    const fast = sql`select ${at}::timestamptz as at, ${'2026-11-27'}::date as day, ${'{1,2}'}::int[] as ids, ${2}::int + 1 as n`;
    expect(sqlText(fast)).not.toBeNull();
    const [written] = await rows<Record<string, unknown>>(t.db, fast);
    const [byDrizzle] = ((await t.db.execute(fast)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(written).toEqual(byDrizzle);
    expect(typeof written?.at).toBe('string');
    expect(written?.n).toBe(3);
    const [viaDrizzle] = await rows<{ id: number | null }>(
      t.db,
      sql`select max(${users.id}) as id from ${users}`,
    );
    expect(viaDrizzle).toHaveProperty('id');
  });
});

describe('keptRows', () => {
  // One statement's text with other values each time, as a search of one shape runs it (decision 149).
  const pageOf = (ids: number[]) =>
    sql`select x as id, x * ${2}::int as twice from unnest(${`{${ids.join(',')}}`}::int[]) x order by x`;

  it('When a statement of one text runs with other values, then it answers as rows does, and on PostgreSQL the connection prepared it once and ran it each time', async () => {
    const calls = [[1, 2], [3], [4, 5, 6], [7], [8, 9], [10], [11, 12]];
    await (t.db as Db).transaction(async (tx) => {
      for (const ids of calls) expect(await keptRows(tx, pageOf(ids))).toEqual(await rows(tx, pageOf(ids)));
      if (t.database.kind !== 'postgres') return;
      const kept = await rows<{ runs: number }>(
        tx,
        sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
          where statement like ${'%x * $1::int as twice from unnest(%'}`,
      );
      expect(kept).toEqual([{ runs: calls.length }]);
    });
  });
});
