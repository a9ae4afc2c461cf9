import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { eraseTalentRecordsOf } from './erasure.ts';
import { rankCandidates } from './search.ts';
import { accountantProfile, expectSameAnswers, rankedWithoutWindow } from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * A title search with an exact-match filter walks the title rows of one of its facts (decision 145,
 * migration 0206): `candidate_title_facts` holds each title row once per fact of the candidate, the fact
 * first in the walk's key, kept from the title rows by their triggers. The walk reads the filter's rows
 * only, and answers what ranking every match answers. With query words too: the rows carry the document's
 * word hashes (decision 150, migration 0211), checked in the walk's index.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

/** The title rows times their facts (with their word hashes) that `candidate_title_facts` lacks or holds too many times. */
const unsynced = async () =>
  rows<{ candidate_id: number; fact: string; n: number }>(
    t.db,
    sql`with wanted as (
        select f.fact, t.normalized_title, t.source, t.whole_years, t.candidate_id, t.search_facts, t.word_hashes,
          count(*) as n
        from candidate_search_titles t, unnest(t.search_facts) f(fact) group by 1, 2, 3, 4, 5, 6, 7
      ),
      held as (
        select fact, normalized_title, source, whole_years, candidate_id, search_facts, word_hashes, count(*) as n
        from candidate_title_facts group by 1, 2, 3, 4, 5, 6, 7
      )
      select candidate_id, fact, n::int from ((table wanted except table held) union all (table held except table wanted)) d`,
  );

beforeAll(async () => {
  t = await createTestApp();
  // Accountants of every strength and source, five in Nairobi for one in Kisumu; industries and studies.
  for (let i = 0; i < 36; i++)
    await addCandidate(t, {
      ...accountantProfile(i, 'Facts'),
      studies: i % 4 === 2 ? [{ level: "Bachelor's Degree", course: 'Commerce' }] : [],
    });
}, 300_000);
afterAll(async () => t.close());

