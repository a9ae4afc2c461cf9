// `npx tsx bench/explain-search.ts "/api/jobs/search/?job_title=engineer&sort=salary" [--talent]`: runs the
// statements one search makes on the benchmark database, each with EXPLAIN (ANALYZE, BUFFERS), and prints
// every plan with its statement's time: how docs/performance.md reads the slow shapes.
import { jobSearchQuery, talentSearchQuery } from '@kweli/shared';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
const path = process.argv[2] ?? '/api/jobs/search/?job_title=engineer';
const database = await connectDatabase({ url, poolSize: 1 });
const statements: { text: string; params: unknown[] }[] = [];
// Every statement the search runs is noted (and run, so that the next ones get their inputs), with the
// transactions' boundaries: at the driver.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof first === 'string' ? first : first?.text;
  const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
  if (text) statements.push({ text, params: Array.isArray(values) ? values : [] });
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
if (path.includes('/talent/')) await rankCandidates(database.db, talentSearchQuery.parse(params));
else await searchJobs(database.db, jobSearchQuery.parse(params));
await database.close();

const client = new pg.Client({
  connectionString: url,
  options: '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB',
});
await client.connect();
pg.Client.prototype.query = query;
// The search's transactions replayed as it ran them (each rolled back at its end), so that the settings a
// search makes for one transaction (set_config(…, true): the trigram thresholds, `enable_indexscan` of a
// gather) apply to that transaction's statements only, as in the app: one transaction for all of them
// showed a later statement planned with an earlier one's settings (docs/performance.md, "Job search: the
// gather, then the walk").
for (const { text, params: values } of statements) {
  const control = /^\s*(begin|commit|rollback|savepoint|release)\b/i.exec(text)?.[1]?.toLowerCase();
  if (control) {
    await client.query(control === 'commit' ? 'rollback' : text);
    continue;
  }
  if (/^\s*select set_config/.test(text)) {
    await client.query(text, values);
    continue;
  }
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, values);
  console.info(`\n-- ${text.replace(/\s+/g, ' ').slice(0, 400)}\n-- ${JSON.stringify(values).slice(0, 300)}`);
  for (const row of rows) console.info(row['QUERY PLAN']);
}
await client.end();
