// The harness of bench/compare-searches.ts and bench/compare-talent.ts: each search run one at a time on
// one or two sides (the code now, and with `--old` a copy of the code before a change), each side on its
// own connection, measuring the database backend's CPU time (`/proc/<pid>/schedstat`, independent of how
// busy the shared machine is, unlike a response time), this process's (`process.cpuUsage`: building the
// statements, the driver, the rows) and the wall time, and comparing the two sides' answers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, type Db, rows } from '../apps/api/src/db/connect.ts';

/** The value after `--name` on the command line. */
export const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** The command line's common options: how many searches, from which, the old code's path, a text to match. */
export function commonOptions(defaultCount: number) {
  return {
    count: Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? defaultCount),
    from: Number(argument('--from') ?? 0),
    oldPath: argument('--old'),
    match: argument('--match'),
  };
}

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
/**
 * The old side's database (BENCH_OLD_DATABASE_URL, the same by default): a change of the data's shape (a
 * column, a table rewritten) is compared by the code before it on a copy without it.
 */
const oldUrl = process.env.BENCH_OLD_DATABASE_URL ?? url;

export interface Side<Run> {
  name: string;
  run: Run;
  db: Db;
  close: () => Promise<void>;
  backend: number;
  /** Per search, ms. */
  dbCpu: number[];
  apiCpu: number[];
  wall: number[];
}

/** A side on a connection of its own; `explain` logs every statement's plan through auto_explain. */
async function side<Run>(name: string, run: Run, explain: boolean): Promise<Side<Run>> {
  const database = await connectDatabase({ url: name === 'old' ? oldUrl : url, poolSize: 1 });
  if (explain)
    await database.db.execute(sql`load 'auto_explain'; set auto_explain.log_min_duration = 0;
      set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_level = log`);
  const [found] = await rows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  return {
    name,
    run,
    db: database.db,
    close: () => database.close(),
    backend: found?.pid ?? 0,
    dbCpu: [],
    apiCpu: [],
    wall: [],
  };
}

/** The code now, and before it the old code's export `exported` of the module at `oldPath`, if given. */
export async function openSides<Run>(
  run: Run,
  exported: string,
  oldPath: string | undefined,
  { explain = false } = {},
): Promise<Side<Run>[]> {
  const sides = [await side('new', run, explain)];
  if (oldPath) {
    const other = (await import(resolve(oldPath))) as Record<string, Run>;
    // `--new-first`: the new code runs first on each search (the second side runs on a warmer cache).
    if (process.argv.includes('--new-first')) sides.push(await side('old', other[exported] as Run, explain));
    else sides.unshift(await side('old', other[exported] as Run, explain));
  }
  return sides;
}

/** The backend's time on a CPU so far, in ms (the first field of schedstat, in ns). */
const backendMs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

/**
 * Runs one search on every side in turn (`ask` calls the side's code), records its costs, and answers
 * each side's database CPU and whether the answers differ.
 */
export async function measure<Run>(
  sides: Side<Run>[],
  ask: (s: Side<Run>) => Promise<unknown>,
): Promise<{ dbCpu: number[]; differ: boolean; answers: string[] }> {
  const answers: string[] = [];
  const dbCpu: number[] = [];
  for (const s of sides) {
    const db0 = backendMs(s.backend);
    const api0 = process.cpuUsage();
    const t0 = performance.now();
    answers.push(JSON.stringify(await ask(s)));
    s.wall.push(performance.now() - t0);
    const api = process.cpuUsage(api0);
    s.apiCpu.push((api.user + api.system) / 1000);
    const db = backendMs(s.backend) - db0;
    s.dbCpu.push(db);
    dbCpu.push(db);
  }
  return { dbCpu, differ: answers.length === 2 && answers[0] !== answers[1], answers };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
export const ms = (n: number) => n.toFixed(1).padStart(8);

/** Each side's database, API and wall time per search (p50 / p95 / mean), and how many answers differ. */
export function printSides<Run>(sides: Side<Run>[], differ: number, searches: number): void {
  const figures = (values: number[]) =>
    `${ms(percentile(values, 0.5))} ${ms(percentile(values, 0.95))} ${ms(sum(values) / values.length)}`;
  for (const s of sides)
    console.info(
      `${s.name.padEnd(4)} database CPU ${figures(s.dbCpu)}   API CPU ${figures(s.apiCpu)}   wall ${figures(s.wall)}`,
    );
  if (sides.length === 2) console.info(`answers different: ${differ} of ${searches}`);
}

/** The 25 searches that cost the newest side most database CPU, with every side's cost. */
export function printDearest(sides: Side<unknown>[], perPath: { path: string; dbCpu: number[] }[]): void {
  const last = sides.length - 1;
  const dearest = [...perPath].sort((a, b) => (b.dbCpu[last] ?? 0) - (a.dbCpu[last] ?? 0));
  console.info(`\ndearest in database CPU (${sides.map((s) => s.name).join(' / ')}):`);
  for (const p of dearest.slice(0, 25)) console.info(`${p.dbCpu.map(ms).join(' ')}  ${p.path}`);
}
