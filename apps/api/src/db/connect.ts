import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The database handle every module uses. Both drivers speak the same SQL; only their result objects
 * differ, which `rows()` hides.
 *
 * PGlite is a single connection: inside a transaction always use the transaction's handle (`tx`), never
 * `db`, or the call waits for the transaction that is waiting for it.
 *
 * Drizzle is given no schema: its relational queries (`db.query.<table>`) are not used (modules name their
 * tables in `db.select()` and SQL), and with a schema every transaction built a query builder for each of
 * the 35 tables (about 20 us, two to nine transactions per search: docs/performance.md, "Drizzle's
 * transactions without the schema", decision 182).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Raw SQL inside one transaction, for migrations: `exec` runs a multi-statement script. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  rawTransaction<T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // JIT compilation pays off for long analytical queries; ours are short and indexed, and at a million
      // jobs the planner's estimates made it compile (40 ms and more) for queries that then ran in a few.
      // Parallel query is off for the same reason: on a small server under many concurrent requests, the
      // workers a parallel plan starts take the cores the other requests are waiting for.
      // work_mem: a search's bitmap of tens of thousands of jobs outgrew the default 4 MB, went lossy and
      // had every job on the lossy pages checked again (1.2 s instead of 50 ms at 1,000,000 jobs). It is
      // per sort or bitmap of each connection.
      options: '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB',
      // A database that does not answer must fail a request within seconds (503), not hold it forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor a client checked out for a transaction: pg emits the socket's error on the client as well as
    // failing its queries, and the pool listens only while the client is idle. The failed query rejects
    // the transaction, and the pool drops the client at its release (no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      rawTransaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await fn({
            exec: async (script) => {
              await client.query(script);
            },
            query: async <T>(text: string, params?: unknown[]) =>
              (await client.query(text, params)).rows as T[],
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let path: string | undefined;
  if (options.dataDir) {
    path = join(options.dataDir, 'db');
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create({
    ...(path ? { dataDir: path } : {}),
    extensions: { btree_gin, pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <T>(text: string, params?: unknown[]) => (await tx.query<T>(text, params)).rows,
        }),
      ),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Runs raw SQL and returns its rows, whichever driver is underneath.
 *
 * The statement's text is written by `sqlText` when it can (every search's statements), else by
 * Drizzle's own writer; either way it runs as `executor.execute` runs it (the driver's session, its
 * type parsers). Drizzle's writer cost about a tenth of the API's CPU per job search (docs/performance.md,
 * "The API's CPU per search request").
 */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const compiled = sqlText(query);
  if (compiled && sqlTextChecked) sameAsDrizzle(query, compiled);
  const result = (compiled
    ? await executor._.session.prepareQuery(compiled, undefined, undefined, false).execute()
    : await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `rows` for a statement whose text depends only on the shape of what is asked (every value, list and
 * spelling a parameter), run as a named prepared statement of the connection it runs on, named by its
 * text: each pooled connection parses it once, and PostgreSQL's plan cache may keep its generic plan
 * (from the sixth call of a connection on, when that plan does not look dearer than the custom ones), so
 * that a search of a shape already seen is not planned again. Unprepared, every call is parsed and
 * planned anew: talent search's page statement planned four fifths of its cost (decision 149,
 * docs/performance.md "Search statements kept per connection"). Only for statements whose generic plan was
 * measured no dearer than their custom plans: a generic plan is made without the values, and one that
 * guesses wrong is kept (job search's ranked statement with a level or a salary minimum; docs/performance.md
 * "Job search: the level's pay gate kept a generic plan").
 * Past KEPT_TEXTS_MAX texts in this process a new one runs as `rows` does, so that a statement whose text
 * turned out to change with the values cannot fill every connection with plans. PGlite ignores the name.
 */
export async function keptRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const compiled = sqlText(query);
  const name = compiled && keptName(compiled.sql);
  if (!compiled || !name) return rows<T>(executor, query);
  if (sqlTextChecked) sameAsDrizzle(query, compiled);
  const result = (await executor._.session
    .prepareQuery(compiled, undefined, name, false)
    .execute()) as unknown as {
    rows: T[];
  };
  return result.rows;
}

/**
 * The rows of several statements (made as `rows` takes them), sent together: on PostgreSQL in one round
 * trip, as one batch of the extended protocol before a single Sync (PostgreSQL runs them in order, in one
 * implicit transaction; each has its own snapshot, as in a READ COMMITTED transaction), instead of one
 * round trip each, which cost the API's CPU (the driver, the socket's writes, the wake-ups) and the
 * database's (decision 188). For reads only, none kept per connection. On PGlite one after the other.
 */
