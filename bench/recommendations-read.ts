// `npx tsx bench/recommendations-read.ts [candidates]`: where a stored recommendation read's time goes, on
// the benchmark database (BENCH_DATABASE_URL; it writes lists: use a copy). For `candidates` candidates with
// a stored list (computed first for those without one), one at a time on one connection:
// - the database: the statement of 26 November 2026's first pass (sent as text, planned on every call) and
//   the function of migrations 0160/0171 (planned once per connection; since 0171 it answers the stored
//   jobs' ranks, and their cards are read by id after it), alternately, and each statement's
//   planning and execution time from EXPLAIN (ANALYZE, BUFFERS) for the first candidate;
// - the whole stored read as 0171 made it (the function, then the cards by id: two statements) and as it is
//   now (`storedRecommendations`: one prepared statement, decision 126), alternately, with
//   a check that both answer the same jobs, cards, scores and reasons, and the one statement's plan;
// - the API's share after the database: the answer checked against its schema, made JSON, compressed
//   (brotli as a browser takes it), with the whole descriptions (before) and the job cards (now).
import { publicJob, recommendedJob } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { connectDatabase, rows } from '../apps/api/src/db/connect.ts';
import { jobCardOf, jobCardsById } from '../apps/api/src/modules/jobs/index.ts';
import {
  CHANGES_FOLDED_MAX,
  LIST_MAX_AGE_HOURS,
  refreshRecommendations,
  storedReadStatement,
  storedRecommendations,
} from '../apps/api/src/modules/recommendations/stored.ts';
import { compress } from '../apps/api/src/platform/compression.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kweli_bench';
const count = Number(process.argv[2] ?? 100);
const database = await connectDatabase({ url, poolSize: 1 });
const db = database.db;
const today = new Date().toISOString().slice(0, 10);

// The statement before migration 0160, as stored.ts sent it (whole descriptions).
const oldStatement = (candidateId: number) => sql`with list as (
    select job_change_seq, size, profile_changed,
      computed_at < now() - make_interval(hours => ${LIST_MAX_AGE_HOURS}) as old
    from recommendation_lists where candidate_id = ${candidateId}
  ),
  changed as (
    select distinct job_id from recommendation_job_changes
    where seq > (select job_change_seq from list) limit ${CHANGES_FOLDED_MAX + 1}
  )
  select (select row_to_json(list) from list) as list,
    array(select job_id from changed) as changed,
    (select count(*)::int from recommended_jobs r
      where r.candidate_id = ${candidateId} and r.job_id in (select job_id from changed)) as changed_in_list,
    (select coalesce(json_agg(s order by s.position), '[]'::json) from (
      select r.position, j.id, j.job_title, j.company_name, j.company_logo, j.industry, j.city, j.country,
        j.location_type, j.working_period, j.job_type, j.due_date::text as due_date, j.description,
        j.applicants_count,
        to_char(j.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at,
        j.employer_verified, r.match_score, r.match_reasons
      from recommended_jobs r join job_cards j on j.id = r.job_id
      where r.candidate_id = ${candidateId}
        and j.status = 'published' and (j.due_date is null or j.due_date >= ${today}::date)
        and not exists (select 1 from job_applications a where a.job_id = j.id and a.candidate_id = ${candidateId})
        and r.job_id not in (select job_id from changed)
      order by r.position
      limit 20
    ) s) as stored`;
const newStatement = (candidateId: number) =>
  sql`select list_mark as list, changed_jobs as changed, changed_in_list, stored_jobs as stored
    from recommendations_stored_read(${candidateId}::int, ${today}::date, ${LIST_MAX_AGE_HOURS}::int,
      ${CHANGES_FOLDED_MAX}::int, 20::int)`;

let ids = (
  await rows<{ id: number }>(
    db,
    sql`select candidate_id as id from recommendation_lists where size >= 20 order by candidate_id limit ${count}`,
  )
).map((r) => Number(r.id));
if (ids.length < count) {
  const more = await rows<{ id: number }>(
    db,
    sql`select p.user_id as id from candidate_facts p
      where not exists (select 1 from recommendation_lists l where l.candidate_id = p.user_id)
      order by p.user_id limit ${count - ids.length}`,
  );
  const started = performance.now();
  for (const { id } of more) await refreshRecommendations(db, Number(id));
  console.info(`Computed and stored ${more.length} lists in ${Math.round(performance.now() - started)} ms`);
  ids = [...ids, ...more.map((r) => Number(r.id))];
}

