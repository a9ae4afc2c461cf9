/**
 * Issue 26, "Plans kept per connection: the audit" (docs/performance.md): every statement whose plan a
 * connection keeps (the named prepared statements and the PL/pgSQL functions and triggers a request runs),
 * run 12 times on one connection with values from the benchmark data, extremes included, in six
 * passes: the plan cache's own choice (`auto`: calls 1-5 custom, then generic if it looks no dearer), and
 * each plan forced (`force_custom_plan`, `force_generic_plan`), then the three again without index-only
 * scans. Prints ms per call; `explain` prints the prepared statements' plans in both forced modes.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/plan-audit.ts [filter]
 *
 * Writes run each in a transaction rolled back. Never point it at a database you care about the speed of
 * while it runs.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import { findPublicJob } from '../apps/api/src/modules/jobs/public.ts';
import { unreadCount } from '../apps/api/src/modules/notifications/service.ts';
import { storedReadStatement } from '../apps/api/src/modules/recommendations/stored.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const filter = process.argv[2];

// The prepared statements' texts, as the API sends them: recorded from pg's query configs.
const texts = new Map<string, string>();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as { name?: string; text?: string };
  if (config && typeof config === 'object' && config.name && config.text) texts.set(config.name, config.text);
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;
{
  const database = await connectDatabase({ url, poolSize: 1 });
  await findPublicJob(database.db, 1);
  await unreadCount(database.db, 1);
  await database.close();
}
pg.Client.prototype.query = original;
// Its placeholders repeat: each use is a parameter of its own ($1 … $5), filled in by name.
const storedCompiled = new PgDialect().sqlToQuery(
  storedReadStatement(sql.placeholder('candidate'), sql.placeholder('today')),
);
texts.set('recommendations_stored_read', storedCompiled.sql);
const storedParams = (candidate: number, day: string) =>
  storedCompiled.params.map((p) => ((p as { name?: string }).name === 'candidate' ? candidate : day));

const one = async (client: pg.Client, text: string) => (await client.query(text)).rows[0];
const setup = await new pg.Client({ connectionString: url });
await setup.connect();
const value = async (text: string) => Object.values((await one(setup, text)) ?? { v: null })[0];
// A stored list for one candidate (the benchmark has none): 40 jobs of the newest published, rolled
// forward by the audit's own transaction below and removed at the end.
const listed = Number(await value(`select min(user_id) from candidate_profiles`));
await setup.query(`delete from recommended_jobs where candidate_id = ${listed}`);
await setup.query(`delete from recommendation_lists where candidate_id = ${listed}`);
await setup.query(`insert into recommendation_lists (candidate_id, computed_at, job_change_seq, size, profile_changed)
  values (${listed}, now(), 0, 40, false)`);
await setup.query(`insert into recommended_jobs (candidate_id, position, job_id, match_score, match_reasons)
  select ${listed}, row_number() over (order by id desc), id, 50, '[]'::jsonb
  from (select id from jobs where status = 'published' order by id desc limit 40) j`);

const published = Number(await value(`select max(id) from jobs where status = 'published'`));
const draft = Number(await value(`select max(id) from jobs where status = 'draft'`));
const busiestEmployerJob = Number(
  await value(`select max(id) from jobs where employer_id = 1 and status = 'published'`),
);
const manyPostings = Number(
  await value(`select job_id from job_search_postings group by 1 order by count(*) desc limit 1`),
);
const mostUnread = Number(
  await value(
    `select user_id from notifications where not is_read group by 1 order by count(*) desc limit 1`,
  ),
);
const someUnread = Number(await value(`select max(user_id) from notifications where not is_read`));
const manyEntries = Number(
  await value(`select candidate_id from work_experiences group by 1 order by count(*) desc limit 1`),
);
const noEntries = Number(
  await value(`select user_id from candidate_profiles p
    where not exists (select 1 from work_experiences w where w.candidate_id = p.user_id) limit 1`),
);
const entryOfMany = Number(
  await value(`select min(id) from work_experiences where candidate_id = ${manyEntries}`),
);
const lastEntry = Number(await value(`select max(id) from work_experiences`));
const today = String(await value(`select to_char(now() at time zone 'Africa/Nairobi', 'YYYY-MM-DD')`));
await setup.end();

interface Case {
  name: string;
  /** Statement text; `$n` are the values. With `prepared`, run as that named statement. */
  text: string;
  prepared?: string;
  /** Run in a transaction rolled back (writes: the triggers). */
  write?: boolean;
  values: { label: string; params: unknown[] }[];
}