export async function rowsTogether<T extends readonly unknown[]>(
  executor: Executor,
  queries: readonly SQL[],
): Promise<{ -readonly [K in keyof T]: T[K][] }> {
  type Answer = { -readonly [K in keyof T]: T[K][] };
  const session = executor._.session as unknown as { prepareQuery: PrepareQuery; client?: unknown };
  if (queries.length < 2 || !(session.client instanceof pg.Pool || session.client instanceof pg.Client)) {
    const found: unknown[][] = [];
    for (const query of queries) found.push(await rows(executor, query));
    return found as Answer;
  }
  // Each statement prepared by the executor's session as `rows` prepares it (whatever watches the session
  // sees each), then all sent at once on the client or pool the session sends to.
  const prepared = queries.map((query) => {
    const compiled = sqlText(query);
    if (compiled && sqlTextChecked) sameAsDrizzle(query, compiled);
    return session.prepareQuery(compiled ?? dialect.sqlToQuery(query), undefined, undefined, false) as {
      client: Queryable;
      rawQueryConfig: pg.QueryConfig;
      params: unknown[];
    };
  });
  // The values as the driver sends them, mapped before anything is sent: a value it cannot send fails here,
  // not halfway through the batch (where node-postgres would leave the statement out and the others' rows
  // would answer the wrong statements).
  const statements = prepared.map(
    (p) =>
      new pg.Query(
        { ...p.rawQueryConfig, queryMode: 'extended' } as pg.QueryConfig,
        p.params.map((value) => driverValue(value)),
      ),
  );
  const together = new StatementsTogether(statements, prepared[0]!.rawQueryConfig);
  const results = (await send(prepared[0]!.client, together)) as { rows: unknown[] }[];
  return results.map((result) => result.rows) as Answer;
}

/** node-postgres's own mapping of a value to what it sends (lib/utils.js, which its types do not cover). */
const driverValue = (
  createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown }
).prepareValue;

/**
 * Statements of the extended protocol sent in one batch: each one's Parse, Bind, Describe and Execute as
 * node-postgres sends them (its own `prepare`, the Sync held back), then one Sync. node-postgres's query
 * collects a result per statement (as for several statements in one simple query).
 */
class StatementsTogether extends pg.Query {
  constructor(
    readonly statements: pg.Query[],
    config: pg.QueryConfig,
  ) {
    super({ text: '', types: config.types, queryMode: 'extended' } as pg.QueryConfig);
  }

  prepare(connection: ProtocolConnection): void {
    const held = Object.create(connection, { sync: { value: () => {} } }) as ProtocolConnection;
    for (const statement of this.statements)
      (pg.Query.prototype as unknown as QueryInternals).prepare.call(statement, held);
    connection.sync();
  }
}

/** Sends a statement made here to a pool (which answers a promise) or to a client (whose callback this sets). */
function send(client: Queryable, statement: pg.Query): Promise<unknown> {
  // A pool sets its callback on the statement (and gives the client back) when it ends.
  if (client instanceof pg.Pool)
    return (client as unknown as { query(statement: pg.Query): Promise<unknown> }).query(statement);
  return new Promise((resolve, reject) => {
    (statement as unknown as { callback: (error: Error | undefined, result: unknown) => void }).callback = (
      error,
      result,
    ) => (error ? reject(error) : resolve(result));
    (client as unknown as { query(statement: pg.Query): void }).query(statement);
  });
}

/** Settings of the planner for some statements only (`set_config(name, value, true)`): `{ enable_seqscan: 'off' }`. */
export type PlannerSettings = Readonly<Record<string, string>>;

/**
 * Runs `run` with these planner settings in force for the statements it sends through the handle it gets
 * (`rows`, `keptRows`, `execute`, Drizzle's builders), and for no other statement.
 *
 * On PostgreSQL each statement carries the settings itself, in the same round trip: the settings'
 * `select set_config(…, true)` and the statement are sent as one batch of the extended protocol before a
 * single Sync, which PostgreSQL runs as one implicit transaction, so the settings last for that statement
 * only. A transaction of its own (begin, the settings, the statement, commit) was four round trips for one
 * statement, each the driver's work, the socket's writes and a wake-up of both processes: about 250 us of
 * the API's CPU more than the statement alone (docs/performance.md, "The API's CPU per search request,
 * second pass"; decision 188). The statements of the handle are not one transaction: each has its own
 * snapshot, as each statement of a READ COMMITTED transaction has. A transaction opened on the handle runs
 * without the settings. PGlite (one connection, no batches) runs `run` in a transaction that sets them.
 */
