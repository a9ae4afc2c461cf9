import { jobSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { planLines, type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';

/**
 * A search without words, by date, filtered by a place at most (docs/decisions/172-job-search-place-by-date-gathered-without-pay.md):
 * its matches are gathered without their pay, so the place's index by date serves the gather alone. With
 * the pay asked, a small city's first matches were found by walking every open job by date.
 */
let t: TestApp;
const JOBS = 8_000;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  // One job in twenty-five in Kigali, the rest in Nairobi; every level, paid or not; three in four closed out
  // past their due date, as most published jobs are. Written in no order of date, as a table's rows end up.
  await t.db.execute(sql`insert into jobs (employer_id, job_title, company_name, city, country, description,
      status, published_at, due_date, closed_out_at, experience_level, salary_min, salary_currency, salary_period)
    select ${employer.id}, 'Stores Clerk', 'Bidco', case when n % 25 = 0 then 'Kigali' else 'Nairobi' end,
      case when n % 25 = 0 then 'Rwanda' else 'Kenya' end, repeat('Counting the stock. ', 60), 'published',
      now() - n * interval '1 minute',
      case when n % 4 = 1 then ${todayInNairobi()}::date + 30 else ${todayInNairobi()}::date - 1 end,
      case when n % 4 = 1 then null else now() end,
      (array['entry', 'mid', 'senior'])[1 + n % 3], case when n % 8 = 0 then null else 20000 + n % 7 * 10000 end,
      'KES', 'month'
    from generate_series(1, ${JOBS}) n order by random()`);
  await t.db.execute(sql`vacuum analyze jobs`);
}, 180_000);
afterAll(async () => t.close());

const query = (params: Record<string, string>) => jobSearchQuery.parse(params);

/** The lines of the plan of the statement gathering a search's matches, as the search sent it. */
async function gatherPlan(params: Record<string, string>, countCap: number): Promise<string[]> {
  const noted: SentStatement[] = [];
  await searchJobs(
    watchStatements(t.db as Db, (statement) => noted.push(statement)),
    query(params),
    { countCap },
  );
  const gather = noted.find((statement) => /^\s*with matches as materialized/.test(statement.sql));
  expect(gather).toBeDefined();
  return planLines(t.db as Db, gather!);
}

