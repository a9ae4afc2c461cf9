import type { CandidatePreferences, TalentSearchQuery } from '@kweli/shared';
import { talentSearchQuery } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { yearsAgo } from '../candidates/test-candidates.ts';
import { type RankedPage, rankCandidates } from './search.ts';

/**
 * The talent factories and checks of the ranking windows' tests (ranking-window, query-window,
 * pool-window, word-pool-window): the search ranked with every window off, the comparison of the
 * windowed answers with it, the pool's profiles and the bulk of 1,010 profiles that caps the count.
 * Tests only: no code of the module imports it.
 */

/** The same search with the windows off: the stored whole years made to look like another day's. */
export async function rankedWithoutWindow(db: Db, q: TalentSearchQuery, poolWindowRows?: number) {
  const [state] = await rows<{ day: string }>(
    db,
    sql`select counted_on::text as day from talent_whole_years_state`,
  );
  await db.execute(sql`update talent_whole_years_state set counted_on = '2000-01-01'`);
  try {
    return await rankCandidates(db, q, poolWindowRows ? { poolWindowRows } : {});
  } finally {
    await db.execute(sql`update talent_whole_years_state set counted_on = ${state!.day}::date`);
  }
}

/**
 * Each search answers, through its window (with the given budget of pool rows, if any), exactly what
 * ranking every match answers.
 */
export async function expectSameAnswers(db: Db, searches: Record<string, string>[], poolWindowRows?: number) {
  for (const params of searches) {
    const q = talentSearchQuery.parse(params);
    const windowed = await rankCandidates(db, q, poolWindowRows ? { poolWindowRows } : {});
    const label = poolWindowRows ? `${poolWindowRows} ${JSON.stringify(params)}` : JSON.stringify(params);
    expect(windowed, label).toEqual(await rankedWithoutWindow(db, q, poolWindowRows));
  }
}

const LEVELS = ['Diploma', "Bachelor's Degree", 'Certificate', null];

/**
 * The pool windows' profile number i, but for its names and jobs: one hidden (5), one with no last name
 * (9, not in the pool), places, industries and education levels to filter.
 */
export function poolProfile(i: number) {
  return {
    last: i === 9 ? '' : 'Candidate',
    visible: i !== 5,
    preferences: {
      industries: i % 3 === 1 ? ['Finance'] : [],
      locations: [{ city: i % 2 ? 'Nairobi' : 'Kisumu', country: 'Kenya' }],
    },
    studies: LEVELS[i % 4] ? [{ level: LEVELS[i % 4]!, course: 'Commerce' }] : [],
  };
}

/** The spellings and strengths of the accountants of the title-row tests (title-facts, title-pool). */
export const ACCOUNTANT_TITLES = ['Accountant', 'Senior Accountant', 'Acountant', 'Accounts Assistant'];

/**
 * The title-row tests' accountant number i, named `first` followed by i: every strength and source of
 * `ACCOUNTANT_TITLES` (a past title for one in four, a preferred title for one in five), whole and partial
 * years, five in Nairobi for one in Kisumu, a third in Finance, one hidden (7).
 */
export function accountantProfile(i: number, first: string) {
  return {
    first: `${first}${i}`,
    last: 'Candidate',
    visible: i !== 7,
    jobs: [
      {
        title: ACCOUNTANT_TITLES[i % 4]!,
        from: yearsAgo(i % 6, i * 40),
        current: i % 3 !== 0,
        about: i % 2 === 0 ? 'Payroll and audits.' : 'Budgets and payroll.',
      },
      ...(i % 4 === 0
        ? [{ title: ACCOUNTANT_TITLES[(i + 1) % 4]!, from: yearsAgo(12), to: yearsAgo(9) }]
        : []),
    ],
    preferences: {
      job_titles: i % 5 === 1 ? ['Accountant'] : [],
      industries: i % 3 === 1 ? ['Finance'] : [],
      locations: [{ city: i % 6 === 0 ? 'Kisumu' : 'Nairobi', country: 'Kenya' }],
    },
  };
}

/** The pool windows' job of profile number i: years with ties (the id decides among them), current or ended. */
export function officerJob(i: number) {
  return { title: 'Officer', from: yearsAgo(i % 6, i * 25), current: i % 3 !== 0, to: yearsAgo(0, i) };
}

/**
 * 1,010 profiles at once (a bulk write, as the benchmark generator's), named `first` and `last` followed
 * by the id, with the given preferences: more matches than the count's cap of 1,000.
 */
export async function addManyCandidates(
  db: Db,
  {
    email,
    first,
    last,
    preferences,
  }: { email: string; first: string; last: string; preferences: CandidatePreferences },
) {
  await db.execute(sql`with made as (
      insert into users (email, role, is_verified)
      select ${email}::text || i || '@example.com', 'candidate', true from generate_series(1, 1010) i
      returning id
    )
    insert into candidate_profiles (user_id, full_name, first_name, last_name, phone, preferences, visible_to_employers)
    select id, ${`${first} ${last}`}::text, ${first}::text, ${last}::text || id, '+254700000000',
      ${JSON.stringify(preferences)}::jsonb, true
    from made`);
}