export async function withSettings<T>(
  db: Executor,
  settings: PlannerSettings,
  run: (handle: Executor) => Promise<T>,
): Promise<T> {
  const text = settingsText(settings);
  const session = db._.session as unknown as { prepareQuery: PrepareQuery; client?: unknown };
  if (!(session.client instanceof pg.Pool || session.client instanceof pg.Client))
    return (db as Db).transaction(async (tx) => {
      await tx.execute(sql.raw(text));
      return run(tx);
    });
  // The handle's session prepares each statement as the executor's does (through its session, so that
  // whatever watches it still sees every statement) and runs it with the settings before it.
  const withSettingsSession = Object.create(session, {
    prepareQuery: {
      value: (...args: Parameters<PrepareQuery>) => {
        const prepared = session.prepareQuery(...args) as { client: Queryable };
        const client = prepared.client;
        prepared.client = { query: (config, values) => queryWithSettings(client, text, config, values) };
        return prepared;
      },
    },
  });
  const handle = Object.create(db, {
    session: { value: withSettingsSession },
    _: { value: { ...db._, session: withSettingsSession } },
  }) as Executor;
  return run(handle);
}

type PrepareQuery = (...args: unknown[]) => unknown;

/** What a prepared statement of Drizzle's node-postgres session sends its statement to: a pool or a client. */
interface Queryable {
  query(config: pg.QueryConfig, values?: unknown[]): Promise<unknown>;
}

/** `select set_config(…)` of the settings, their names and values written as literals. */
function settingsText(settings: PlannerSettings): string {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `select ${Object.entries(settings)
    .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
    .join(', ')}`;
}

/**
 * A statement of the extended protocol preceded by the settings' statement in the same batch (one Sync):
 * Parse, Bind and Execute of `select set_config(…)`, whose row and completion are not the statement's,
 * then the statement as node-postgres sends it. A named statement not yet parsed on the connection is
 * parsed first, before the settings, so that the first ParseComplete the driver counts is its own (it
 * takes any ParseComplete for the active statement's).
 */
class StatementWithSettings extends pg.Query {
  #settingsAnswered = false;
  #settingsParsedHere: string | null = null;

  constructor(
    readonly settings: string,
    config: pg.QueryConfig,
    values: unknown[] | undefined,
  ) {
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig, values);
  }

  prepare(connection: ProtocolConnection): void {
    const self = this as unknown as QueryInternals;
    if (self.name && !self.hasBeenParsed(connection)) {
      connection.parse({ text: self.text, name: self.name, types: self.types });
      connection.submittedNamedStatements[self.name] = self.text;
    }
    const name = settingsName(this.settings);
    if (connection.parsedStatements[name] === undefined) {
      connection.parse({ text: this.settings, name, types: [] });
      connection.parsedStatements[name] = this.settings;
      this.#settingsParsedHere = name;
    }
    connection.bind({ portal: '', statement: name, values: [] });
    connection.execute({ portal: '' });
    (pg.Query.prototype as unknown as QueryInternals).prepare.call(this, connection);
  }

  handleError(error: Error, connection: ProtocolConnection): void {
    // Failed before the settings ran: their Parse may not have been done (a named statement's Parse before
    // them failed), so it is sent again next time.
    if (!this.#settingsAnswered && this.#settingsParsedHere)
      delete connection.parsedStatements[this.#settingsParsedHere];
    (
      pg.Query.prototype as unknown as { handleError(e: Error, c: ProtocolConnection): void }
    ).handleError.call(this, error, connection);
  }

  handleDataRow(message: unknown): void {
    if (this.#settingsAnswered)
      (pg.Query.prototype as unknown as QueryInternals).handleDataRow.call(this, message);
  }

  handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (!this.#settingsAnswered) {
      this.#settingsAnswered = true;
      return;
    }
    (pg.Query.prototype as unknown as QueryInternals).handleCommandComplete.call(this, message, connection);
  }
}

const settingsNames = new Map<string, string>();
/** The name the settings' statement is prepared under on each connection (a hash of its text). */
function settingsName(text: string): string {
  let name = settingsNames.get(text);
  if (!name) {
    name = `settings_${createHash('sha1').update(text).digest('base64url')}`;
    settingsNames.set(text, name);
  }
  return name;
}

/** node-postgres's connection as a statement writes to it (lib/connection.js). */
interface ProtocolConnection {
  parse(message: { text: string; name: string; types: unknown }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string }): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
  parsedStatements: Record<string, string>;
}