describe('the title rows of a fact', () => {
  it("When a title search has a place, then the walk reads that place's title rows and answers the same", async () => {
    const q = search({ job_title: 'Accountant', city: 'Kisumu' });
    const before = await rankCandidates(t.db, q);
    expect(before.count).toBeGreaterThan(1);
    // The first candidate's title rows of Kisumu taken out by hand: the window no longer finds them,
    // while ranking every match (which reads the profiles) answers as before; a write of the profile puts
    // them back.
    const first = before.rows[0]!.id;
    await t.db.execute(
      sql`delete from candidate_title_facts where candidate_id = ${first} and fact = 'city:kisumu'`,
    );
    const after = await rankCandidates(t.db, q);
    expect(after.rows.map((r) => r.id)).not.toContain(first);
    expect(after.count).toBe(before.count - 1);
    expect(await rankedWithoutWindow(t.db, q)).toEqual(before);
    // Their other facts' rows are still there: a search by another of their facts finds them.
    const kenya = await rankCandidates(t.db, search({ job_title: 'Accountant', country: 'Kenya' }));
    expect(kenya.rows.map((r) => r.id)).toContain(first);
    await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first}`);
    expect(await rankCandidates(t.db, q)).toEqual(before);
    await expectSameAnswers(t.db, [
      { job_title: 'Accountant', city: 'Kisumu' },
      { job_title: 'Accountant', city: 'Nairobi' },
      { job_title: 'Acountant', city: 'kisumu', industry: 'Finance' },
      { job_title: 'Accountant', industry: 'Finance', education_level: "Bachelor's Degree" },
      { job_title: 'Accountant', country: 'Kenya', education_level: "bachelor's degree", page: '2' },
      { job_title: 'Accountant', county: 'Nairobi City', years_experience_min: '2' },
      { job_title: 'Accountant', city: 'Kisumu', q: 'accounts' },
      { job_title: 'Accountant', city: "%' or 1=1 --" },
      { job_title: 'Accountant', city: 'Mombasa' },
    ]);
  });

  it("When a title search has a place and query words, then the walk reads the place's title rows and their word hashes", async () => {
    for (const [params, words] of [
      [{ job_title: 'Accountant', city: 'Kisumu', q: 'audits' }, ['audits']],
      [{ job_title: 'Accountant', city: 'Kisumu', q: 'audits budgets' }, ['audits', 'budgets']],
    ] as const) {
      const q = search(params);
      const before = await rankCandidates(t.db, q);
      expect(before.count).toBeGreaterThan(1);
      // The word hashes taken out of the first candidate's Kisumu rows only (their title rows keep them):
      // the window no longer finds them, while ranking every match (which reads the documents) answers as
      // before; a write of the profile puts them back.
      const first = before.rows[0]!.id;
      await t.db.execute(
        sql`update candidate_title_facts set word_hashes = array(
          select h from unnest(word_hashes) h where h <> all(array(select hashtext(w) from unnest(string_to_array(${words.join(' ')}, ' ')) w))
        ) where candidate_id = ${first} and fact = 'city:kisumu'`,
      );
      const after = await rankCandidates(t.db, q);
      expect(after.rows.map((r) => r.id)).not.toContain(first);
      expect(await rankedWithoutWindow(t.db, q)).toEqual(before);
      await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first}`);
      expect(await rankCandidates(t.db, q)).toEqual(before);
    }
    await expectSameAnswers(t.db, [
      { job_title: 'Accountant', city: 'Kisumu', q: 'audits' },
      { job_title: 'Accountant', city: 'Nairobi', q: 'budgets', page: '2' },
      { job_title: 'Acountant', industry: 'Finance', q: 'payroll' },
      { job_title: 'Accountant', country: 'Kenya', education_level: "Bachelor's Degree", q: 'audits' },
      { job_title: 'Accountant', city: 'Nairobi', q: 'audits payroll' },
      { job_title: 'Accountant', county: 'Nairobi City', q: 'budgets', years_experience_min: '2' },
    ]);
  });

  it('When titles, facts, whole years or a candidate change, then the title rows of each fact follow', async () => {
    expect(await unsynced()).toEqual([]);
    const [moved] = await rows<{ id: number }>(
      t.db,
      sql`select user_id as id from candidate_facts where first_name = 'Facts1'`,
    );
    const id = moved!.id;
    // Other facts: found in the new place, no longer in the old one.
    await updateCandidateProfile(t, id, {
      preferences: {
        industries: ['Agriculture'],
        job_titles: ['Senior Accountant'],
        locations: [{ city: 'Eldoret', country: 'Kenya' }],
      },
    });
    expect(await unsynced()).toEqual([]);
    const eldoret = await rankCandidates(t.db, search({ job_title: 'Accountant', city: 'Eldoret' }));
    expect(eldoret.rows.map((r) => r.id)).toEqual([id]);
    // A study (another fact) and a past job (another title, more whole years).
    await t.db.execute(sql`insert into educations (candidate_id, institution_name, course, education_level, from_date, to_date, is_current)
      values (${id}, 'Moi University', 'Forestry', 'Higher National Diploma', ${yearsAgo(8)}, ${yearsAgo(6)}, false)`);
    await t.db.execute(sql`insert into work_experiences (candidate_id, company_name, job_title, from_date, to_date, is_current, responsibilities)
      values (${id}, 'Acme', 'Surveyor', ${yearsAgo(20)}, ${yearsAgo(6)}, false, 'Mapping.')`);
    expect(await unsynced()).toEqual([]);
    const surveyors = await rankCandidates(
      t.db,
      search({ job_title: 'Surveyor', education_level: 'Higher National Diploma' }),
    );
    expect(surveyors.rows.map((r) => r.id)).toEqual([id]);
    // The day moves: the whole years are counted again on the title rows, and so on their facts' rows.
    await t.db.execute(sql`update talent_whole_years_state set counted_on = counted_on - 400`);
    await t.db.execute(sql`update candidate_search_titles set whole_years = whole_years + 1`);
    expect(await unsynced()).toEqual([]);
    expect(await countWholeYears(t.db)).toBe(true);
    expect(await unsynced()).toEqual([]);
    // Every title row written again (candidate_search_facts_refresh_all empties them first).
    await t.db.execute(sql`select candidate_search_facts_refresh_all()`);
    expect(await unsynced()).toEqual([]);
    await expectSameAnswers(t.db, [
      { job_title: 'Accountant', city: 'Eldoret' },
      { job_title: 'Accountant', industry: 'Agriculture', years_experience_min: '10' },
      { job_title: 'Accountant', city: 'Nairobi', page: '2' },
    ]);
    // Erasure takes their rows out.
    await eraseTalentRecordsOf(t.db, id);
    const [left] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_title_facts where candidate_id = ${id}`,
    );
    expect(left!.n).toBe(0);
    expect(await unsynced()).toEqual([]);
  });
});
