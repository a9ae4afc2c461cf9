// `npx tsx bench/compare-talent.ts [count] [--old path/to/other-search.ts] [--from n] [--match text] [--shape s] [--explain]`:
// the CPU each long-tail talent search costs (bench/long-tail.mjs `longTailTalentSearches`), one at a
// time, nothing kept, through `rankCandidates` (talent/search.ts): the database backend's CPU time
// (`/proc/<pid>/schedstat`, independent of how busy the shared machine is, unlike a response time) and
// this process's (`process.cpuUsage`). With `--old`, a second `rankCandidates` (a copy of the code before
// a change, beside search.ts) runs each search too, alternately on its own connection, and every answer
// is compared. The searches are grouped by shape (which criteria they give), with how often each occurs
// and what it costs in all, so the shape to work on is the one that costs most in total. Needs
// PostgreSQL on this machine (BENCH_DATABASE_URL, kweli_bench by default).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type TalentSearchQuery, talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { connectDatabase, rows } from '../apps/api/src/db/connect.ts';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailTalentSearches } from './long-tail.mjs';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 300);
const from = Number(argument('--from') ?? 0);
const oldPath = argument('--old');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
type Search = typeof rankCandidates;

interface Side {
  name: string;
  search: Search;
  database: Awaited<ReturnType<typeof connectDatabase>>;
  backend: number;
  db: number[];
  api: number[];
  wall: number[];
}

/** `--explain`: every statement's plan (`EXPLAIN (ANALYZE, BUFFERS)`) written to the server's log by auto_explain. */
const explain = process.argv.includes('--explain');

async function side(name: string, search: Search): Promise<Side> {
  const database = await connectDatabase({ url, poolSize: 1 });
  if (explain)
    await database.db.execute(sql`load 'auto_explain'; set auto_explain.log_min_duration = 0;
      set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_level = log`);
  const [found] = await rows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  return { name, search, database, backend: found?.pid ?? 0, db: [], api: [], wall: [] };
}

/** The backend's time on a CPU so far, in ms (the first field of schedstat, in ns). */
const backendMs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

/** Which criteria a search gives: `title`, `word` or `words` (q), `place`, `industry`, `education`, `years`, `page`. */
export function shapeOf(q: TalentSearchQuery): string {
  const parts: string[] = [];
  if (q.job_title && /[\p{L}\p{N}]/u.test(q.job_title)) parts.push('title');
  if (q.q && /[\p{L}\p{N}]{2}/u.test(q.q)) parts.push(q.q.trim().split(/\s+/).length > 1 ? 'words' : 'word');
  if (q.city || q.county || q.country) parts.push('place');
  if (q.industry) parts.push('industry');
  if (q.education_level) parts.push('education');
  if (q.years_experience_min !== undefined || q.years_experience_max !== undefined) parts.push('years');
  if (q.page > 1) parts.push('page');
  return parts.join('+') || 'nothing';
}

const sides = [await side('new', rankCandidates)];
if (oldPath) {
  const other = (await import(resolve(oldPath))) as { rankCandidates: Search };
  sides.unshift(await side('old', other.rankCandidates));
}
const only = argument('--match');
const onlyShape = argument('--shape');
const searches = (longTailTalentSearches(from + count) as string[])
  .slice(from)
  .filter((path) => !only || path.includes(only))
  .map((path) => ({
    path,
    query: talentSearchQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams)),
  }))
  .filter((s) => !onlyShape || shapeOf(s.query) === onlyShape);
let differ = 0;
const perPath: { path: string; shape: string; db: number[] }[] = [];
for (const { path, query } of searches) {
  const answers: string[] = [];
  const spent: number[] = [];
  for (const s of sides) {
    const db0 = backendMs(s.backend);
    const api0 = process.cpuUsage();
    const t0 = performance.now();
    answers.push(JSON.stringify(await s.search(s.database.db, query)));
    s.wall.push(performance.now() - t0);
    const api = process.cpuUsage(api0);
    s.api.push((api.user + api.system) / 1000);
    const db = backendMs(s.backend) - db0;
    s.db.push(db);
    spent.push(db);
  }
  perPath.push({ path, shape: shapeOf(query), db: spent });
  if (answers.length === 2 && answers[0] !== answers[1]) {
    differ++;
    if (differ <= 10) console.info(`DIFFERENT ANSWER  ${path}\n  old ${answers[0]}\n  new ${answers[1]}`);
  }
}
const at = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const ms = (n: number) => n.toFixed(1).padStart(8);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.info(
  `${searches.length} talent searches from #${from}, one at a time (ms per search: p50 / p95 / mean)`,
);
for (const s of sides)
  console.info(
    `${s.name.padEnd(4)} database CPU ${ms(at(s.db, 0.5))} ${ms(at(s.db, 0.95))} ${ms(sum(s.db) / s.db.length)}` +
      `   API CPU ${ms(at(s.api, 0.5))} ${ms(at(s.api, 0.95))} ${ms(sum(s.api) / s.api.length)}` +
      `   wall ${ms(at(s.wall, 0.5))} ${ms(at(s.wall, 0.95))} ${ms(sum(s.wall) / s.wall.length)}`,
  );
if (oldPath) console.info(`answers different: ${differ} of ${searches.length}`);
const last = sides.length - 1;
const shapes = new Map<string, number[][]>();
for (const p of perPath) {
  const seen = shapes.get(p.shape) ?? sides.map(() => []);
  for (const [i, d] of p.db.entries()) seen[i]!.push(d);
  shapes.set(p.shape, seen);
}
const total = sum(perPath.map((p) => p.db[last] ?? 0));
console.info(
  `\nshapes by total database CPU (${sides.map((s) => s.name).join(' / ')}): count, total ms, share, p50, mean`,
);
for (const [shape, spent] of [...shapes].sort((a, b) => sum(b[1][last]!) - sum(a[1][last]!)))
  console.info(
    `${shape.padEnd(32)} ${String(spent[0]!.length).padStart(4)}  ${spent.map((d) => ms(sum(d))).join(' ')}` +
      `  ${((100 * sum(spent[last]!)) / total).toFixed(1).padStart(5)} %` +
      `  ${spent.map((d) => ms(at(d, 0.5))).join(' ')}  ${spent.map((d) => ms(sum(d) / d.length)).join(' ')}`,
  );
perPath.sort((a, b) => (b.db[last] ?? 0) - (a.db[last] ?? 0));
console.info(`\ndearest in database CPU (${sides.map((s) => s.name).join(' / ')}):`);
for (const p of perPath.slice(0, 25)) console.info(`${p.db.map(ms).join(' ')}  ${p.path}`);
for (const s of sides) await s.database.close();
