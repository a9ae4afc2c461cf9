import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../db/connect.ts';

/** A statement as the server gets it: its text and its values. */
export interface SentStatement {
  sql: string;
  params: unknown[];
  /** Sent as a named prepared statement of its connection (`keptRows`): only then is it set. */
  kept?: true;
}

/**
 * The lines of a statement's plan (`EXPLAIN`, not run) as the app sent it, its values bound: what a test
 * reads to tell which scans a search's statement plans. `verbose`: with each node's output, where a
 * subquery computed in a select list (hashed or not) is shown.
 */
export async function planLines(
  db: Db,
  statement: SentStatement,
  { verbose = false } = {},
): Promise<string[]> {
  const plan = (await db._.session
    .prepareQuery(
      { sql: `explain ${verbose ? '(verbose) ' : ''}${statement.sql}`, params: statement.params },
      undefined,
      undefined,
      false,
    )
    .execute()) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return plan.rows.map((line) => line['QUERY PLAN']);
}

interface Watch {
  onStatement: (statement: SentStatement) => void;
  onTransaction: () => void;
}

const dialect = new PgDialect();

/**
 * The executor (a `Db` or a transaction) with every statement sent through it reported, and every
 * transaction it opens (whose statements are reported too). A statement goes either through `execute`
 * (Drizzle writes its text) or straight to the session's `prepareQuery` (`rows` writes the text of a
 * hand-written statement itself, decision 143): both are watched, so a test counting statements sees
 * each once whichever way it went.
 */
export function watchStatements<T extends object>(
  executor: T,
  onStatement: Watch['onStatement'],
  onTransaction: Watch['onTransaction'] = () => {},
): T {
  return watched(executor, { onStatement, onTransaction });
}

function watched<T extends object>(executor: T, watch: Watch): T {
  return new Proxy(executor, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop === 'execute')
        return (query: SQL) => {
          watch.onStatement(dialect.sqlToQuery(query));
          return (value as (q: SQL) => unknown).call(target, query);
        };
      if (prop === '_') {
        const internals = value as { session: object };
        return { ...internals, session: watchedSession(internals.session, watch) };
      }
      if (prop === 'transaction')
        return (run: (tx: object) => unknown, ...rest: unknown[]) => {
          watch.onTransaction();
          return (value as (...a: unknown[]) => unknown).call(
            target,
            (tx: object) => run(watched(tx, watch)),
            ...rest,
          );
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function watchedSession<T extends object>(session: T, watch: Watch): T {
  return new Proxy(session, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === 'prepareQuery')
        return (query: SentStatement, ...rest: unknown[]) => {
          // prepareQuery(query, fields, name, arrayMode): a name is `keptRows`'s.
          watch.onStatement(rest[1] ? { ...query, kept: true } : query);
          return (value as (...a: unknown[]) => unknown).call(target, query, ...rest);
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The pages of a table a run read (from the table or the cache), from its transaction's statistics: what a
 * test reads to tell that a statement found its rows through an index's entries, not the table's rows.
 * The run gets the transaction to run in.
 */
export async function tablePagesRead(
  db: Db,
  table: string,
  run: (tx: Db) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const fetched = async () =>
      Number(
        (
          await rows<{ n: string }>(tx, sql`select pg_stat_get_xact_blocks_fetched(${table}::regclass) as n`)
        )[0]!.n,
      );
    const before = await fetched();
    await run(tx as unknown as Db);
    return (await fetched()) - before;
  });
}
