import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { type Database, type Executor, keptRows, rows, rowsTogether, withSettings } from './connect.ts';

/**
 * Fewer round trips (decision 188). Planner settings for some statements only (`withSettings`): on
 * PostgreSQL each statement carries them in its own round trip (one batch before one Sync, an implicit
 * transaction), instead of a transaction of four round trips (begin, the settings, the statement, commit);
 * on PGlite a transaction. Statements sent together (`rowsTogether`): one round trip on PostgreSQL.
 */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const SETTINGS = { random_page_cost: '1.1', enable_seqscan: 'off' } as const;

/** The two settings as a statement sees them, with a value sent as a parameter. */
const seen = (executor: Executor, read: typeof rows = rows, value = 7) =>
  read<{ cost: string; seqscan: string; value: number }>(
    executor,
    sql`select current_setting('random_page_cost') as cost, current_setting('enable_seqscan') as seqscan,
      ${value}::int as value`,
  );

/** The database's message of a statement's failure (Drizzle wraps the driver's error in its own). */
async function failure(run: Promise<unknown>): Promise<string> {
  const error = (await run.then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; cause?: { message?: string } } | null;
  return error?.cause?.message ?? error?.message ?? 'no failure';
}

it('When statements run with planner settings, then each of them has the settings and no statement after them has', async () => {
  // The connections' own settings (PGlite starts with sequential scans off).
  const before = await seen(database.db);
  expect(before[0]?.cost).toBe('4');
  const within = await withSettings(database.db, SETTINGS, async (handle) => [
    ...(await seen(handle)),
    // A statement kept per connection, twice (parsed once, then only bound), and one Drizzle writes.
    ...(await seen(handle, keptRows, 8)),
    ...(await seen(handle, keptRows, 9)),
    ...(
      (await handle.execute(
        sql`select current_setting('random_page_cost') as cost, current_setting('enable_seqscan') as seqscan, 10 as value`,
      )) as unknown as { rows: { cost: string; seqscan: string; value: number }[] }
    ).rows,
  ]);
  expect(within).toEqual([7, 8, 9, 10].map((value) => ({ cost: '1.1', seqscan: 'off', value })));
  // Every connection of the pool, as before.
  const after = await Promise.all([1, 2, 3, 4].map(() => seen(database.db)));
  expect(after).toEqual([1, 2, 3, 4].map(() => before));
  // Within a transaction the settings last to its end, as they did in a nested transaction (a savepoint).
  await database.db.transaction(async (tx) => {
    expect(await withSettings(tx, SETTINGS, (handle) => seen(handle))).toEqual([
      { cost: '1.1', seqscan: 'off', value: 7 },
    ]);
  });
  expect(await seen(database.db)).toEqual(before);
});

it('When a statement with settings fails, then it rejects with its own error and the connections run on as before', async () => {
  const before = await seen(database.db);
  const failing = (handle: Executor) => rows(handle, sql`select 1 / ${0}::int as n`);
  expect(await failure(withSettings(database.db, SETTINGS, failing))).toMatch(/division by zero/);
  // A kept statement whose text does not parse fails the same way again (it was not taken for parsed).
  const unknown = (handle: Executor) =>
    keptRows(handle, sql`select no_such_column_${sql.raw('x')} from (select ${1}::int) one`);
  for (let i = 0; i < 2; i++)
    expect(await failure(withSettings(database.db, SETTINGS, unknown))).toMatch(
      /column "no_such_column_x" does not exist/,
    );
  expect(await withSettings(database.db, SETTINGS, (handle) => seen(handle, keptRows, 11))).toEqual([
    { cost: '1.1', seqscan: 'off', value: 11 },
  ]);
  expect(await Promise.all([1, 2, 3, 4].map(() => seen(database.db)))).toEqual(
    [1, 2, 3, 4].map(() => before),
  );
});

it('When a statement runs with settings on PostgreSQL, then it is one round trip: no transaction, no settings sent apart', async () => {
  const sent = vi.spyOn(pg.Client.prototype, 'query');
  const transactions = vi.spyOn(database.db, 'transaction');
  try {
    await withSettings(database.db, SETTINGS, async (handle) => {
      await seen(handle);
      await seen(handle, keptRows);
    });
    if (database.kind === 'postgres') {
      expect(transactions).not.toHaveBeenCalled();
      expect(sent).toHaveBeenCalledTimes(2);
    } else expect(transactions).toHaveBeenCalledTimes(1);
  } finally {
    sent.mockRestore();
    transactions.mockRestore();
  }
});

const together = (executor: Executor, values: { day: Date; ids: number[]; word: string }) =>
  rowsTogether<[{ n: number; word: string }, { id: number; day: string }, { none: number }]>(executor, [
    sql`select ${values.ids.length}::int as n, ${values.word}::text as word`,
    sql`select id, (${values.day}::timestamptz at time zone 'UTC')::date::text as day
      from unnest(${`{${values.ids.join(',')}}`}::int[]) as ids(id) order by id desc`,
    sql`select 1 as none where false`,
  ]);

it('When statements are sent together, then each answers its own rows, as one by one, in one round trip on PostgreSQL', async () => {
  const values = { day: new Date('2026-11-28T10:00:00Z'), ids: [3, 1, 2], word: "o'hara" };
  const trips = vi.spyOn(pg.Client.prototype, 'query');
  let found: Awaited<ReturnType<typeof together>>;
  try {
    found = await together(database.db, values);
    expect(trips).toHaveBeenCalledTimes(database.kind === 'postgres' ? 1 : 0);
  } finally {
    trips.mockRestore();
  }
  expect(found).toEqual([
    [{ n: 3, word: "o'hara" }],
    [
      { id: 3, day: '2026-11-28' },
      { id: 2, day: '2026-11-28' },
      { id: 1, day: '2026-11-28' },
    ],
    [],
  ]);
  // In a transaction too, on its client.
  expect(await database.db.transaction((tx) => together(tx, values))).toEqual(found);
});

it('When a statement sent together fails, or a value cannot be sent, then they reject and the connections run on', async () => {
  const before = await seen(database.db);
  const failing = rowsTogether(database.db, [sql`select 1 as one`, sql`select 1 / ${0}::int as n`]);
  expect(await failure(failing)).toMatch(/division by zero/);
  // A value the driver cannot write: refused before anything is sent.
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  const unsendable = rowsTogether(database.db, [sql`select 1 as one`, sql`select ${circular}::jsonb as j`]);
  expect(await failure(unsendable)).toMatch(/circular/i);
  expect(await Promise.all([1, 2, 3, 4].map(() => seen(database.db)))).toEqual(
    [1, 2, 3, 4].map(() => before),
  );
  expect(await together(database.db, { day: new Date('2026-01-02T00:00:00Z'), ids: [5], word: 'w' })).toEqual(
    [[{ n: 1, word: 'w' }], [{ id: 5, day: '2026-01-02' }], []],
  );
});
