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
  expectWindowReadsPostings,
  rankedWithoutWindow,
} from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * The ranking window of a search with query words (decision 121): it walks the word postings (migration
 * 0175) in the order of the ranking and stops, and answers exactly what ranking every match answers (the
 * same candidates, order, scores, reasons and count); while the whole years are not for today, every
 * match is ranked.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);
const ABOUT = [
  'Monthly reporting and budgeting in Excel.',
  'Wrote reports for the board; marketing campaigns.',
  'Budgeting, forecasting and excel models.',
  'Field marketing and customer care.',
  'Reporting dashboards, excel and marketing analytics.',
  'Stock counts and deliveries.',
];

/** Every posting that differs from the candidates' documents and whole years as they are today. */
const stalePostings = async () =>
  rows<{ candidate_id: number; word: string }>(
    t.db,
    sql`with wanted as (
        select distinct p.user_id as candidate_id, w as word,
          talent_whole_years(p.user_id, p.experience_days, p.experience_open_since, p.experience_settled_on,
            ${todayInNairobi()}::date) as whole_years
        from candidate_facts p, regexp_split_to_table(trim(p.search_document), ' ') w where w <> ''
      )
      (select candidate_id, word, whole_years from wanted except select candidate_id, word, whole_years from candidate_document_postings)
      union all
      (select candidate_id, word, whole_years from candidate_document_postings except select candidate_id, word, whole_years from wanted)`,
  );

beforeAll(async () => {
  t = await createTestApp();
  // Words alone and together, a word's longer forms (report, reports, reporting), years with ties (the
  // id decides among them), one hidden profile, places to filter.
  for (let i = 0; i < 30; i++)
    await addCandidate(t, {
      first: `Words${i}`,
      last: 'Candidate',
      visible: i !== 5,
      jobs: [
        {
          title: 'Officer',
          from: yearsAgo(i % 5, i * 30),
          current: i % 3 !== 0,
          about: ABOUT[i % ABOUT.length]!,
        },
        ...(i % 4 === 0
          ? [{ title: 'Clerk', from: yearsAgo(9), to: yearsAgo(7), about: ABOUT[(i + 2) % 6]! }]
          : []),
      ],
      preferences: { locations: [{ city: i % 2 ? 'Nairobi' : 'Kisumu', country: 'Kenya' }] },
    });
  // Thirty profiles written one by one: minutes on a loaded machine.
}, 300_000);
afterAll(async () => t.close());

