import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { inTalentPool } from './pool.ts';
import { rankCandidates } from './search.ts';
import { accountantProfile, expectSameAnswers, rankedWithoutWindow } from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * A title search's walks read whether the candidate is in the pool on the title rows they walk (decision
 * 168, migration 0214: `in_pool` on `candidate_search_titles` and `candidate_title_facts`, in their walks'
 * indexes), not in a probe of the profile and the account per candidate; the rows' triggers keep it when a
 * candidate leaves or joins the pool (hidden, a name emptied, the account deactivated or no longer a
 * candidate's, the profile deleted). The answers are those of ranking every match, which reads the pool.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

/** The title rows and the facts' rows whose `in_pool` is not what the pool (talent/pool.ts) says. */
const unsynced = async () =>
  rows<{ candidate_id: number; rows: string }>(
    t.db,
    sql`with pool as (select p.user_id from candidate_facts p where ${inTalentPool(sql`p`)})
      select candidate_id, 'titles' as rows from candidate_search_titles r
      where r.in_pool <> exists (select 1 from pool where pool.user_id = r.candidate_id)
      union all
      select candidate_id, 'facts' from candidate_title_facts r
      where r.in_pool <> exists (select 1 from pool where pool.user_id = r.candidate_id)
      order by 1, 2`,
  );

/** Searches of every title walk: alone, with a filter, a word, words, years (a minimum not whole too), pages. */
const SEARCHES: Record<string, string>[] = [
  { job_title: 'Accountant' },
  { job_title: 'Accountant', page: '2' },
  { job_title: 'Accountant', city: 'Nairobi' },
  { job_title: 'Acountant', industry: 'Finance', country: 'Kenya' },
  { job_title: 'Accountant', q: 'payroll' },
  { job_title: 'Accountant', city: 'Kisumu', q: 'audits' },
  { job_title: 'Accountant', q: 'audits budgets' },
  { job_title: 'Accountant', years_experience_min: '2' },
  { job_title: 'Accountant', years_experience_min: '2.5', years_experience_max: '4' },
  { job_title: 'Accountant', city: 'Nairobi', years_experience_min: '1.5', q: 'payroll' },
];

beforeAll(async () => {
  t = await createTestApp();
  // Accountants of every strength and source in two cities, with whole and partial years; one hidden.
  for (let i = 0; i < 24; i++) await addCandidate(t, accountantProfile(i, 'Pool'));
}, 300_000);
afterAll(async () => t.close());

describe('the pool on the title rows', () => {
  it('When a title search walks its title rows, then it reads the pool on them, not in the profile', async () => {
    expect(await unsynced()).toEqual([]);
    const walks: Record<string, string>[] = [
      { job_title: 'Accountant' },
      { job_title: 'Accountant', city: 'Nairobi' },
      { job_title: 'Accountant', q: 'payroll' },
    ];
    for (const params of walks) {
      const q = search(params);
      const before = await rankCandidates(t.db, q);
      expect(before.count).toBeGreaterThan(1);
      // The first candidate's rows marked out of the pool by hand: the walk no longer finds them, while
      // ranking every match (which reads the profiles) answers as before; a write of the profile puts
      // the mark back.
      const first = before.rows[0]!.id;
      await t.db.execute(
        sql`update candidate_search_titles set in_pool = false where candidate_id = ${first}`,
      );
      expect(await unsynced()).not.toEqual([]);
      const after = await rankCandidates(t.db, q);
      expect(after.rows.map((r) => r.id)).not.toContain(first);
      expect(await rankedWithoutWindow(t.db, q)).toEqual(before);
      await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first}`);
      expect(await unsynced()).toEqual([]);
      expect(await rankCandidates(t.db, q)).toEqual(before);
    }
    await expectSameAnswers(t.db, SEARCHES);
  });

  it('When a candidate leaves or joins the pool, then their title rows follow', async () => {
    const ranked = await rankCandidates(t.db, search({ job_title: 'Accountant' }));
    const id = ranked.rows[0]!.id;
    const found = async () =>
      (await rankCandidates(t.db, search({ job_title: 'Accountant' }))).rows.some((r) => r.id === id);
    const step = async (change: () => Promise<unknown>, inPool: boolean) => {
      await change();
      expect(await unsynced()).toEqual([]);
      expect(await found()).toBe(inPool);
      await expectSameAnswers(t.db, SEARCHES);
    };
    // Hidden, then shown again.
    await step(() => updateCandidateProfile(t, id, { visibleToEmployers: false }), false);
    await step(() => updateCandidateProfile(t, id, { visibleToEmployers: true }), true);
    // A name emptied, then given back.
    await step(() => updateCandidateProfile(t, id, { lastName: '' }), false);
    await step(() => updateCandidateProfile(t, id, { lastName: 'Candidate' }), true);
    // The account deactivated, then active again; an employer's role, then a candidate's again.
    await step(() => t.db.execute(sql`update users set is_active = false where id = ${id}`), false);
    await step(() => t.db.execute(sql`update users set is_active = true where id = ${id}`), true);
    await step(() => t.db.execute(sql`update users set role = 'employer' where id = ${id}`), false);
    await step(() => t.db.execute(sql`update users set role = 'candidate' where id = ${id}`), true);
    // An account write that changes neither keeps them.
    await step(
      () => t.db.execute(sql`update users set notify_by_email = notify_by_email where id = ${id}`),
      true,
    );
    // The hidden candidate shown: their rows join the pool.
    const [hidden] = await rows<{ id: number }>(
      t.db,
      sql`select user_id as id from candidate_facts where first_name = 'Pool7'`,
    );
    await step(() => updateCandidateProfile(t, hidden!.id, { visibleToEmployers: true }), true);
    // A new title (the profile trigger writes the rows again), the day's whole years moved, and every
    // title row written again (candidate_search_facts_refresh_all empties them first) while hidden.
    await updateCandidateProfile(t, id, { visibleToEmployers: false });
    await t.db.execute(sql`insert into work_experiences (candidate_id, company_name, job_title, from_date, to_date, is_current, responsibilities)
      values (${id}, 'Acme', 'Accountant', ${yearsAgo(20)}, ${yearsAgo(15)}, false, 'Ledgers.')`);
    expect(await unsynced()).toEqual([]);
    await t.db.execute(sql`update talent_whole_years_state set counted_on = counted_on - 400`);
    expect(await countWholeYears(t.db)).toBe(true);
    expect(await unsynced()).toEqual([]);
    await t.db.execute(sql`select candidate_search_facts_refresh_all()`);
    expect(await unsynced()).toEqual([]);
    expect(await found()).toBe(false);
    await expectSameAnswers(t.db, SEARCHES);
    // The profile deleted (its account kept): its title rows leave the pool.
    await updateCandidateProfile(t, id, { visibleToEmployers: true });
    expect(await found()).toBe(true);
    await t.db.execute(sql`delete from candidate_profiles where user_id = ${id}`);
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles where candidate_id = ${id} and in_pool`,
    );
    expect(left!.n).toBe(0);
    expect(await unsynced()).toEqual([]);
    expect(await found()).toBe(false);
    await expectSameAnswers(t.db, SEARCHES);
  });
});
