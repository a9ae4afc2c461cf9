// `npx tsx bench/planning-cpu.ts [count] [--talent]`: how much of a long-tail search's database CPU is
// planning. Each search of bench/long-tail.mjs is run once through `searchJobs` (or `rankCandidates`) to
// note its statements; each statement is then planned alone (`EXPLAIN`, no ANALYZE) and run again, on one
// connection, in one transaction as the app's, measuring the backend's CPU (`/proc/<pid>/schedstat`, as
// bench/cpu-per-search.ts: independent of how busy the machine is). Prints planning CPU per search, its
// share of the statements' CPU (which is planning and execution), and the statements that cost most
// planning in all. Needs PostgreSQL on this machine (BENCH_DATABASE_URL, kweli_bench by default).
import { readFileSync } from 'node:fs';
import { jobSearchQuery, talentSearchQuery } from '@kweli/shared';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';
// @ts-expect-error: a plain JavaScript module of the benchmark
import { longTailJobSearches, longTailTalentSearches } from './long-tail.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
const talent = process.argv.includes('--talent');
const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 200);
const paths: string[] = talent ? longTailTalentSearches(count) : longTailJobSearches(count);

type Statement = { text: string; values: unknown[] };
type Query = (this: pg.Client, text: string, values?: unknown[]) => Promise<pg.QueryResult>;
const query = pg.Client.prototype.query as unknown as Query;
// The app's statements are noted at the driver (as bench/explain-search.ts does) and run as usual.
let noted: Statement[] = [];
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof first === 'string' ? first : first?.text;
  const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
  if (text && !/^(begin|commit|rollback|savepoint|release)/i.test(text.trim()))
    noted.push({ text, values: Array.isArray(values) ? values : [] });
  return (query as unknown as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const database = await connectDatabase({ url, poolSize: 1 });
const client = new pg.Client({ connectionString: url });
await client.connect();
const ask = (text: string, values: unknown[] = []) => query.call(client, text, values);
const [{ pid }] = (await ask('select pg_backend_pid() as pid')).rows as [{ pid: number }];
const backendMs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const timed = async (text: string, values: unknown[]) => {
  const before = backendMs();
  await ask(text, values);
  return backendMs() - before;
};

let planning = 0;
let statementsCpu = 0;
let statements = 0;
const shares: number[] = [];
/**
 * Per statement (its text's first 110 characters, parameters as `$`): how often, planning, planning and
 * execution, and its different whole texts (a prepared statement is one text: decision 149).
 */
const byText = new Map<string, { n: number; plan: number; whole: number; texts: Set<string> }>();
for (const path of paths) {
  noted = [];
  const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
  if (talent) await rankCandidates(database.db, talentSearchQuery.parse(params));
  else await searchJobs(database.db, jobSearchQuery.parse(params));
  const made = noted;
  noted = [];
  let plan = 0;
  let whole = 0;
  await ask('begin');
  for (const { text, values } of made) {
    // A search's settings for its transaction (set_config(…, true)) apply to the statements after them.
    if (/^\s*select set_config/.test(text)) {
      await ask(text, values);
      continue;
    }
    const planned = await timed(`explain ${text}`, values);
    const run = await timed(text, values);
    plan += planned;
    whole += run;
    statements++;
    const key = text.replace(/\s+/g, ' ').replace(/\$\d+/g, '$').slice(0, 110);
    const entry = byText.get(key) ?? { n: 0, plan: 0, whole: 0, texts: new Set<string>() };
    entry.n++;
    entry.texts.add(text);
    entry.plan += planned;
    entry.whole += run;
    byText.set(key, entry);
  }
  await ask('rollback');
  planning += plan;
  statementsCpu += whole;
  if (whole > 0) shares.push(plan / whole);
}
shares.sort((a, b) => a - b);
const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
console.info(
  `${paths.length} ${talent ? 'talent' : 'job'} searches, ${statements} statements: planning ${(planning / paths.length).toFixed(2)} ms of database CPU per search, ` +
    `statements planned and run ${(statementsCpu / paths.length).toFixed(2)} ms: ${pct(planning / statementsCpu)} planning (median search ${pct(shares[Math.floor(shares.length / 2)] ?? 0)})`,
);
console.info(
  '\nstatements by planning CPU in all: count, different texts, planning ms each, planned and run ms each, text',
);
for (const [text, e] of [...byText].sort((a, b) => b[1].plan - a[1].plan).slice(0, 12))
  console.info(
    `${String(e.n).padStart(5)} ${String(e.texts.size).padStart(5)} ${(e.plan / e.n).toFixed(2).padStart(7)} ${(e.whole / e.n).toFixed(2).padStart(7)}  ${text}`,
  );
await client.end();
await database.close();