type Taken = { first: number; before: RankedPage; after: RankedPage };

/**
 * A window reads the postings: the search's first candidate, with their postings of the words `like`
 * matches taken out by hand, is no longer found through the window, while ranking every match (which
 * reads the documents) answers as before. `meanwhile` runs while the postings are out; a write of the
 * profile then puts them back, and the window answers as before again.
 */
export const expectWindowReadsPostings = (
  db: Db,
  q: TalentSearchQuery,
  like: string[],
  meanwhile?: (taken: Taken) => Promise<void>,
) =>
  expectWindowReads(
    db,
    q,
    (first) => sql`delete from candidate_document_postings d where d.candidate_id = ${first}
      and ${wordsLike(like)}`,
    meanwhile,
  );

/**
 * A title window reads the word hashes of the title rows (migration 0205), not the postings: the same
 * check, with the hashes of the first candidate's words `like` matches taken out of their title rows.
 */
export const expectTitleWindowReadsWordHashes = (
  db: Db,
  q: TalentSearchQuery,
  like: string[],
  meanwhile?: (taken: Taken) => Promise<void>,
) =>
  expectWindowReads(
    db,
    q,
    (first) => sql`update candidate_search_titles set word_hashes = array(
      select h from unnest(word_hashes) h
      where h <> all(array(select hashtext(d.word) from candidate_document_postings d
        where d.candidate_id = ${first} and ${wordsLike(like)}))
    ) where candidate_id = ${first}`,
    meanwhile,
  );

/** `d.word` matches one of the patterns. */
const wordsLike = (like: string[]) =>
  sql`(${sql.join(
    like.map((pattern) => sql`d.word like ${pattern}`),
    sql` or `,
  )})`;

/**
 * The search's first candidate, with what `takeOut` removes by hand, is no longer found through the
 * window, while ranking every match (which reads the documents) answers as before; `meanwhile` runs then;
 * a write of the profile puts it back, and the window answers as before again.
 */
async function expectWindowReads(
  db: Db,
  q: TalentSearchQuery,
  takeOut: (first: number) => SQL,
  meanwhile?: (taken: Taken) => Promise<void>,
) {
  const before = await rankCandidates(db, q);
  const first = before.rows[0]!.id;
  await db.execute(takeOut(first));
  const after = await rankCandidates(db, q);
  expect(after.rows.map((r) => r.id)).not.toContain(first);
  expect(await rankedWithoutWindow(db, q)).toEqual(before);
  await meanwhile?.({ first, before, after });
  await db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first}`);
  expect(await rankCandidates(db, q)).toEqual(before);
}

/**
 * What a search's window reads of the pool's facts: the scans of the pool facts (migration 0180) and the
 * entries of the fact postings' walk index (0207) and of the word postings' (0175, `words`), told by the
 * statistics of a transaction the search runs in, and how many postings the walked fact has (`fact`, as
 * stored: `city:nairobi`). The plans are a large pool's (its indexes), not a small table's sequential scan
 * (PostgreSQL).
 */
export async function factWalkReads(
  db: Db,
  q: TalentSearchQuery,
  fact: string,
  options?: Parameters<typeof rankCandidates>[2],
) {
  const read = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const counters = async () => {
      const [row] = await rows<{ pool: number; postings: number; words: number }>(
        tx,
        sql`select
          (select (coalesce(idx_scan, 0) + seq_scan)::int from pg_stat_xact_user_tables where relname = 'candidate_pool_facts') as pool,
          pg_stat_get_xact_tuples_returned('candidate_fact_postings_walk_idx'::regclass)::int as postings,
          pg_stat_get_xact_tuples_returned('candidate_document_postings_walk_idx'::regclass)::int as words`,
      );
      return { pool: row?.pool ?? 0, postings: row?.postings ?? 0, words: row?.words ?? 0 };
    };
    const before = await counters();
    const page = await rankCandidates(tx as unknown as Db, q, options);
    const after = await counters();
    return {
      count: page.count,
      pool: after.pool - before.pool,
      postings: after.postings - before.postings,
      words: after.words - before.words,
    };
  });
  const [holders] = await rows<{ n: number; pool: number }>(
    db,
    sql`select count(*)::int as n, (select count(*)::int from candidate_pool_facts) as pool
      from candidate_fact_postings where fact = ${fact}`,
  );
  return { ...read, holders: holders!.n, poolSize: holders!.pool };
}

/** Title rows whose word hashes are not their profile's document's (migration 0205): none, when kept in step. */
export async function staleWordHashes(db: Db) {
  return rows<{ candidate_id: number }>(
    db,
    sql`select t.candidate_id from candidate_search_titles t join candidate_profiles p on p.user_id = t.candidate_id
      where t.word_hashes is distinct from talent_word_hashes(p.search_document)`,
  );
}
