import { talentSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { planLines, type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { eraseTalentRecordsOf } from './erasure.ts';
import {
  FILTER_TOGETHER_ROWS,
  KEPT_WALK_PAIRS,
  KEPT_WALK_PAIRS_MAX,
  keptWalkPairs,
  rankCandidates,
  TIERS_WALKED_ALONE,
  WORD_WINDOW_SCALE,
} from './search.ts';
import { expectSameAnswers, rankedWithoutWindow, staleWordHashes } from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * The ranking window of a title search (decision 115): it walks the stored whole years in the order of
 * the ranking and stops, and answers exactly what ranking every match answers (the same candidates,
 * order, scores, reasons and count); while the whole years are not for today, every match is ranked.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);
const TITLES = ['Accountant', 'Senior Accountant', 'Acountant', 'Accounts Assistant', 'Data Analyst'];
/** What the jobs were about: the words of a title search with query words. */
const ABOUT = [
  'Monthly reporting and budgeting in Excel.',
  'Audit files and tax returns.',
  'Budgeting, forecasting and excel models.',
  'Reports for the board.',
  'Payroll.',
  'Reporting dashboards and marketing.',
  'Stock counts.',
];

beforeAll(async () => {
  t = await createTestApp();
  // Titles of every strength (exact, containing, a typo) and source (current, past, wished-for), years
  // with ties (the id decides among them), some with two matching titles, one hidden, places to filter.
  for (let i = 0; i < 34; i++)
    await addCandidate(t, {
      first: `Window${i}`,
      last: 'Candidate',
      visible: i !== 7,
      jobs: [
        { title: TITLES[i % 5]!, from: yearsAgo(i % 6, i * 40), current: i % 3 !== 0, about: ABOUT[i % 7]! },
        ...(i % 4 === 0 ? [{ title: TITLES[(i + 1) % 5]!, from: yearsAgo(12), to: yearsAgo(9) }] : []),
      ],
      preferences: {
        job_titles: i % 6 === 1 ? ['Accountant'] : [],
        industries: i % 3 === 1 ? ['Finance'] : [],
        locations: [{ city: i % 2 ? 'Nairobi' : 'Kisumu', country: 'Kenya' }],
      },
      studies: i % 4 === 2 ? [{ level: "Bachelor's Degree", course: 'Commerce' }] : [],
    });
  // Thirty-four profiles written one by one: minutes on a loaded machine.
}, 300_000);
afterAll(async () => t.close());

/** The statements a search runs, counted at the executor (the window runs in a transaction), and its page. */
async function statementsOf(params: Record<string, string>, options = {}) {
  let n = 0;
  const counting = watchStatements(t.db, () => n++);
  const page = await rankCandidates(counting, search(params), options);
  return { n, page };
}

/** A tradesman holding `trade` and one for each related grade of it (`Senior Welder`, …), years apart. */
async function addTradesmen(trade: string, related: readonly string[]) {
  for (const [i, title] of [trade, ...related.map((r) => `${r} ${trade}`)].entries())
    await addCandidate(t, {
      first: `${trade}${i}`,
      last: 'Tradesman',
      jobs: [{ title, from: yearsAgo(2 + i), current: true }],
    });
}

/** The texts of a title search's walks, its answer checked against ranking every match. */
async function walkTexts(job_title: string): Promise<string[]> {
  const sent: SentStatement[] = [];
  const recording = watchStatements(t.db, (statement) => sent.push(statement));
  const q = search({ job_title });
  expect(await rankCandidates(recording, q), job_title).toEqual(await rankedWithoutWindow(t.db, q));
  return sent.filter((s) => s.sql.includes('row_number() over w')).map((s) => s.sql);
}
describe('the ranking window', () => {
  it('When a search has a job title, then the window answers what ranking every match answers, page by page', async () => {
    const searches: Record<string, string>[] = [
      { job_title: 'Accountant' },
      { job_title: 'Accountant', page: '2' },
      { job_title: 'accountant', city: 'Nairobi' },
      { job_title: 'Accountant', years_experience_min: '2', years_experience_max: '4' },
      { job_title: 'Acountant', country: 'Kenya' },
      { job_title: 'Data Analyst' },
      { job_title: 'Accountant', page: '9' },
      { job_title: 'Glaciologist' },
    ];
    await expectSameAnswers(t.db, searches);
    const first = await rankCandidates(t.db, search({ job_title: 'Accountant' }));
    expect(first.rows).toHaveLength(20);
    expect(first.countCapped).toBe(false);
  });

  it('When a search has a job title and one query word, then the window answers what ranking every match answers', async () => {
    const searches: Record<string, string>[] = [
      { job_title: 'Accountant', q: 'reporting' },
      { job_title: 'Accountant', q: 'report' },
      { job_title: 'Accountant', q: 'budgetting' },
      { job_title: 'Accountant', q: 'Excel', page: '2' },
      { job_title: 'accountant', q: 'excel', city: 'Nairobi' },
      { job_title: 'Accountant', q: 'reporting', years_experience_min: '2', years_experience_max: '4' },
      { job_title: 'Acountant', q: 'budgeting', country: 'Kenya' },
      { job_title: 'Data Analyst', q: 'payroll' },
      { job_title: 'Accountant', q: 'glaciers' },
      { job_title: 'Accountant', q: 're' },
      { job_title: 'Accountant', q: "%' or 1=1 --" },
      { job_title: 'Accountant', q: 'excel excel' },
      // Several words are ranked as before; the answer is the same either way.
      { job_title: 'Accountant', q: 'excel reporting' },
    ];
    await expectSameAnswers(t.db, searches);
    const some = await rankCandidates(t.db, search({ job_title: 'Accountant', q: 'reporting' }));
    expect(some.rows.length).toBeGreaterThan(3);
    expect(some.rows[0]?.matched_words).toEqual(['reporting']);
  });

  it('When a title search has one query word, then the window probes the profiles of the rows holding the word only', async () => {
    // The profiles read (candidate_profiles' scans, this transaction's statistics) while the window walks
    // every title row of `Accountant` and its spellings: with the word checked first, only the few
    // candidates whose postings hold `payroll` are probed for the pool, not every row walked.
    const q = search({ job_title: 'Accountant', q: 'payroll' });
    const [walked] = await rows<{ n: number; holding: number }>(
      t.db,
      sql`select count(*)::int as n,
          count(*) filter (where exists (select 1 from candidate_document_postings d
            where d.candidate_id = t.candidate_id and d.word = 'payroll'))::int as holding
        from candidate_search_titles t
        where t.normalized_title in ('accountant', 'senior accountant', 'acountant', 'accounts assistant')`,
    );
    const probed = await t.db.transaction(async (tx) => {
      const scans = async () => {
        const [row] = await rows<{ n: number }>(
          tx,
          sql`select (coalesce(idx_scan, 0) + seq_scan)::int as n from pg_stat_xact_user_tables where relname = 'candidate_profiles'`,
        );
        return row?.n ?? 0;
      };
      const before = await scans();
      const page = await rankCandidates(tx as unknown as Parameters<typeof rankCandidates>[0], q);
      expect(page.rows.length).toBeGreaterThan(0);
      return (await scans()) - before;
    });
    // Few of the rows walked hold the word; probing every row walked (before the word was checked) read
    // the profiles more often than there are rows (47 on PGlite, 57 on PostgreSQL, the page's statement
    // included), probing only those holding it far less (11 and 21).
    expect(walked!.n).toBeGreaterThan(3 * walked!.holding);
    expect(probed).toBeLessThan(walked!.n);
  });

  it('When a title search has exact-match filters, then the window skips the rows they refuse and answers the same', async () => {
    const searches: Record<string, string>[] = [
      { job_title: 'Accountant', industry: 'Finance' },
      { job_title: 'Accountant', industry: 'finance', city: 'Nairobi' },
      { job_title: 'Accountant', education_level: "Bachelor's Degree" },
      { job_title: 'Accountant', education_level: "Bachelor's Degree", years_experience_min: '1' },
      { job_title: 'Acountant', county: 'Nairobi City' },
      { job_title: 'Accountant', industry: 'Finance', q: 'reporting' },
      { job_title: 'Accountant', industry: 'Agriculture' },
      { job_title: 'Accountant', city: "%' or 1=1 --" },
    ];
    const answers = () => expectSameAnswers(t.db, searches);
    await answers();
    const finance = await rankCandidates(t.db, search({ job_title: 'Accountant', industry: 'Finance' }));
    expect(finance.count).toBeGreaterThan(3);
    // A profile's facts change after its titles were written: the title rows carry the new facts.
    const [moved] = await rows<{ id: number }>(
      t.db,
      sql`select user_id as id from candidate_facts where first_name = 'Window1'`,
    );
    await updateCandidateProfile(t, moved!.id, {
      preferences: {
        industries: ['Agriculture'],
        job_titles: [],
        locations: [{ city: 'Mombasa', country: 'Kenya' }],
      },
    });
    const farming = await rankCandidates(t.db, search({ job_title: 'Accountant', industry: 'Agriculture' }));
    expect(farming.rows.map((r) => r.id)).toEqual([moved!.id]);
    const stale = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles ct join candidate_profiles p on p.user_id = ct.candidate_id
        where ct.search_facts <> p.search_facts`,
    );
    expect(stale[0]?.n).toBe(0);
    await answers();
  });

  it('When a title search asks for years, then its walks read only the title rows of the whole years asked', async () => {
    // A candidate's title rows carry their whole years, in the walks' key (whole years descending): a
    // row below the years asked was read, probed for the pool and the years, refused, and counted in the
    // budget (decision 161). With a budget of the title rows within the years, the window answers; when
    // it read the rows below them too it ran out of the budget and every match was ranked.
    const [titles] = await rows<{ all: number; within: number }>(
      t.db,
      sql`select count(*)::int as "all", count(*) filter (where whole_years >= 4)::int as within
        from candidate_search_titles
        where normalized_title in (select nt from candidate_title_spellings_matching('accountant'))`,
    );
    for (const params of <Record<string, string>[]>[
      { job_title: 'Accountant', years_experience_min: '4' },
      { job_title: 'Accountant', years_experience_min: '4.5', page: '2' },
      { job_title: 'Accountant', years_experience_min: '4', years_experience_max: '5' },
    ]) {
      const label = JSON.stringify(params);
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(params), { windowRows: titles!.within });
      expect(page, label).toEqual(await rankedWithoutWindow(t.db, search(params)));
      // Every match ranked counts them beside the page (`counted as (… as total …)`); the window does not.
      expect(
        sent.some((s) => s.sql.includes('as total')),
        label,
      ).toBe(false);
    }
    // The data as the test needs it: fewer than half the title rows within the years.
    expect(titles!.all).toBeGreaterThan(2 * titles!.within);
    await expectSameAnswers(t.db, [
      { job_title: 'Accountant', q: 'reporting', years_experience_min: '4' },
      { job_title: 'Accountant', city: 'Nairobi', years_experience_min: '4' },
      { job_title: 'Accountant', q: 'excel', industry: 'Finance', years_experience_max: '1' },
      { job_title: 'Acountant', years_experience_min: '0' },
    ]);
  });

  it('When a search has a job title and no query word, then the spellings are compared once, with the wanted title normalized once, and nothing else is sent', async () => {
    // Every statement the search sends, as the server gets it, and the transactions it opens.
    const sent: SentStatement[] = [];
    let transactions = 0;
    const recording = watchStatements(
      t.db,
      (statement) => sent.push(statement),
      () => transactions++,
    );
    const searches: Record<string, string>[] = [
      { job_title: 'Accountant' },
      { job_title: 'Acountant', city: 'Nairobi' },
    ];
    for (const params of searches) {
      sent.length = 0;
      const q = search(params);
      const answered = await rankCandidates(recording, q);
      expect(answered, JSON.stringify(params)).toEqual(await rankedWithoutWindow(t.db, q));
      // No transaction and no trigram settings: the spellings are compared by the similarity's value.
      expect(transactions).toBe(0);
      expect(sent.filter((s) => s.sql.includes('set_config'))).toEqual([]);
      // The spellings, read once, and the wanted title normalized once in that statement (it was nine
      // times, for each spelling), the page's statement reusing the spellings compared.
      const comparing = sent.filter((s) => s.sql.includes('candidate_title_spellings'));
      expect(comparing).toHaveLength(1);
      expect(comparing[0]!.sql.match(/talent_normalized\(/g)).toHaveLength(1);
      // The spellings the page's statement reuses are one array parameter, not one parameter per text.
      const page = sent.filter((s) => s.sql.includes('matching (nt'));
      expect(page, JSON.stringify(params)).toHaveLength(1);
      const values = page[0]!.params;
      for (const spelling of ['accountant', 'acountant', 'senior accountant'])
        expect(values, JSON.stringify(params)).not.toContain(spelling);
      expect(values.some((v) => typeof v === 'string' && v.includes('"acountant"'))).toBe(true);
    }
  });

  it('When a title search has an exact-match filter, then the strengths after the fourth are walked in one statement', async () => {
    // Fewer than 1,001 match: every strength of `Accountant` is walked (exact, containing, a typo; current,
    // past, wished-for), one statement each without a filter; with a city, four alone and the rest in one.
    // Besides the walks: the pairs and the page (no trigram settings for a title without words since the
    // tenth pass, decision 136).
    const alone = await statementsOf({ job_title: 'Accountant' });
    const nairobi = await statementsOf({ job_title: 'Accountant', city: 'Nairobi' });
    expect(alone.n - 2).toBeGreaterThan(TIERS_WALKED_ALONE + 1);
    expect(nairobi.n).toBe(1 + TIERS_WALKED_ALONE + 1 + 1);
    expect(nairobi.page).toEqual(
      await rankedWithoutWindow(t.db, search({ job_title: 'Accountant', city: 'Nairobi' })),
    );
    await expectSameAnswers(t.db, [
      { job_title: 'Accountant', city: 'Kisumu' },
      { job_title: 'Acountant', industry: 'Finance', page: '2' },
      { job_title: 'accountant', education_level: "Bachelor's Degree", years_experience_min: '1' },
      { job_title: 'Data Analyst', country: 'Kenya' },
    ]);
    // The rest keeps more rows than the budget left: walked one by one after all (the same answer).
    for (const windowRows of [3, 12, 20]) {
      const q = { job_title: 'Accountant', country: 'Kenya' };
      const { page } = await statementsOf(q, { windowRows });
      expect(page, String(windowRows)).toEqual(await rankedWithoutWindow(t.db, search(q)));
    }
  });

  it('When a title search has one query word, then the strengths after the fourth are walked in one statement', async () => {
    // Fewer than 1,001 hold `reporting`: every strength of `Accountant` is walked. Besides the walks: the
    // trigram settings (on PGlite; on PostgreSQL they ride with each statement, decision 188), the word's
    // vocabulary, the pairs and the page. Each strength walked alone (as before, a statement each, more
    // than five) or four alone and the rest in one.
    const q = { job_title: 'Accountant', q: 'reporting' };
    const { n, page } = await statementsOf(q);
    expect(n).toBe((t.database.kind === 'postgres' ? 2 : 3) + TIERS_WALKED_ALONE + 1 + 1);
    expect(page).toEqual(await rankedWithoutWindow(t.db, search(q)));
    await expectSameAnswers(t.db, [
      { job_title: 'Acountant', q: 'budgeting' },
      { job_title: 'Accountant', q: 'excel', page: '2' },
      { job_title: 'Accountant', q: 'audit', years_experience_min: '1' },
      { job_title: 'accountant', q: 'reports', industry: 'Finance' },
    ]);
    // The rest holds more rows than the budget left: walked one by one after all (the same answer).
    for (const windowRows of [3, 12, 20]) {
      const answer = await rankCandidates(t.db, search(q), { windowRows });
      expect(answer, String(windowRows)).toEqual(await rankedWithoutWindow(t.db, search(q)));
    }
  });

  it("When a title search has one query word and a filter, then the strengths after the fourth are read once, the word checked on each row's index entry, and the window answers what ranking every match answers", async () => {
    // A typo of the title (a strength after the fourth) in Nairobi, whose document of more than 200 words
    // carries no hashes: its postings are read for it.
    const many = `Tundra surveys. ${Array.from({ length: 210 }, (_, i) => `moraine${i}`).join(' ')}`;
    const user = await addCandidate(t, {
      first: 'Moraine',
      last: 'Candidate',
      jobs: [{ title: 'Acountant', from: yearsAgo(4), current: true, about: many }],
      preferences: { locations: [{ city: 'Nairobi', country: 'Kenya' }] },
    });
    try {
      for (const params of <Record<string, string>[]>[
        { job_title: 'Accountant', q: 'tundra', city: 'Nairobi' },
        { job_title: 'Accountant', q: 'reporting', city: 'Nairobi' },
        { job_title: 'Acountant', q: 'budgeting', country: 'Kenya', years_experience_min: '1' },
        { job_title: 'Accountant', q: 'excel', industry: 'Finance' },
        { job_title: 'Accountant', q: 'audit', education_level: "Bachelor's Degree" },
      ]) {
        const sent: SentStatement[] = [];
        const recording = watchStatements(t.db, (statement) => sent.push(statement));
        const page = await rankCandidates(recording, search(params));
        expect(page, JSON.stringify(params)).toEqual(await rankedWithoutWindow(t.db, search(params)));
        // The strengths left in one statement, which reads their title rows once (no count of them first)
        // and checks the word on each row read (`hit`), before the candidates are sorted.
        const together = sent.filter((s) => /\bs\(nt, source, k\)/.test(s.sql));
        expect(together.length, JSON.stringify(params)).toBe(1);
        expect(together[0]!.sql.match(/from candidate_title_facts\b/g)?.length, JSON.stringify(params)).toBe(
          1,
        );
        expect(together[0]!.sql, JSON.stringify(params)).toContain(' as hit');
        if (params.q === 'tundra') expect(page.rows.map((r) => r.id)).toEqual([user.id]);
      }
      // The rest holds more rows than the budget left: walked one by one after all (the same answer).
      const q = search({ job_title: 'Accountant', q: 'reporting', country: 'Kenya' });
      const expected = await rankedWithoutWindow(t.db, q);
      for (let windowRows = 1; windowRows <= 30; windowRows++)
        expect(await rankCandidates(t.db, q, { windowRows }), String(windowRows)).toEqual(expected);
    } finally {
      await eraseTalentRecordsOf(t.db, user.id);
      await t.db.execute(sql`delete from candidate_profiles where user_id = ${user.id}`);
    }
  });

  it('When a title is hostile (patterns, quotes, only signs, very long), then it is a plain title to the window', async () => {
    for (const job_title of ['%', "a%_' or 1=1 --", 'acc\\%', '_ccountant', 'accountant '.repeat(9).trim()]) {
      const q = search({ job_title });
      const windowed = await rankCandidates(t.db, q);
      expect(windowed, job_title).toEqual(await rankedWithoutWindow(t.db, q));
    }
    const res = await t.call(
      await createUser(t, 'employer'),
      'GET',
      `/talent/search/?job_title=${encodeURIComponent("%' union select 1 --")}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 0, count_capped: false, results: [] });
  });

  it('When the day changes, then the whole years are counted for the new day, and until then every match is ranked', async () => {
    const q = search({ job_title: 'Accountant' });
    const before = await rankCandidates(t.db, q);
    await t.db.execute(sql`update talent_whole_years_state set counted_on = counted_on - 400`);
    await t.db.execute(sql`update candidate_search_titles set whole_years = whole_years + 1`);
    // Stale figures are not walked: the answer is the ranking of every match.
    expect(await rankCandidates(t.db, q)).toEqual(before);

    expect(await countWholeYears(t.db)).toBe(true);
    expect(await countWholeYears(t.db)).toBe(false);
    const stale = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles ct join candidate_facts p on p.user_id = ct.candidate_id
        where ct.whole_years <> talent_whole_years(p.user_id, p.experience_days, p.experience_open_since,
          p.experience_settled_on, ${todayInNairobi()}::date)`,
    );
    expect(stale[0]?.n).toBe(0);
    expect(await rankCandidates(t.db, q)).toEqual(before);
  });

  it('When a profile gains a job, then its titles carry the new whole years at once', async () => {
    const user = await addCandidate(t, {
      first: 'Late',
      last: 'Joiner',
      jobs: [{ title: 'Accountant', from: yearsAgo(3, 10), current: true }],
    });
    const [row] = await rows<{ whole_years: number }>(
      t.db,
      sql`select whole_years from candidate_search_titles where candidate_id = ${user.id}`,
    );
    expect(row?.whole_years).toBe(3);
  });

  it('When a profile gains or loses a word, then a title search with it finds the candidate or not: the title rows carry the words (migration 0205)', async () => {
    const user = await addCandidate(t, {
      first: 'Hashed',
      last: 'Words',
      jobs: [{ title: 'Accountant', from: yearsAgo(3), current: true, about: 'Bookkeeping.' }],
    });
    const ids = async (params: Record<string, string>) => {
      const q = search(params);
      const windowed = await rankCandidates(t.db, q);
      expect(windowed, JSON.stringify(params)).toEqual(await rankedWithoutWindow(t.db, q));
      return windowed.rows.map((r) => r.id);
    };
    const hydrology = { job_title: 'Accountant', q: 'hydrology' };
    const both = { job_title: 'Accountant', q: 'hydrology bookkeeping' };
    expect(await ids(hydrology)).not.toContain(user.id);

    // A word added to a job's text, then to the profile itself (a preferred title), then taken out.
    await t.db.execute(
      sql`update work_experiences set responsibilities = 'Hydrology surveys.' where candidate_id = ${user.id}`,
    );
    expect(await ids(hydrology)).toContain(user.id);
    expect(await ids({ job_title: 'Accountant', q: 'hydrolog' })).toContain(user.id);
    expect(await ids(both)).toContain(user.id);
    expect(await ids({ job_title: 'Accountant', q: 'bookkeeping' })).not.toContain(user.id);
    await updateCandidateProfile(t, user.id, { firstName: 'Glaciology' });
    expect(await ids({ job_title: 'Accountant', q: 'glaciology' })).toEqual([user.id]);
    await updateCandidateProfile(t, user.id, { firstName: 'Hashed' });
    expect(await ids({ job_title: 'Accountant', q: 'glaciology' })).toEqual([]);
    await t.db.execute(
      sql`update work_experiences set responsibilities = 'Payroll.' where candidate_id = ${user.id}`,
    );
    expect(await ids(hydrology)).not.toContain(user.id);
    expect(await staleWordHashes(t.db)).toEqual([]);

    // A document of more than 200 words carries no hashes: its postings are read for it.
    const many = Array.from({ length: 210 }, (_, i) => `glacier${i}`).join(' ');
    await t.db.execute(
      sql`update work_experiences set responsibilities = ${many} where candidate_id = ${user.id}`,
    );
    const [carried] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles where candidate_id = ${user.id} and word_hashes is null`,
    );
    expect(carried?.n).toBe(1);
    expect(await ids({ job_title: 'Accountant', q: 'glacier17' })).toEqual([user.id]);
    expect(await ids({ job_title: 'Accountant', q: 'glacier17 payroll' })).toContain(user.id);
    expect(await staleWordHashes(t.db)).toEqual([]);

    // Erasure takes the title rows out, hashes and all.
    await eraseTalentRecordsOf(t.db, user.id);
    await t.db.execute(sql`delete from candidate_profiles where user_id = ${user.id}`);
    expect(await ids({ job_title: 'Accountant', q: 'glacier17' })).toEqual([]);
  });

  it('When another word of the vocabulary has the hash of a query word, then the window reads the postings and finds only the word', async () => {
    // `zq143620` and `zq187613` have the same hashtext: the hashes alone would find both.
    const [a, b] = [
      await addCandidate(t, {
        first: 'Zq143620',
        last: 'Collides',
        jobs: [{ title: 'Accountant', from: yearsAgo(5), current: true, about: 'Audits.' }],
      }),
      await addCandidate(t, {
        first: 'Zq187613',
        last: 'Collides',
        jobs: [{ title: 'Accountant', from: yearsAgo(4), current: true, about: 'Audits.' }],
      }),
    ];
    const [same] = await rows<{ same: boolean }>(
      t.db,
      sql`select hashtext('zq143620') = hashtext('zq187613') as same`,
    );
    expect(same?.same).toBe(true);
    for (const [word, id] of [
      ['zq187613', b.id],
      ['zq143620', a.id],
    ] as const) {
      const q = search({ job_title: 'Accountant', q: word });
      const windowed = await rankCandidates(t.db, q);
      expect(windowed.rows.map((r) => r.id)).toEqual([id]);
      expect(windowed).toEqual(await rankedWithoutWindow(t.db, q));
      const two = search({ job_title: 'Accountant', q: `${word} audits` });
      expect(await rankCandidates(t.db, two)).toEqual(await rankedWithoutWindow(t.db, two));
    }
  });
  it('When two title searches differ only in how many spellings a strength has, then their walks send the same statement texts (kept per connection, decision 155)', async () => {
    // `Welder` has three related spellings of one strength (current), `Plumber` four: a branch per
    // spelling made a text per count, which each connection planned again; padded to four, one text (and
    // the first strength's walk, with no candidates to leave out yet, is written as the others are).
    for (const [trade, related] of [
      ['Welder', ['Senior', 'Lead', 'Chief']],
      ['Plumber', ['Senior', 'Lead', 'Chief', 'Junior']],
    ] as const)
      await addTradesmen(trade, related);
    const welder = await walkTexts('Welder');
    const plumber = await walkTexts('Plumber');
    // The title as asked, then its related spellings (each source a strength): the same texts in turn.
    expect(plumber).toEqual(welder);
    expect(welder.some((text) => text.split(' union all ').length === 4)).toBe(true);
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ nt: `t${i}`, source: 'past' }));
    expect(keptWalkPairs(pairs(1))).toHaveLength(1);
    expect(keptWalkPairs(pairs(2))).toHaveLength(KEPT_WALK_PAIRS);
    expect(keptWalkPairs(pairs(KEPT_WALK_PAIRS + 1))).toHaveLength(2 * KEPT_WALK_PAIRS);
  });
  it('When two title searches differ only in how many spellings a strength of more than four has, then their walks send the same statement texts (padded to a power of two, kept per connection, decision 169)', async () => {
    // `Glazier` has five related spellings of one strength (current), `Roofer` six: walked unkept, a
    // branch per pair, each was planned on every call; padded to eight, one text.
    const grades = ['Senior', 'Lead', 'Chief', 'Junior', 'Assistant', 'Trainee'];
    for (const [trade, related] of [
      ['Glazier', grades.slice(0, 5)],
      ['Roofer', grades],
    ] as const)
      await addTradesmen(trade, related);
    const glazier = await walkTexts('Glazier');
    const roofer = await walkTexts('Roofer');
    expect(roofer).toEqual(glazier);
    expect(glazier.some((text) => text.split(' union all ').length === 2 * KEPT_WALK_PAIRS)).toBe(true);
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ nt: `t${i}`, source: 'past' }));
    expect(keptWalkPairs(pairs(2 * KEPT_WALK_PAIRS + 1))).toHaveLength(4 * KEPT_WALK_PAIRS);
    expect(keptWalkPairs(pairs(KEPT_WALK_PAIRS_MAX))).toHaveLength(KEPT_WALK_PAIRS_MAX);
    expect(keptWalkPairs(pairs(KEPT_WALK_PAIRS_MAX + 1))).toBeNull();
  });
  it('When a title search has one query word and a strength holds more title rows than the budget, then that strength is walked again with WORD_WINDOW_SCALE times the budget, not every match ranked', async () => {
    // `Data Analyst` has no other spelling: its current rows, then its past ones. A budget smaller than
    // the first strength made the window give up and rank every match (a common title with a rare word:
    // `Sales Representative` + `sql`, 7 years or more, 400 ms on the benchmark, docs/performance.md
    // "Talent search: the title shapes' totals"); the budget's scale covers both strengths.
    const [counted] = await rows<{ first: number; all: number }>(
      t.db,
      sql`select count(*) filter (where source = 'current')::int as first, count(*)::int as "all"
        from candidate_search_titles where normalized_title = 'data analyst'`,
    );
    const windowRows = counted!.first - 1;
    for (const q of <Record<string, string>[]>[
      { job_title: 'Data Analyst', q: 'reporting' },
      { job_title: 'Data Analyst', q: 'budgeting', country: 'Kenya' },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(q), { windowRows });
      expect(page.rows.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      // Every match ranked counts them beside the page (`counted as (… as total …)`); the window does not.
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(q),
      ).toBe(false);
    }
    // The data as the test needs it: both strengths within the scaled budget.
    expect(counted!.all).toBeLessThanOrEqual(windowRows * WORD_WINDOW_SCALE);
  });
  it('When a title search has several query words and a walk holds more title rows than the budget, then it is walked again with WORD_WINDOW_SCALE times the budget, not every match ranked', async () => {
    // The walks of a title with several words (titleWordsWindow) read their strengths from the start, a
    // score each (a strength with both words held, then with one): three `Tea Taster`s, current, two
    // walks of three rows. A budget smaller than the first made the window give up and rank every match
    // (`Web Developer` + `customer care` in Thika, page 2, on the benchmark, docs/performance.md "Talent
    // search: a title with several words"); the budget's scale covers both walks.
    for (const [i, about] of [
      'Reporting and budgeting.',
      'Budgeting only.',
      'Reporting for the board.',
    ].entries())
      await addCandidate(t, {
        first: `Taster${i}`,
        last: 'Candidate',
        jobs: [{ title: 'Tea Taster', from: yearsAgo(i + 1), current: true, about }],
        preferences: { locations: [{ city: 'Nairobi', country: 'Kenya' }] },
      });
    const windowRows = 2;
    for (const q of <Record<string, string>[]>[
      { job_title: 'Tea Taster', q: 'reporting budgeting' },
      { job_title: 'Tea Taster', q: 'budgeting board', country: 'Kenya' },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(q), { windowRows });
      expect(page.rows.length, JSON.stringify(q)).toBe(3);
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      // Every match ranked counts them beside the page (`counted as (… as total …)`); the window does not.
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(q),
      ).toBe(false);
    }
    expect(2 * 3).toBeLessThanOrEqual(windowRows * WORD_WINDOW_SCALE);
  });
  it("When a title search has several query words, then a walk leaves out the candidates of stronger titles by a hash of those titles' rows, not a probe per candidate", async () => {
    // A walk of a weaker strength (`Accountant`'s past rows, a related or similar spelling's) keeps a
    // candidate holding the words only if no stronger title of theirs ranked them under another score.
    // That was a probe per such candidate of their title rows, read from the table: most of these walks'
    // cost on the benchmark (`Nurse` + `customer care`: 837 probes, 32 of the walk's 46 ms,
    // docs/performance.md "Talent search: a title with several words, the stronger titles hashed").
    // (With an exact-match filter keeping few rows the scores are walked in one statement, without walks:
    // a budget smaller than the place's rows makes them walked.)
    for (const [q, windowRows] of <[Record<string, string>, number | undefined][]>[
      [{ job_title: 'Accountant', q: 'reporting budgeting' }, undefined],
      [{ job_title: 'Accountant', q: 'reporting budgeting excel', city: 'Nairobi' }, 4],
      [{ job_title: 'Acountant', q: 'audit payroll', years_experience_min: '1' }, undefined],
      [{ job_title: 'Accountant', q: 'reporting budgeting', page: '2' }, undefined],
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(q), { windowRows });
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      // The walks with stronger titles to leave out (every strength's after the first).
      const weaker = sent.filter((s) => s.sql.includes('grouped as') && /\bnot (in|exists) \(/.test(s.sql));
      expect(weaker.length, JSON.stringify(q)).toBeGreaterThan(0);
      for (const walk of weaker) {
        const plan = (await planLines(t.db, walk, { verbose: true })).join('\n');
        expect(plan, JSON.stringify(q)).toMatch(/hashed SubPlan/);
        expect(plan, JSON.stringify(q)).not.toMatch(/candidate_search_titles_candidate_idx/);
      }
    }
  });
  it('When a title search has several query words and more scores than WINDOW_TIERS, then no statement ranks every match', async () => {
    // `Accountant` matches five spellings, each current, past and wished-for, and three words held make
    // more scores than WINDOW_TIERS: the window gave up after them and ranked every match (on the
    // benchmark a title with a filter that keeps few rows of each strength, 30 statements most of which
    // read nothing, then every match ranked: `Field Officer` + `customer care` in Kisumu, 400 ms). Since
    // a strength is walked once for all its scores, such a title sends a walk per strength.
    for (const q of <Record<string, string>[]>[
      { job_title: 'Accountant', q: 'reporting budgeting excel' },
      { job_title: 'Accountant', q: 'reporting budgeting excel', city: 'Nairobi' },
      { job_title: 'Accountant', q: 'audit payroll board', country: 'Kenya', years_experience_min: '2' },
      { job_title: 'Accountant', q: 'reporting budgeting excel', page: '2' },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(q));
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(q),
      ).toBe(false);
    }
  });
  it('When a title search has several query words and its walks leave less of the budget than the scores left read, then the scores left are walked with the spare, not every match ranked', async () => {
    // The walks before the scores left (walkRemainingScores) spend the budget on the rows they read; the
    // scores left read every title row of every strength once, as ranking every match does. Given only
    // what the walks left, they gave up when that was short of their rows, though no walk had needed the
    // spare (`Frontend Developer` + `customer care` in Nairobi on the benchmark: 4,619 rows against 4,618
    // left, then 1.2 s, docs/performance.md "Talent search: the scores left with the spare"). Two walks
    // here (`windowTiers`), the scores left after them.
    const [all] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles`,
    );
    const q = search({ job_title: 'Accountant', q: 'reporting budgeting excel' });
    const expected = await rankedWithoutWindow(t.db, q);
    const answered: number[] = [];
    const ranked: number[] = [];
    for (let windowRows = Math.floor(all!.n / 4); windowRows <= all!.n; windowRows++) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      expect(await rankCandidates(recording, q, { windowRows, windowTiers: 2 }), String(windowRows)).toEqual(
        expected,
      );
      // Every match ranked counts them beside the page (`counted as (… as total …)`); the window does not.
      (sent.some((s) => s.sql.includes('as total')) ? ranked : answered).push(windowRows);
      // The scores left were walked (more walks than windowTiers).
      expect(
        sent.some((s) => s.sql.includes('c.rank >=')),
        String(windowRows),
      ).toBe(true);
    }
    // A budget that answers, and every larger one answers too.
    expect(answered.length).toBeGreaterThan(0);
    expect(ranked.filter((n) => n > answered[0]!)).toEqual([]);
  });
  it('When a title search has several query words, then each strength is walked once for every count of words held', async () => {
    // A candidate's score is a pair: their strongest title's strength and how many query words they hold.
    // A walk per score read a strength's title rows again for each count of words held (three times for
    // three words), and the budget the walks spent was that. A strength's first walk (all the words held)
    // reads its rows whole unless it fills the page, so it gathers the candidates of its later scores too
    // (docs/performance.md "Talent search: a title with several words, each strength walked once").
    const [all] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from candidate_search_titles`,
    );
    for (const q of <Record<string, string>[]>[
      { job_title: 'Accountant', q: 'reporting budgeting excel' },
      { job_title: 'Accountant', q: 'reporting budgeting' },
      { job_title: 'Acountant', q: 'audit payroll', years_experience_min: '1.5' },
      { job_title: 'Accountant', q: 'reporting budgeting excel', page: '2' },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      // A budget of the title rows: each read once at most, the window answers.
      const page = await rankCandidates(recording, search(q), { windowRows: all!.n });
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(q),
      ).toBe(false);
      // The pairs of spelling and source each walk reads (its branches' values).
      const walked = sent
        .filter((s) => s.sql.includes('grouped as'))
        .flatMap((s) =>
          [...s.sql.matchAll(/normalized_title = \$(\d+) and source = \$(\d+)/g)].map(
            ([, nt, source]) => `${s.params[Number(nt) - 1]} ${s.params[Number(source) - 1]}`,
          ),
        );
      expect(walked.length, JSON.stringify(q)).toBeGreaterThan(3);
      expect(walked.length, JSON.stringify(q)).toBe(new Set(walked).size);
    }
  });
  it('When a title search has several query words and an exact-match filter that keeps few title rows, then its scores are walked in one statement, not a statement each', async () => {
    // A filter keeps few rows of each strength: a statement per score (planned, and run for a few rows)
    // was most of such a search's cost (`Field Officer` + `customer care` in Kisumu, KCSE, on the
    // benchmark: 30 walks, docs/performance.md "Talent search: a title with a filter and many strengths").
    for (const q of <Record<string, string>[]>[
      { job_title: 'Accountant', q: 'reporting budgeting', city: 'Nairobi' },
      { job_title: 'Acountant', q: 'audit payroll excel', country: 'Kenya', years_experience_min: '1' },
      { job_title: 'Accountant', q: 'reporting budgeting', industry: 'Finance', page: '2' },
      { job_title: 'Accountant', q: 'reporting board', education_level: "Bachelor's Degree" },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(q));
      expect(page, JSON.stringify(q)).toEqual(await rankedWithoutWindow(t.db, search(q)));
      // No walk of a score (walkInRankingOrder groups its rows: `grouped as`), the scores in one statement
      // (walkRemainingScores: `c.rank >=`), and not every match ranked (`as total`).
      expect(sent.filter((s) => s.sql.includes('grouped as')).length, JSON.stringify(q)).toBe(0);
      expect(sent.filter((s) => s.sql.includes('c.rank >=')).length, JSON.stringify(q)).toBe(1);
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(q),
      ).toBe(false);
    }
    // A filter keeping more rows than the budget left walks a score at a time as before, then answers what
    // ranking every match answers, whatever the budget.
    const q = search({ job_title: 'Accountant', q: 'reporting budgeting excel', country: 'Kenya' });
    const expected = await rankedWithoutWindow(t.db, q);
    for (let windowRows = 1; windowRows <= 40; windowRows++)
      expect(await rankCandidates(t.db, q, { windowRows }), String(windowRows)).toEqual(expected);
    expect(FILTER_TOGETHER_ROWS).toBeGreaterThan(40);
  });
});