/** What node-postgres's Query has and its types do not say (lib/query.js). */
interface QueryInternals {
  name?: string;
  text: string;
  types: unknown;
  hasBeenParsed(connection: ProtocolConnection): boolean;
  prepare(connection: ProtocolConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

function queryWithSettings(
  client: Queryable,
  settings: string,
  config: pg.QueryConfig,
  values: unknown[] | undefined,
): Promise<unknown> {
  return send(client, new StatementWithSettings(settings, config, values));
}

/** The most statement texts `keptRows` names in one process (each connection keeps a plan for each it ran). */
export const KEPT_TEXTS_MAX = 300;
const keptNames = new Map<string, string>();

/** The prepared statement's name for a text (a hash of it), or null past KEPT_TEXTS_MAX texts. */
function keptName(text: string): string | null {
  const known = keptNames.get(text);
  if (known) return known;
  if (keptNames.size >= KEPT_TEXTS_MAX) return null;
  const name = `kept_${createHash('sha1').update(text).digest('base64url')}`;
  keptNames.set(text, name);
  return name;
}

const dialect = new PgDialect();

let sqlTextChecked = false;

/**
 * Tests (src/test/setup.ts): every statement `rows` runs is also written by Drizzle's writer, and a
 * difference throws, so each test that runs a statement checks `sqlText` on it.
 */
export function checkSqlText(on: boolean): void {
  sqlTextChecked = on;
}

function sameAsDrizzle(query: SQL, compiled: { sql: string; params: unknown[] }): void {
  const drizzle = dialect.sqlToQuery(query);
  const same =
    drizzle.sql === compiled.sql &&
    drizzle.params.length === compiled.params.length &&
    drizzle.params.every((value, i) => Object.is(value, compiled.params[i]));
  if (!same)
    throw new Error(
      `sqlText wrote ${JSON.stringify(compiled)}, Drizzle ${JSON.stringify({ sql: drizzle.sql, params: drizzle.params })}`,
    );
}

/**
 * The text and values of a statement made only of SQL text, values, lists of them and nested `sql`
 * templates (what our hand-written statements are made of), exactly as Drizzle's writer
 * (`PgDialect.sqlToQuery`) writes them: text joined, each value a `$n` in order, a list written
 * `(a, b)`, `undefined` nothing. Anything else (a column, a table, a name, a placeholder, a typed
 * parameter, params written inline) answers null: Drizzle's writer then writes it. Drizzle's writer
 * builds an object and an array per piece and checks each piece against ten kinds of entity, each
 * through the prototype chain; this writes one string.
 */
export function sqlText(query: SQL): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  let text = '';
  const add = (chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) {
      text += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
      return true;
    }
    if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      for (const inner of chunk.queryChunks) if (!add(inner)) return false;
      return true;
    }
    if (chunk === undefined) return true;
    if (Array.isArray(chunk)) {
      text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) text += ', ';
        if (!add(chunk[i])) return false;
      }
      text += ')';
      return true;
    }
    if (
      chunk === null ||
      (typeof chunk !== 'object' && typeof chunk !== 'function') ||
      chunk instanceof Date
    ) {
      params.push(chunk);
      text += `$${params.length}`;
      return true;
    }
    return false;
  };
  return add(query) ? { sql: text, params } : null;
}

/**
 * A raw statement the database parses and plans once per connection, for reads made on every page view
 * (the public job page): `sql.placeholder('name')` marks its values. Unprepared, each call is parsed and
 * planned again, and a statement that joins a read model made of a SQL function (the job page's
 * employer response time) inlines and plans the function's body every time: about 0.8 ms of the
 * database's CPU per page, four times the rest of the statement (docs/performance.md, "Cost per request").
 * `name` must be unique to this statement's text. PGlite ignores the name (it has one connection).
 */
export function preparedRows<T, Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (executor: Executor, values: Values) => Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = new WeakMap<Executor, { execute(values: Values): Promise<unknown> }>();
  return async (executor, values) => {
    let statement = prepared.get(executor);
    if (!statement) {
      statement = executor._.session.prepareQuery(compiled, undefined, name, false);
      prepared.set(executor, statement);
    }
    return ((await statement.execute(values)) as { rows: T[] }).rows;
  };
}
