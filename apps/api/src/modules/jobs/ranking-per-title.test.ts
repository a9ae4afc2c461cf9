import { jobSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { correctWords, type JobSearchResult, SEARCH_WEIGHTS, searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * The median search's statements (docs/performance.md "Job search, ninth pass"):
 * - a typed word's spellings are read through job_search_words' trigram index, not by computing every
 *   known word's similarity (the whole table: 1,255 words at 1,000,000 jobs, 1.5 ms a typed word);
 * - the ranking computes what depends on the title alone (the words' title parts, the query's similarity
 *   to the title) once per title of the window, not once per job.
 * The answers must be those of every job scored whole, as decision 004 ranks them.
 */
let t: TestApp;
const TITLES = ['Surveyor', 'Land Surveyor', 'Senior Quantity Surveyor'];
let employerId: number;

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createUser(t, 'employer')).id;
  // 60 jobs with "surveyor" in three titles, some with it in the company name, the city or the
  // description too; some published the same instant, so that the date and the id break ties.
  for (let i = 0; i < 60; i++)
    await addJob(t, {
      employerId,
      jobTitle: TITLES[i % 3],
      companyName: i % 7 === 0 ? 'Surveyors United' : i % 11 === 0 ? 'Survey Works' : 'Ardhi Ltd',
      description: i % 4 === 0 ? 'Surveying the plots, a surveyor at heart.' : 'Fieldwork.',
      city: i % 13 === 0 ? 'Surveyor' : 'Nakuru',
      publishedAt: daysAgo(1 + Math.floor(i / 2)),
    });
  // Matches by company name, city or description alone, and jobs that do not match.
  await addJob(t, { employerId, jobTitle: 'Clerk', companyName: 'Surveyors United' });
  await addJob(t, { employerId, jobTitle: 'Driver', city: 'Surveyor' });
  await addJob(t, { employerId, jobTitle: 'Cook', description: 'Cooking for the surveyors.' });
  await addJob(t, { employerId, jobTitle: 'Cook', description: 'Cooking.' });
  // Known words as many as the benchmark's (1,255 at 1,000,000 jobs), none of them close to "surveyor".
  await t.db.execute(sql`insert into job_search_words (word)
    select translate(substr(md5(n::text), 1, 9), '0123456789', 'ghkmnpqrwx') from generate_series(1, 1300) n
    on conflict do nothing`);
  await t.db.execute(sql`analyze job_search_words`);
}, 120_000);
afterAll(async () => t.close());

/** Every match of `word` scored whole, job by job, by decision 004's weights: the ids in rank order. */
async function scoredWhole(word: string): Promise<number[]> {
  const [typed] = await correctWords(t.db, [word], { descriptionWords: true });
  const spellings = typed!.spellings;
  expect(spellings.length).toBeGreaterThan(1);
  const best = (column: string) =>
    sql`coalesce((select max(s.sim) from (values ${sql.join(
      spellings.map((s) => sql`(${s.word}::text, ${s.sim}::float8)`),
      sql`, `,
    )}) s(word, sim)
      where ${sql.raw(column)} @@ to_tsquery('simple', quote_literal(s.word))), 0)`;
  const found = await rows<{ id: number }>(
    t.db,
    sql`select j.id from jobs j
      where j.status = 'published' and (j.due_date is null or j.due_date >= current_date)
        and (${best('j.search_title_words')} > 0 or ${best('j.search_company_words')} > 0
          or j.search_city = ${word} or j.search_words @@ to_tsquery('simple', ${`${word}:*`}))
      order by ${SEARCH_WEIGHTS.title}::float8 * ${best('j.search_title_words')}
        + ${SEARCH_WEIGHTS.company}::float8 * ${best('j.search_company_words')}
        + case when j.search_city = ${word} then ${SEARCH_WEIGHTS.city}::float8 else 0 end
        + case when j.search_words @@ to_tsquery('simple', ${`${word}:*`}) then ${SEARCH_WEIGHTS.description}::float8 else 0 end
        + ${SEARCH_WEIGHTS.phrase}::float8 * similarity(${word}, j.search_title) desc,
        j.published_at desc, j.id desc`,
  );
  return found.map((f) => Number(f.id));
}

/** A search in one transaction, with the calls of `similarity` and the scans of job_search_words it made. */
async function searchCounted(params: Record<string, string>) {
  return (t.db as Db).transaction(async (tx) => {
    await tx.execute(sql`set local track_functions = 'all'`);
    const counted = async () => {
      const [scans] = await rows<{ seq: number; idx: number }>(
        tx,
        sql`select coalesce(seq_scan, 0)::int as seq, coalesce(idx_scan, 0)::int as idx
          from pg_stat_xact_user_tables where relname = 'job_search_words'`,
      );
      const [calls] = await rows<{ n: number }>(
        tx,
        sql`select coalesce(sum(calls), 0)::int as n from pg_stat_xact_user_functions where funcname = 'similarity'`,
      );
      return { seq: scans?.seq ?? 0, idx: scans?.idx ?? 0, similarity: calls?.n ?? 0 };
    };
    const before = await counted();
    const result: JobSearchResult = await searchJobs(tx as unknown as Db, jobSearchQuery.parse(params));
    const after = await counted();
    return {
      result,
      seq: after.seq - before.seq,
      idx: after.idx - before.idx,
      similarity: after.similarity - before.similarity,
    };
  });
}

describe('the median search: spellings through the trigram index, titles ranked once each', () => {
  it('When a common title word is searched, then every page is the whole ranking of the jobs scored one by one', async () => {
    const expected = await scoredWhole('surveyor');
    expect(expected.length).toBe(63);
    const pages: number[] = [];
    for (const page of ['1', '2', '3', '4']) {
      const { result } = await searchCounted({ job_title: 'surveyor', page });
      expect(result.count).toBe(63);
      pages.push(...result.results.map((job) => Number(job.id)));
    }
    expect(pages).toEqual(expected);
  });

  it('When a title word is searched, then its titles are scored once each and the known words are read through their index', async () => {
    const { result, seq, idx, similarity } = await searchCounted({ job_title: 'surveyor' });
    expect(result.results).toHaveLength(20);
    // The spellings' lookup reads job_search_words through its trigram index: asked as one condition,
    // the planner read the whole table (a sequential scan) and computed every word's similarity.
    expect(seq).toBe(0);
    expect(idx).toBeGreaterThan(0);
    // `similarity` runs for the spellings found (a few known words) and once per title of the window (the
    // three titles, and the titles of the jobs matched by company, city or description alone: three
    // more): not once for each of the 63 jobs of the window.
    const [known] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from job_search_words where word % 'surveyor' or word like 'surveyor%'`,
    );
    expect(similarity).toBeGreaterThan(0);
    expect(similarity).toBeLessThanOrEqual(known!.n + 6);
  });
});
