// `npx tsx bench/explain-search.ts "/api/jobs/search/?job_title=engineer&sort=salary" [--talent]`: runs the
// statements one search makes on the benchmark database, each with EXPLAIN (ANALYZE, BUFFERS), and prints
// every plan with its statement's time: how docs/performance.md reads the slow shapes.
import { jobSearchQuery, talentSearchQuery } from '@kweli/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { searchJobs } from '../apps/api/src/modules/jobs/search.ts';
import { rankCandidates } from '../apps/api/src/modules/talent/search.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
const path = process.argv[2] ?? '/api/jobs/search/?job_title=engineer';
const database = await connectDatabase({ url, poolSize: 1 });
const dialect = new PgDialect();
const statements: { text: string; params: unknown[] }[] = [];
const execute = database.db.execute.bind(database.db);
// Every statement the search runs is noted (and run, so that the next ones get their inputs).
(database.db as unknown as { execute: (q: SQL) => unknown }).execute = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  statements.push({ text, params });
  return execute(query);
};
const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
if (path.includes('/talent/')) await rankCandidates(database.db, talentSearchQuery.parse(params));
else await searchJobs(database.db, jobSearchQuery.parse(params));
await database.close();

const client = new pg.Client({
  connectionString: url,
  options: '-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB',
});
await client.connect();
for (const { text, params: values } of statements) {
  if (/^\s*select set_config/.test(text)) {
    await client.query(text, values);
    continue;
  }
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, values);
  console.info(`\n-- ${text.replace(/\s+/g, ' ').slice(0, 400)}\n-- ${JSON.stringify(values).slice(0, 300)}`);
  for (const row of rows) console.info(row['QUERY PLAN']);
}
await client.end();
