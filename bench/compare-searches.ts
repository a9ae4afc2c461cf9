// `npx tsx bench/compare-searches.ts [count] [--old path/to/other-search.ts] [--from n] [--match text]`: the CPU each long-tail
// job search costs (bench/long-tail.mjs), one at a time, nothing kept: the database backend's CPU time
// (`/proc/<pid>/schedstat`, nanoseconds: independent of how busy the shared machine is, unlike a
// response time) and this process's (`process.cpuUsage`: building the statements, the driver, the rows).
// With `--old`, a second `searchJobs` (a copy of the code before a change, beside search.ts) runs each
// search too, alternately on its own connection, and every answer is compared: the figures before and
// after come from the same minutes, and a changed answer is printed. Needs PostgreSQL on this machine.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { jobSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { connectDatabase, rows } from '../apps/api/src/db/connect.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailJobSearches } from './long-tail.mjs';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 400);
const from = Number(argument('--from') ?? 0);
const oldPath = argument('--old');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
type Search = typeof searchJobs;

interface Side {
  name: string;
  search: Search;
  database: Awaited<ReturnType<typeof connectDatabase>>;
  backend: number;
  db: number[];
  api: number[];
  wall: number[];
}

async function side(name: string, search: Search): Promise<Side> {
  const database = await connectDatabase({ url, poolSize: 1 });
  const [found] = await rows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  return { name, search, database, backend: found?.pid ?? 0, db: [], api: [], wall: [] };
}

/** The backend's time on a CPU so far, in ms (the first field of schedstat, in ns). */
const backendMs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

const sides = [await side('new', searchJobs)];
if (oldPath) {
  const other = (await import(resolve(oldPath))) as { searchJobs: Search };
  sides.unshift(await side('old', other.searchJobs));
}
const only = argument('--match');
const paths: string[] = (longTailJobSearches(from + count) as string[])
  .slice(from)
  .filter((path) => !only || path.includes(only));
const now = new Date();
let differ = 0;
const perPath: { path: string; db: number[] }[] = [];
for (const path of paths) {
  const query = jobSearchQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
  const answers: string[] = [];
  const spent: number[] = [];
  for (const s of sides) {
    const db0 = backendMs(s.backend);
    const api0 = process.cpuUsage();
    const t0 = performance.now();
    answers.push(JSON.stringify(await s.search(s.database.db, query, { now })));
    s.wall.push(performance.now() - t0);
    const api = process.cpuUsage(api0);
    s.api.push((api.user + api.system) / 1000);
    s.db.push(backendMs(s.backend) - db0);
    spent.push(backendMs(s.backend) - db0);
  }
  perPath.push({ path, db: spent });
  if (answers.length === 2 && answers[0] !== answers[1]) {
    differ++;
    if (differ <= 10) console.info(`DIFFERENT ANSWER  ${path}`);
  }
}
const at = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const ms = (n: number) => n.toFixed(1).padStart(7);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.info(`${paths.length} searches from #${from}, one at a time (ms per search: p50 / p95 / mean)`);
for (const s of sides)
  console.info(
    `${s.name.padEnd(4)} database CPU ${ms(at(s.db, 0.5))} ${ms(at(s.db, 0.95))} ${ms(sum(s.db) / s.db.length)}` +
      `   API CPU ${ms(at(s.api, 0.5))} ${ms(at(s.api, 0.95))} ${ms(sum(s.api) / s.api.length)}` +
      `   wall ${ms(at(s.wall, 0.5))} ${ms(at(s.wall, 0.95))} ${ms(sum(s.wall) / s.wall.length)}`,
  );
if (oldPath) console.info(`answers different: ${differ} of ${paths.length}`);
const last = sides.length - 1;
perPath.sort((a, b) => (b.db[last] ?? 0) - (a.db[last] ?? 0));
console.info(`dearest in database CPU (${sides.map((s) => s.name).join(' / ')}):`);
for (const p of perPath.slice(0, 25)) console.info(`${p.db.map(ms).join(' ')}  ${p.path}`);
for (const s of sides) await s.database.close();
