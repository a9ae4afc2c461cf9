import { EXPERIENCE_LEVELS } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';

/**
 * The level's pay gate (migrations 0183 and 0191): `open_jobs_of_level_pay(level, minimum)` says whether any
 * published job of the level pays the minimum; search asks it first when a search has a level and a
 * minimum (search.ts `searchFilters`), and stops when none does. Its answer must be the plain question's.
 * PL/pgSQL keeps the plan of its query for the connection, and from the sixth call PostgreSQL's plan cache
 * may keep a generic plan, made without the values: 0183's `EXISTS` then scanned the whole table to find
 * that no job pays (555 ms at 1,000,000 jobs, four or five times a search). The gate must read the level's
 * pay index on every call.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  // 12,000 jobs: every level and none, pays in shillings and dollars, monthly and yearly, some without a
  // salary; the drafts and closed jobs are paid in pounds, more than any published job of their level.
  await t.db.execute(sql`insert into jobs (employer_id, job_title, status, published_at, experience_level,
      salary_min, salary_currency, salary_period)
    select ${employer.id}, 'Clerk ' || n,
      case when n % 50 = 0 then 'draft' when n % 50 = 1 then 'closed' else 'published' end,
      now() - n * interval '1 minute',
      (array['entry', 'mid', 'senior', null])[1 + n % 4],
      case when n % 9 = 0 then null else (n % 4 + 1) * 1000 * (n % 60) end,
      case when n % 50 < 2 then 'GBP' when n % 7 = 0 then 'USD' else 'KES' end,
      case when n % 11 = 0 then 'year' else 'month' end
    from generate_series(1, 12000) n`);
  await t.db.execute(sql`analyze jobs`);
}, 120_000);
afterAll(async () => t.close());

const gate = async (level: string, minimum: number) =>
  (
    await rows<{ pays: boolean }>(
      t.db,
      sql`select open_jobs_of_level_pay(${level}, ${minimum}::bigint) as pays`,
    )
  )[0]!.pays;

describe("the level's pay gate", () => {
  it('When a level and a minimum are asked, then the gate answers whether a published job of the level pays it', async () => {
    const [top] = await rows<{ entry: string; mid: string; senior: string }>(
      t.db,
      sql`select max(search_pay) filter (where experience_level = 'entry') as entry,
        max(search_pay) filter (where experience_level = 'mid') as mid,
        max(search_pay) filter (where experience_level = 'senior') as senior
      from jobs where status = 'published'`,
    );
    for (const level of [...EXPERIENCE_LEVELS, 'intern']) {
      const highest = Number(top?.[level as keyof typeof top] ?? 0);
      for (const minimum of [0, 1, 25_000, highest - 1, highest, highest + 1, 5_000_000, 10 ** 12]) {
        const [plain] = await rows<{ pays: boolean }>(
          t.db,
          sql`select exists (select from jobs where status = 'published' and experience_level = ${level}
            and search_pay >= ${minimum}::bigint) as pays`,
        );
        expect(await gate(level, minimum), `${level} ${minimum}`).toBe(plain!.pays);
      }
    }
    // The drafts and closed jobs, paid more, do not count.
    const [unpublished] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where status <> 'published' and experience_level = 'senior'
        and search_pay > ${Number(top!.senior)}::bigint`,
    );
    expect(unpublished!.n).toBeGreaterThan(0);
  });

  it('When the gate is asked many times on one connection, then every call reads the pay index, none the whole table', async () => {
    // The scans this backend made and has not yet reported, before and after the calls, in one transaction.
    const scans = await t.db.transaction(async (tx) => {
      const counted = async () =>
        (
          await rows<{ seq: string; idx: string }>(
            tx,
            sql`select seq_scan as seq, idx_scan as idx from pg_stat_xact_user_tables where relname = 'jobs'`,
          )
        )[0]!;
      const before = await counted();
      for (let i = 0; i < 12; i++)
        await tx.execute(sql`select open_jobs_of_level_pay('entry', 10000000::bigint)`);
      const after = await counted();
      return { seq: Number(after.seq) - Number(before.seq), idx: Number(after.idx) - Number(before.idx) };
    });
    expect(scans.seq).toBe(0);
    expect(scans.idx).toBe(12);
  });
});