const time = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(2)}  p95 ${at(0.95).toFixed(2)}  mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(2)}`;
};

// Alternately, the two statements for the same candidates (three rounds: the first warms the caches).
const oldMs: number[] = [];
const newMs: number[] = [];
for (let round = 0; round < 3; round++)
  for (const id of ids) {
    const [, a] = await time(() => rows(db, oldStatement(id)));
    const [, b] = await time(() => rows(db, newStatement(id)));
    if (round > 0) {
      oldMs.push(a);
      newMs.push(b);
    }
  }
console.info(`\n${ids.length} candidates, one at a time, ms (rounds 2 and 3; ${today}):`);
console.info(`  statement sent as text (before)    ${stats(oldMs)}`);
console.info(`  function, plan kept (0160)         ${stats(newMs)}`);

// The whole read as migration 0171 made it: the function, then the cards by id (a second statement), for
// a list with no job changed since (the common case), as stored.ts mapped it.
const twoStatementRead = async (id: number) => {
  const [found] = await rows<{
    stored: { id: number; match_score: number; match_reasons: string[]; ranked_at: string | null }[] | null;
  }>(db, newStatement(id));
  const stored = found?.stored ?? [];
  const cards = await jobCardsById(
    db,
    stored.map((r) => Number(r.id)),
  );
  return stored.flatMap((r) => {
    const card = cards.get(Number(r.id));
    return card
      ? [
          {
            ...card,
            match_score: Number(r.match_score),
            match_reasons: r.match_reasons,
            ranked_at: r.ranked_at,
          },
        ]
      : [];
  });
};
const twoMs: number[] = [];
const oneMs: number[] = [];
let differing = 0;
for (let round = 0; round < 3; round++)
  for (const [i, id] of ids.entries()) {
    // Which goes first alternates, so that neither always finds the other's pages warm.
    const runs = [
      ['two', () => twoStatementRead(id)],
      ['one', () => storedRecommendations(db, id, today)],
    ] as const;
    const results: Record<string, unknown> = {};
    for (const [name, run] of i % 2 ? [...runs].reverse() : runs) {
      const [answer, ms] = await time(run);
      results[name] = answer;
      if (round > 0) (name === 'two' ? twoMs : oneMs).push(ms);
    }
    if (round === 0 && JSON.stringify(results.two) !== JSON.stringify(results.one)) differing += 1;
  }
console.info(`\n${ids.length} candidates, the whole stored read, alternately, ms (rounds 2 and 3):`);
console.info(`  function, then cards by id (0171)  ${stats(twoMs)}`);
console.info(`  one prepared statement (now)       ${stats(oneMs)}`);
console.info(`  answers differing (JSON): ${differing} of ${ids.length}`);

// The API's share after the database, per answer: schema check, JSON, brotli. Before: the first pass's
// answer (whole descriptions, industry, applicants and publication time); now: the card's fields.
const schemaNow = z.array(recommendedJob);
const schemaBefore = z.array(
  publicJob
    .pick({
      id: true,
      job_title: true,
      company_name: true,
      company_logo: true,
      industry: true,
      city: true,
      country: true,
      location_type: true,
      working_period: true,
      job_type: true,
      due_date: true,
      description: true,
      applicants_count: true,
      published_at: true,
      employer_verified: true,
    })
    .extend({ match_score: z.number(), match_reasons: z.array(z.string()) }),
);
const shares = {
  before: { parse: [] as number[], json: [] as number[], br: [] as number[], bytes: [] as number[] },
  now: { parse: [] as number[], json: [] as number[], br: [] as number[], bytes: [] as number[] },
};
const readMs: number[] = [];
for (const id of ids) {
  const [answer, read] = await time(() => storedRecommendations(db, id, today));
  readMs.push(read);
  const [found] = await rows<{ stored: ({ position: number } & Record<string, unknown>)[] }>(
    db,
    oldStatement(id),
  );
  const before = (found?.stored ?? []).map(({ position: _position, ...job }) => job);
  for (const [target, schema, value] of [
    [shares.before, schemaBefore, before],
    [shares.now, schemaNow, answer],
  ] as const) {
    const [checked, parse] = await time(() => schema.parse(value));
    const [body, json] = await time(() => JSON.stringify(checked));
    const [, br] = await time(() => compress(body, 'br'));
    target.parse.push(parse);
    target.json.push(json);
    target.br.push(br);
    target.bytes.push(Buffer.byteLength(body));
  }
}
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
console.info(`  storedRecommendations (whole read) ${stats(readMs)}`);
for (const [name, s] of Object.entries(shares))
  console.info(
    `  answer ${name}: ${Math.round(mean(s.bytes))} bytes | schema ${stats(s.parse)} | JSON ${stats(s.json)} | brotli ${stats(s.br)}`,
  );

// Each statement's plan for the first candidate: planning and execution time.
const first = ids[0] ?? 0;
const client = await rows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain (analyze, buffers) ${oldStatement(first)}`,
);
console.info(`\nEXPLAIN (ANALYZE, BUFFERS), candidate ${first}, the statement sent as text:`);
for (const line of client) console.info(`  ${line['QUERY PLAN']}`);
// The one statement of stored.ts (its values bound: EXPLAIN takes no placeholders), and the cards'
// statement of 0171 for the same jobs.
const oneStatement = storedReadStatement(sql.param(first), sql.param(today));
for (const [name, statement] of [
  ['the one statement (now)', oneStatement],
  ['the function alone (0171, first of two)', newStatement(first)],
] as const) {
  // Twice: the second run shows the plan as a warm connection runs it.
  await rows(db, sql`explain (analyze, buffers) ${statement}`);
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${statement}`);
  console.info(`\nEXPLAIN (ANALYZE, BUFFERS), candidate ${first}, ${name}:`);
  for (const line of plan) console.info(`  ${line['QUERY PLAN']}`);
}
const [firstRead] = await rows<{ stored: { id: number }[] | null }>(db, newStatement(first));
const cardIds = (firstRead?.stored ?? []).map((r) => sql`${Number(r.id)}`);
if (cardIds.length) {
  // jobCardsById's columns for those ids (it writes them as \`j.id in (…)\`; the same probes).
  const plan = await rows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, buffers) select c.* from unnest(array[${sql.join(cardIds, sql`, `)}]::int[]) u(id)
      cross join lateral ${jobCardOf(sql`u.id`)} c`,
  );
  console.info(`\nEXPLAIN (ANALYZE, BUFFERS), candidate ${first}, the cards by id (0171, second of two):`);
  for (const line of plan) console.info(`  ${line['QUERY PLAN']}`);
}
await database.close();
