import { talentSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { eraseTalentRecordsOf } from './erasure.ts';
import { rankCandidates } from './search.ts';
import {
  addManyCandidates,
  expectSameAnswers,
  factWalkReads,
  officerJob,
  poolProfile,
  rankedWithoutWindow,
} from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * The ranking window of a search with filters alone (no job title, no query words): it walks every
 * profile's whole years and facts (migration 0180) in the order of the ranking and stops, and answers
 * exactly what ranking every match answers (the same candidates, order, scores and count); while the
 * whole years are not for today, every match is ranked.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

/**
 * Every profile whose pool facts row differs from its stored facts and whole years as they are today, and
 * every fact posting (migration 0207) that differs from the pool facts' rows (one per fact of a row).
 */
const staleFacts = async () =>
  rows<{ candidate_id: number }>(
    t.db,
    sql`with wanted as (
        select p.user_id as candidate_id, p.search_facts,
          talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on,
            ${todayInNairobi()}::date) as whole_years
        from candidate_facts p
      ),
      posted as (select distinct f.fact, c.whole_years, c.candidate_id from candidate_pool_facts c, unnest(c.search_facts) f(fact))
      (select * from wanted except select candidate_id, search_facts, whole_years from candidate_pool_facts)
      union all
      (select candidate_id, search_facts, whole_years from candidate_pool_facts except select * from wanted)
      union all
      (select candidate_id, null, null from (
        (select * from posted except all select fact, whole_years, candidate_id from candidate_fact_postings)
        union all
        (select fact, whole_years, candidate_id from candidate_fact_postings except all select * from posted)
      ) d)`,
  );

/** Filters alone, and nothing asked: every kind of filter, years with fractions, pages, no match. */
const SEARCHES: Record<string, string>[] = [
  {},
  { page: '2' },
  { city: 'Nairobi' },
  { city: 'nairobi', page: '2' },
  { country: 'Kenya' },
  { country: 'kenya', page: '3' },
  { county: 'Nairobi City' },
  { industry: 'Finance' },
  { education_level: 'Diploma' },
  { education_level: "bachelor's degree", city: 'Kisumu' },
  { years_experience_min: '2' },
  { years_experience_min: '1.5', years_experience_max: '3.5' },
  { years_experience_max: '0' },
  { city: 'Nairobi', years_experience_min: '2' },
  { industry: 'Finance', education_level: 'Diploma', years_experience_max: '4' },
  { city: 'Mombasa' },
  { country: 'Kenya', page: '9' },
  { city: "%' or 1=1 --" },
  { years_experience_min: '60' },
];

const sameAnswers = (searches = SEARCHES) => expectSameAnswers(t.db, searches);

beforeAll(async () => {
  t = await createTestApp();
  // Years with ties (the id decides among them), current and ended jobs, one hidden profile, one with no
  // names (not in the pool), places, industries and education levels to filter (poolProfile).
  for (let i = 0; i < 32; i++)
    await addCandidate(t, {
      first: `Pool${i}`,
      ...poolProfile(i),
      jobs:
        i % 7 === 6
          ? []
          : [officerJob(i), ...(i % 4 === 0 ? [{ title: 'Clerk', from: yearsAgo(9), to: yearsAgo(7) }] : [])],
    });
  // Thirty-two profiles written one by one: minutes on a loaded machine.
}, 300_000);
afterAll(async () => t.close());

describe('the ranking window of filters alone', () => {
  it('When a search has filters and no title or words, then the window answers what ranking every match answers, page by page', async () => {
    await sameAnswers();
    const nairobi = await rankCandidates(t.db, search({ city: 'Nairobi' }));
    expect(nairobi.count).toBeGreaterThan(10);
    expect(nairobi.rows.every((r) => r.score === 1)).toBe(true);
    expect(await staleFacts()).toEqual([]);
  });

  it('When the window answers, then it reads the pool facts, and a profile write puts its row right', async () => {
    const q = search({ city: 'Nairobi' });
    const before = await rankCandidates(t.db, q);
    const left = before.rows[0]!.id;
    // The row taken out by hand: the window no longer finds that candidate, ranking every match does.
    await t.db.execute(sql`delete from candidate_pool_facts where candidate_id = ${left}`);
    expect((await rankCandidates(t.db, q)).rows.map((r) => r.id)).not.toContain(left);
    expect(await rankedWithoutWindow(t.db, q)).toEqual(before);
    // Any write to the profile writes it again.
    await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${left}`);
    expect(await rankCandidates(t.db, q)).toEqual(before);
    expect(await staleFacts()).toEqual([]);
  });

  it('When a search has one exact-match filter, then the window reads only the postings of its fact, not the pool facts', async () => {
    // The postings of the fact (migration 0207) in the ranking's order: a fact the order meets late reads
    // its own profiles only (until 27 November the pool facts' walk read every profile before them).
    const searches: { params: Record<string, string>; walked: string }[] = [
      { params: { city: 'Nairobi' }, walked: 'city:nairobi' },
      { params: { industry: 'Finance', page: '2' }, walked: 'industry:finance' },
      { params: { education_level: 'Certificate' }, walked: 'education:certificate' },
      { params: { city: 'Kisumu', years_experience_min: '2' }, walked: 'city:kisumu' },
    ];
    for (const { params, walked } of searches) {
      const read = await factWalkReads(t.db, search(params), walked);
      expect(read.count, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.pool, JSON.stringify(params)).toBe(0);
      // Its postings and one more (the end of the range), never the other profiles of the pool. PostgreSQL
      // 15 counts each entry of an index-only scan twice in this counter (3,658 postings read: 7,316).
      expect(read.postings, JSON.stringify(params)).toBeLessThanOrEqual(2 * (read.holders + 1));
      expect(read.holders).toBeLessThan(read.poolSize);
      expect(read.postings, JSON.stringify(params)).toBeGreaterThan(0);
    }
    await sameAnswers(searches.map((s) => s.params));
  });

  it('When a profile changes, then its pool facts follow: places, studies, jobs, visibility, erasure', async () => {
    const user = await addCandidate(t, {
      first: 'Amani',
      last: 'Otieno',
      jobs: [{ title: 'Analyst', from: yearsAgo(2, 10), current: true }],
      preferences: { locations: [{ city: 'Eldoret', country: 'Kenya' }] },
    });
    const facts = async () =>
      (
        await rows<{ whole_years: number; search_facts: string[] }>(
          t.db,
          sql`select whole_years, search_facts from candidate_pool_facts where candidate_id = ${user.id}`,
        )
      )[0];
    expect(await facts()).toMatchObject({ whole_years: 2 });
    expect((await rankCandidates(t.db, search({ city: 'Eldoret' }))).rows.map((r) => r.id)).toEqual([
      user.id,
    ]);

    // A new place: found there, no longer in the old one.
    await updateCandidateProfile(t, user.id, {
      preferences: {
        industries: ['Agriculture'],
        job_titles: [],
        locations: [{ city: 'Mombasa', country: 'Kenya' }],
      },
    });
    expect((await rankCandidates(t.db, search({ city: 'Eldoret' }))).count).toBe(0);
    expect((await rankCandidates(t.db, search({ industry: 'Agriculture' }))).rows.map((r) => r.id)).toEqual([
      user.id,
    ]);
    // A study (its trigger touches the profile) and a past job (the whole years grow).
    await t.db.execute(sql`insert into educations (candidate_id, institution_name, course, education_level, from_date, to_date, is_current)
      values (${user.id}, 'Moi University', 'Forestry', 'Higher National Diploma', ${yearsAgo(8)}, ${yearsAgo(6)}, false)`);
    await t.db.execute(sql`insert into work_experiences (candidate_id, company_name, job_title, from_date, to_date, is_current, responsibilities)
      values (${user.id}, 'Acme', 'Surveyor', ${yearsAgo(9)}, ${yearsAgo(6)}, false, 'Mapping.')`);
    expect(await facts()).toMatchObject({ whole_years: 5 });
    expect(
      (await rankCandidates(t.db, search({ education_level: 'Higher National Diploma' }))).rows.map(
        (r) => r.id,
      ),
    ).toEqual([user.id]);
    expect(await staleFacts()).toEqual([]);
    await sameAnswers([
      { city: 'Mombasa' },
      { industry: 'Agriculture', years_experience_min: '5' },
      { years_experience_min: '4' },
      { education_level: 'Higher National Diploma' },
    ]);

    // Hidden: the row stays, the probe of the pool refuses it.
    await updateCandidateProfile(t, user.id, { visibleToEmployers: false });
    expect((await rankCandidates(t.db, search({ industry: 'Agriculture' }))).count).toBe(0);
    await updateCandidateProfile(t, user.id, { visibleToEmployers: true });
    // A deactivated account: the same.
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    await sameAnswers([{ industry: 'Agriculture' }, { years_experience_min: '4' }, {}]);
    expect((await rankCandidates(t.db, search({ industry: 'Agriculture' }))).count).toBe(0);
    await t.db.execute(sql`update users set is_active = true where id = ${user.id}`);

    // Erasure takes the row out (the profile's own deletion is the candidates module's).
    await eraseTalentRecordsOf(t.db, user.id);
    await t.db.execute(sql`delete from candidate_profiles where user_id = ${user.id}`);
    expect(await facts()).toBeUndefined();
    expect((await rankCandidates(t.db, search({ industry: 'Agriculture' }))).count).toBe(0);
    expect(await staleFacts()).toEqual([]);
  });

  it('When the day changes, then the pool facts are counted for the new day, and until then every match is ranked', async () => {
    const q = search({ years_experience_min: '2' });
    const before = await rankCandidates(t.db, q);
    await t.db.execute(sql`update talent_whole_years_state set counted_on = counted_on - 400`);
    await t.db.execute(sql`update candidate_pool_facts set whole_years = whole_years + 1`);
    // Stale figures are not walked: the answer is the ranking of every match.
    expect(await rankCandidates(t.db, q)).toEqual(before);

    expect(await countWholeYears(t.db)).toBe(true);
    expect(await staleFacts()).toEqual([]);
    expect(await rankCandidates(t.db, q)).toEqual(before);
    await sameAnswers();
  });

  it("When a search has two exact-match filters or more, then the window merges two facts' postings, not the pool facts", async () => {
    // Two facts' postings (migration 0207) are in the ranking's order: their intersection is a merge of the
    // two, the matches probed for the pool, the years and a third fact (decision 159); until 27 November
    // the pool facts' walk read every profile in the order, and ranked every match after a quarter of its
    // budget.
    const searches: { params: Record<string, string>; walked: string }[] = [
      { params: { city: 'Nairobi', industry: 'Finance' }, walked: 'industry:finance' },
      { params: { country: 'Kenya', education_level: 'Diploma', page: '2' }, walked: 'education:diploma' },
      { params: { city: 'Kisumu', country: 'Kenya', years_experience_min: '2' }, walked: 'city:kisumu' },
      {
        params: {
          city: 'Nairobi',
          industry: 'Finance',
          education_level: 'Diploma',
          years_experience_max: '4',
        },
        walked: 'industry:finance',
      },
    ];
    for (const { params, walked } of searches) {
      const read = await factWalkReads(t.db, search(params), walked);
      expect(read.pool, JSON.stringify(params)).toBe(0);
      expect(read.postings, JSON.stringify(params)).toBeGreaterThan(0);
    }
    await sameAnswers([
      ...searches.map((s) => s.params),
      { city: 'Nairobi', industry: 'Finance', page: '2' },
      { city: 'Kisumu', industry: 'Finance', years_experience_min: '1.5', years_experience_max: '3.5' },
      { county: 'Nairobi City', city: 'Nairobi', education_level: "bachelor's degree" },
      { country: 'Kenya', industry: 'Finance', education_level: 'Diploma', city: 'Kisumu' },
      { city: 'Nairobi', country: 'Uganda' },
      { city: 'Mombasa', industry: 'Finance' },
    ]);
  });

  it('When a filter matches more than 1,000 candidates, then the count stops at 1,000 and says so', async () => {
    // 1,010 profiles at once (a bulk write, as the benchmark generator's), all in one city.
    await addManyCandidates(t.db, {
      email: 'lamu',
      first: 'Lamu',
      last: 'Resident',
      preferences: { industries: [], job_titles: [], locations: [{ city: 'Lamu', country: 'Kenya' }] },
    });
    expect(await staleFacts()).toEqual([]);
    const q = search({ city: 'Lamu' });
    const capped = await rankCandidates(t.db, q);
    expect(capped).toMatchObject({ count: 1000, countCapped: true });
    expect(capped.rows).toHaveLength(20);
    await sameAnswers([
      { city: 'Lamu' },
      { city: 'Lamu', page: '51' },
      { city: 'Lamu', page: '52' },
      { country: 'Kenya' },
      { country: 'Kenya', page: '50' },
      { years_experience_max: '1', page: '3' },
      {},
      { city: 'Nairobi' },
    ]);

    // A smaller budget than the pool: the walk reads the first profiles of the order only, and a filter
    // whose candidates come later (the new profiles have no years) runs out of it and ranks every match.
    for (const poolWindowRows of [1020, 600, 40]) {
      for (const params of [
        {},
        { page: '50' },
        { page: '51' },
        { country: 'Kenya', page: '50' },
        { city: 'Lamu' },
        { city: 'Lamu', country: 'Kenya', page: '50' },
      ] as Record<string, string>[]) {
        const q = search(params);
        expect(
          await rankCandidates(t.db, q, { poolWindowRows }),
          `${poolWindowRows} ${JSON.stringify(params)}`,
        ).toEqual(await rankedWithoutWindow(t.db, q));
      }
    }

    const res = await t.call(await createUser(t, 'employer'), 'GET', '/talent/search/?city=Lamu');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1000, count_capped: true });
  });
});