/** The ids of the open jobs the condition keeps, newest first: the plain question's order. */
async function newest(condition: ReturnType<typeof sql>): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select id from jobs where status = 'published' and closed_out_at is null and ${condition}
      order by published_at desc, id desc`,
  );
  return found.map((row) => Number(row.id));
}

describe('a place by date without words', () => {
  it('When a city alone is searched by date, then its matches are gathered from the city’s index alone', async () => {
    // 80 open Kigali jobs (320 with the closed-out ones), over a cap of 20: 21 are gathered, then the city's
    // index by date is walked for the page. With the pay asked, that index could not serve the gather.
    for (const sort of ['date', 'relevance']) {
      const plan = (await gatherPlan({ city: 'Kigali', sort }, 20)).join('\n');
      // The matches' own scan, not the walk of the page after them (which reads that index too).
      const matches = plan.slice(plan.indexOf('CTE matches'), plan.indexOf('CTE gathered'));
      expect(matches, sort).toMatch(/Index Only Scan using jobs_live_city_idx/);
    }
  });

  it('When a city is searched with a level, a salary minimum or by pay, then its matches are gathered from the city’s index alone', async () => {
    // Migration 0220 (decision 180): the city's index carries the level and the pay, so the gather reads the
    // city's range and checks the level on its entries. Without them the level's or the pay's index was
    // walked, index-only, checking the city on each entry: every mid job read for Kigali's few.
    const asked: Record<string, string>[] = [
      { city: 'Kigali', experience_level: 'mid' },
      { city: 'Kigali', experience_level: 'mid', sort: 'salary' },
      { city: 'Kigali', salary_min: '30000', sort: 'date' },
    ];
    // On this small table a bitmap of the words' index (which keys the city and the level) costs about as
    // little; with bitmaps off (for the plan's transaction only), what is left is which btree index answers
    // alone.
    const plans: (readonly [Record<string, string>, string])[] = [];
    for (const params of asked) {
      const noted: SentStatement[] = [];
      await searchJobs(
        watchStatements(t.db as Db, (statement) => noted.push(statement)),
        query(params),
        { countCap: 20 },
      );
      const gather = noted.find((statement) => /^\s*with matches as materialized/.test(statement.sql));
      expect(gather).toBeDefined();
      const plan = await (t.db as Db).transaction(async (tx) => {
        await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true)`);
        return planLines(tx as unknown as Db, gather!);
      });
      plans.push([params, plan.join('\n')]);
    }
    for (const [params, plan] of plans) {
      const matches = plan.slice(plan.indexOf('CTE matches'), plan.indexOf('CTE gathered'));
      expect(matches, JSON.stringify(params)).toMatch(/Index Only Scan using jobs_live_city_idx/);
    }
  });

  it('When a place is searched by date, under the cap or over it, then the pages and counts are the plain question’s', async () => {
    const kigali = await newest(sql`city = 'Kigali'`);
    const rwanda = await newest(sql`country = 'Rwanda'`);
    expect(kigali).toHaveLength(JOBS / 100);
    const asked: [Record<string, string>, number[]][] = [
      [{ city: 'Kigali' }, kigali],
      [{ city: 'Kigali', sort: 'date', page: '3' }, kigali],
      [{ country: 'Rwanda', posted_within: 'month', page: '2' }, rwanda],
    ];
    for (const [params, expected] of asked)
      for (const countCap of [20, 1_000]) {
        const found = await searchJobs(t.db, query(params), { countCap });
        const page = Number(params.page ?? 1);
        const label = `${JSON.stringify(params)} cap ${countCap}`;
        expect(
          found.results.map((job) => Number(job.id)),
          label,
        ).toEqual(expected.slice((page - 1) * 20, page * 20));
        expect(found, label).toMatchObject(
          countCap === 20 && page * 20 <= 20
            ? { count: 20, countCapped: true }
            : countCap === 20
              ? { count: page * 20, countCapped: true }
              : { count: expected.length, countCapped: false },
        );
      }
  });

  it('When a place is searched by pay or with another filter, then the pages are the plain question’s', async () => {
    const byPay = await rows<{ id: number }>(
      t.db,
      sql`select id from jobs where status = 'published' and closed_out_at is null and city = 'Kigali'
        order by search_pay desc nulls last, published_at desc, id desc limit 20`,
    );
    const paid = await searchJobs(t.db, query({ city: 'Kigali', sort: 'salary' }), { countCap: 20 });
    expect(paid.results.map((job) => Number(job.id))).toEqual(byPay.map((row) => Number(row.id)));
    const paidMid = await rows<{ id: number }>(
      t.db,
      sql`select id from jobs where status = 'published' and closed_out_at is null and city = 'Kigali'
        and experience_level = 'mid' order by search_pay desc nulls last, published_at desc, id desc limit 20`,
    );
    for (const countCap of [10, 1_000]) {
      const found = await searchJobs(
        t.db,
        query({ city: 'Kigali', experience_level: 'mid', sort: 'salary' }),
        { countCap },
      );
      expect(found.results.map((job) => Number(job.id))).toEqual(paidMid.map((row) => Number(row.id)));
    }
    const mid = await newest(sql`city = 'Kigali' and experience_level = 'mid'`);
    for (const countCap of [10, 1_000]) {
      const found = await searchJobs(t.db, query({ city: 'Kigali', experience_level: 'mid' }), { countCap });
      expect(found.results.map((job) => Number(job.id))).toEqual(mid.slice(0, 20));
    }
  });
});