describe('the ranking window of query words', () => {
  it('When a search has query words and no title, then the window answers what ranking every match answers, page by page', async () => {
    const searches: Record<string, string>[] = [
      { q: 'reporting' },
      { q: 'report' },
      { q: 'reportng' },
      { q: 'excel', page: '2' },
      { q: 'excel marketing' },
      { q: 'budgeting reporting excel' },
      { q: 'budgetting', city: 'Nairobi' },
      { q: 'marketing', years_experience_min: '1', years_experience_max: '3' },
      { q: 'excel reports', country: 'Kenya', page: '2' },
      { q: 'glaciology' },
      { q: 'excel', page: '9' },
    ];
    await expectSameAnswers(t.db, searches);
    const first = await rankCandidates(t.db, search({ q: 'excel marketing' }));
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]!.matched_words).toEqual(['excel', 'marketing']);
  });

  it('When query words are hostile (patterns, quotes, signs, more than eight words), then they are plain words to the window', async () => {
    for (const q of [
      '%',
      "re%_' or 1=1 --",
      'ex\\%',
      '_xcel',
      'excel '.repeat(12).trim(),
      'excel marketing budgeting reporting care stock field models boards',
    ]) {
      const query = search({ q });
      expect(await rankCandidates(t.db, query), q).toEqual(await rankedWithoutWindow(t.db, query));
    }
    const res = await t.call(
      await createUser(t, 'employer'),
      'GET',
      `/talent/search/?q=${encodeURIComponent("%' union select 1 --")}`,
    );
    expect(res.statusCode).toBe(200);
  });

  it('When the window answers, then it reads the postings, and a profile write puts its postings right', async () => {
    const q = search({ q: 'forecasting' });
    // Every posting of the first candidate taken out by hand; any write to the profile rewrites them.
    await expectWindowReadsPostings(t.db, q, ['%'], async ({ before }) => {
      expect(before.count).toBeGreaterThan(2);
    });
    expect(await stalePostings()).toEqual([]);
  });

  it('When a profile changes, then its postings follow: words added and gone, whole years, erasure', async () => {
    const user = await addCandidate(t, {
      first: 'Zawadi',
      last: 'Mwangi',
      jobs: [{ title: 'Analyst', from: yearsAgo(2, 10), current: true, about: 'Hydrology surveys.' }],
    });
    const postings = async () =>
      rows<{ word: string; whole_years: number }>(
        t.db,
        sql`select word, whole_years from candidate_document_postings where candidate_id = ${user.id} order by word`,
      );
    expect(await postings()).toContainEqual({ word: 'hydrology', whole_years: 2 });
    expect((await rankCandidates(t.db, search({ q: 'hydrolog' }))).rows.map((r) => r.id)).toEqual([user.id]);

    await updateCandidateProfile(t, user.id, { firstName: 'Neema' });
    const renamed = (await postings()).map((p) => p.word);
    expect(renamed).toContain('neema');
    expect(renamed).not.toContain('zawadi');
    expect((await rankCandidates(t.db, search({ q: 'zawadi' }))).count).toBe(0);

    await t.db.execute(sql`insert into work_experiences (candidate_id, company_name, job_title, from_date, to_date, is_current, responsibilities)
      values (${user.id}, 'Acme', 'Surveyor', ${yearsAgo(9)}, ${yearsAgo(6)}, false, 'Mapping.')`);
    expect(new Set((await postings()).map((p) => p.whole_years))).toEqual(new Set([5]));
    expect(await stalePostings()).toEqual([]);

    // Erasure takes the postings out with the profile (the profile's own deletion is the candidates module's).
    await eraseTalentRecordsOf(t.db, user.id);
    await t.db.execute(sql`delete from candidate_profiles where user_id = ${user.id}`);
    expect(await postings()).toEqual([]);
  });

  it('When the day changes, then the postings are counted for the new day, and until then every match is ranked', async () => {
    const q = search({ q: 'excel' });
    const before = await rankCandidates(t.db, q);
    await t.db.execute(sql`update talent_whole_years_state set counted_on = counted_on - 400`);
    await t.db.execute(sql`update candidate_document_postings set whole_years = whole_years + 1`);
    expect(await rankCandidates(t.db, q)).toEqual(before);

    expect(await countWholeYears(t.db)).toBe(true);
    expect(await stalePostings()).toEqual([]);
    expect(await rankCandidates(t.db, q)).toEqual(before);
  });

  it('When a query word matches more than 1,000 candidates, then the count stops at 1,000 and says so', async () => {
    // 1,010 profiles at once (a bulk write, as the benchmark generator's), each with the word.
    await addManyCandidates(t.db, {
      email: 'stock',
      first: 'Stock',
      last: 'Taker',
      preferences: { industries: [], job_titles: ['Stocktaking Clerk'], locations: [] },
    });
    const q = search({ q: 'stocktaking' });
    const capped = await rankCandidates(t.db, q);
    expect(capped).toMatchObject({ count: 1000, countCapped: true });
    expect(capped.rows).toHaveLength(20);
    expect(capped).toEqual(await rankedWithoutWindow(t.db, q));
    const page = search({ q: 'stocktaking', page: '51' });
    expect(await rankCandidates(t.db, page)).toEqual(await rankedWithoutWindow(t.db, page));

    const res = await t.call(await createUser(t, 'employer'), 'GET', '/talent/search/?q=stocktaking');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1000, count_capped: true });
  });

  it('When a word is walked, then each candidate walked is probed for the pool, not the whole pool read', async () => {
    // 1,010 profiles with the word, and a pool twice the rows the walk reads: 1,010 more without it. With
    // the statistics read, the planner expects the walk to read the word's 1,010 postings and would rather
    // hash the whole pool once than probe each row (on the benchmark's data: 190,000 profiles hashed for
    // a thousand rows walked, 110 ms of a word searched alone); the walk stops after 1,001 rows.
    for (const [email, title] of [
      ['warehouse', 'Warehousing Clerk'],
      ['garden', 'Gardener'],
    ] as const)
      await addManyCandidates(t.db, {
        email,
        first: 'Pool',
        last: 'Person',
        preferences: { industries: [], job_titles: [title], locations: [] },
      });
    await t.db.execute(sql`analyze candidate_profiles, candidate_document_postings, users`);
    const [pool] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_profiles where visible_to_employers`,
    );
    const q = search({ q: 'warehousing' });
    const read = await t.db.transaction(async (tx) => {
      const profilesRead = async () => {
        const [row] = await rows<{ n: number }>(
          tx,
          sql`select (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::int as n
            from pg_stat_xact_user_tables where relname = 'candidate_profiles'`,
        );
        return row?.n ?? 0;
      };
      const before = await profilesRead();
      const page = await rankCandidates(tx as unknown as Parameters<typeof rankCandidates>[0], q);
      expect(page).toMatchObject({ count: 1000, countCapped: true });
      return (await profilesRead()) - before;
    });
    expect(pool!.n).toBeGreaterThan(2000);
    expect(read).toBeLessThan(pool!.n);
  });
});