const cases: Case[] = [
  {
    name: 'public_job (prepared, job page)',
    text: texts.get('public_job') ?? '',
    prepared: 'public_job',
    values: [
      { label: `published ${published}`, params: [published] },
      { label: `employer 1's (58,452 jobs) ${busiestEmployerJob}`, params: [busiestEmployerJob] },
      { label: `draft ${draft}`, params: [draft] },
      { label: 'unknown 0', params: [0] },
    ],
  },
  {
    name: 'unread_count (prepared, every signed-in page)',
    text: texts.get('unread_count') ?? '',
    prepared: 'unread_count',
    values: [
      { label: `most unread ${mostUnread}`, params: [mostUnread] },
      { label: `user ${someUnread}`, params: [someUnread] },
      { label: 'no notifications 1', params: [1] },
      { label: 'unknown 0', params: [0] },
    ],
  },
  {
    name: 'recommendations_stored_read (prepared, dashboard)',
    text: texts.get('recommendations_stored_read') ?? '',
    prepared: 'recommendations_stored_read',
    values: [
      { label: `list of 40, ${listed}`, params: storedParams(listed, today) },
      { label: `no list ${noEntries}`, params: storedParams(noEntries, today) },
      { label: 'list, a day far ahead', params: storedParams(listed, '2030-01-01') },
      { label: 'unknown 0', params: storedParams(0, today) },
    ],
  },
  {
    name: 'open_jobs_of_level_pay (PL/pgSQL, search)',
    text: 'select open_jobs_of_level_pay($1, $2)',
    values: [
      { label: 'entry, 600,000 (none)', params: ['entry', 600000] },
      { label: 'entry, 20,000 (many)', params: ['entry', 20000] },
      { label: 'senior, 300,000', params: ['senior', 300000] },
      { label: 'unknown level', params: ['nope', 1] },
    ],
  },
  {
    name: 'job title update: jobs_write_search_postings, job_search_postings_of, jobs_write_search_ranks, job_search_ranks_of, jobs_collect_search_words, recommendation_job_changed',
    text: `update jobs set job_title = job_title || ' x' where id = $1`,
    write: true,
    values: [
      { label: `published ${published}`, params: [published] },
      { label: `most postings ${manyPostings}`, params: [manyPostings] },
      { label: `draft ${draft}`, params: [draft] },
      { label: 'unknown 0', params: [0] },
    ],
  },
  {
    name: 'job description update: jobs_collect_description_words, jobs_write_search_ranks, job_search_ranks_of',
    text: `update jobs set description = description || ' zzyzx plan audit' where id = $1`,
    write: true,
    values: [
      { label: `published ${published}`, params: [published] },
      { label: `draft ${draft}`, params: [draft] },
    ],
  },
  {
    name: 'profile update: candidate_profiles_search_facts and the statement triggers (pool facts, words, postings, whole years, titles), recommendation_profile_changed',
    text: `update candidate_profiles set first_name = first_name where user_id = $1`,
    write: true,
    values: [
      { label: `4 entries ${manyEntries}`, params: [manyEntries] },
      { label: `no entries ${noEntries}`, params: [noEntries] },
      { label: `a stored list ${listed}`, params: [listed] },
      { label: 'unknown 0', params: [0] },
    ],
  },
  {
    name: 'work entry update: candidate_entries_touch_profile (then the profile triggers)',
    text: `update work_experiences set job_title = job_title where id = $1`,
    write: true,
    values: [
      { label: `first of ${manyEntries}'s ${entryOfMany}`, params: [entryOfMany] },
      { label: `last entry ${lastEntry}`, params: [lastEntry] },
    ],
  },
];

// The last three as the first three, but with index-only scans off: on the copy the visibility map of jobs is
// all set (just vacuumed), which makes index-only scans look cheap; on a database being written it is not,
// and 0183's gate got its sequential scan as its generic plan on such a copy (kweli_bench_me).
const modes = [
  'auto',
  'force_custom_plan',
  'force_generic_plan',
  'auto -c enable_indexonlyscan=off',
  'force_custom_plan -c enable_indexonlyscan=off',
  'force_generic_plan -c enable_indexonlyscan=off',
] as const;
const CALLS = 12;

for (const c of cases) {
  if (filter && !c.name.includes(filter)) continue;
  console.info(`\n## ${c.name}`);
  for (const mode of modes) {
    const client = new pg.Client({
      connectionString: url,
      options: `-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB -c plan_cache_mode=${mode}`,
    });
    await client.connect();
    // Warm the table's pages first, so that call 1 is not a cold read.
    for (const v of c.values) await run(client, c, v.params, `${c.prepared ?? 'x'}_warm`);
    await client.end();
    const fresh = new pg.Client({
      connectionString: url,
      options: `-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB -c plan_cache_mode=${mode}`,
    });
    await fresh.connect();
    const times: string[] = [];
    for (let i = 0; i < CALLS; i++) {
      const v = c.values[i % c.values.length];
      if (!v) continue;
      const start = performance.now();
      await run(fresh, c, v.params, c.prepared);
      times.push((performance.now() - start).toFixed(2));
    }
    await fresh.end();
    console.info(`${mode.replace(' -c enable_indexonlyscan=off', ', no IOS').padEnd(26)} ${times.join(' ')}`);
  }
  console.info(`values, in turn: ${c.values.map((v) => v.label).join('; ')}`);
}

async function run(client: pg.Client, c: Case, params: unknown[], name?: string) {
  if (c.write) {
    await client.query('begin');
    try {
      await client.query(c.text, params);
    } finally {
      await client.query('rollback');
    }
  } else if (name && c.prepared) await client.query({ name, text: c.text, values: params });
  else await client.query(c.text, params);
}

// With `explain`: each prepared statement's plan under each forced mode, for each value (rows, buffers).
if (filter === 'explain') {
  for (const c of cases) {
    if (!c.prepared) continue;
    for (const mode of ['force_custom_plan', 'force_generic_plan']) {
      const client = new pg.Client({
        connectionString: url,
        options: `-c jit=off -c max_parallel_workers_per_gather=0 -c work_mem=16MB -c plan_cache_mode=${mode}`,
      });
      await client.connect();
      await run(client, c, c.values[0]?.params ?? [], c.prepared);
      for (const v of c.values) {
        const literals = v.params.map((p) => (typeof p === 'number' ? String(p) : `'${p}'`)).join(', ');
        const plan = await client.query(
          `explain (analyze, buffers, costs off, timing off) execute ${c.prepared}(${literals})`,
        );
        console.info(`\n### ${c.prepared}, ${mode}, ${v.label}`);
        console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      await client.end();
    }
  }
}

const cleanup = new pg.Client({ connectionString: url });
await cleanup.connect();
await cleanup.query(`delete from recommended_jobs where candidate_id = ${listed}`);
await cleanup.query(`delete from recommendation_lists where candidate_id = ${listed}`);
await cleanup.end();
