import { type TalentSearchQuery, talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';
import { rankCandidates, WINDOW_ROWS } from './search.ts';
import {
  expectTitleWindowReadsWordHashes,
  expectWindowReadsPostings,
  rankedWithoutWindow,
  staleWordHashes,
} from './test-windows.ts';

/**
 * The ranking windows of several query words (eighth pass, decision 129): with a title, scores that are
 * pairs of title strength and words held, walked from the best down over the title rows; without a title
 * or a filter, the words' postings. Each answers exactly what ranking every match answers (the same
 * candidates, order, scores, reasons and count), on every page of every search; the searches they do not
 * walk (several words or one word with two facts, and filters) are compared too.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);
const TITLES = ['Tax Consultant', 'Senior Tax Consultant', 'Tax Consultnt', 'Consultant', 'Tax Clerk'];
/** What the jobs were about: some hold both words, one, a prefix of one, or none. */
const ABOUT = [
  'Customer care and tax returns.',
  'Handled customer complaints.',
  'Took care of the files.',
  'Customers and careful reporting.',
  'Payroll.',
  'Customer care, reporting and excel.',
  'Caring for clients, excel models.',
];

const rankedWithoutWindows = (q: TalentSearchQuery) => rankedWithoutWindow(t.db, q);
/** The postings of `customer` and `care` and the words that start with them. */
const CUSTOMER_CARE = ['car%', 'cust%'];

/** Every page of a search, windowed and not, compared: every match's place, score and reasons. */
async function sameOnEveryPage(params: Record<string, string>) {
  for (let page = 1; ; page++) {
    const q = search({ ...params, page: String(page) });
    const windowed = await rankCandidates(t.db, q);
    expect(windowed, JSON.stringify({ ...params, page })).toEqual(await rankedWithoutWindows(q));
    if (windowed.rows.length === 0) return;
  }
}

const SEARCHES: Record<string, string>[] = [
  { job_title: 'Tax Consultant', q: 'customer care' },
  { job_title: 'Tax Consultant', q: 'care customer' },
  { job_title: 'tax consultant', q: 'custom car' },
  { job_title: 'Tax Consultant', q: 'customer care excel' },
  { job_title: 'Tax Consultnt', q: 'customer reporting' },
  { job_title: 'Consultant', q: 'customer care', city: 'Nairobi' },
  { job_title: 'Tax Consultant', q: 'customer care', industry: 'Finance' },
  { job_title: 'Tax Consultant', q: 'care excel', years_experience_min: '2', years_experience_max: '4' },
  { job_title: 'Tax', q: 'custmer care', country: 'Kenya' },
  { job_title: 'Tax Consultant', q: 'glaciers moraines' },
  { job_title: 'Tax Consultant', q: 'customer glaciers' },
  { job_title: 'Glaciologist', q: 'customer care' },
  { job_title: 'Tax Consultant', q: "%' or 1=1 -- care" },
  { job_title: 'Tax Consultant', q: 'a b c d e f g h i j customer care' },
  { job_title: 'Tax Consultant', q: 'ca cu' },
];

/** Without a title: several words, with and without filters, and one word with two facts or more. */
const WITHOUT_TITLE: Record<string, string>[] = [
  { q: 'customer care' },
  { q: 'care customer excel' },
  { q: 'custmer care', years_experience_min: '1.5' },
  { q: 'customer care', city: 'Nairobi' },
  { q: 'customer care', industry: 'Finance', country: 'Kenya' },
  { q: 'customer', city: 'Nairobi', industry: 'Finance' },
  { q: 'excel', city: 'Kisumu', country: 'Kenya', years_experience_max: '3' },
  { q: 'care', city: 'Kisumu', industry: 'Finance' },
  { q: 'glaciers moraines' },
  { q: 'customer glaciers', city: 'Nairobi' },
  { q: 'customer', city: 'Mombasa', industry: 'Finance' },
  { q: "%' or 1=1 -- care", city: 'Nairobi' },
];

beforeAll(async () => {
  t = await createTestApp();
  // Titles of every strength (exact, containing, contained, a typo) and source (current, past, wished-for),
  // years with ties (the id decides among them), two matching titles for some, one hidden profile.
  for (let i = 0; i < 30; i++)
    await addCandidate(t, {
      first: `Words${i}`,
      last: 'Candidate',
      visible: i !== 7,
      jobs: [
        { title: TITLES[i % 5]!, from: yearsAgo(i % 5, i * 40), current: i % 3 !== 0, about: ABOUT[i % 7]! },
        ...(i % 4 === 0
          ? [{ title: TITLES[(i + 2) % 5]!, from: yearsAgo(12), to: yearsAgo(9), about: ABOUT[(i + 3) % 7]! }]
          : []),
      ],
      preferences: {
        job_titles: i % 6 === 1 ? ['Tax Consultant'] : [],
        industries: i % 3 === 1 ? ['Finance'] : [],
        locations: [{ city: i % 2 ? 'Nairobi' : 'Kisumu', country: 'Kenya' }],
      },
    });
}, 300_000);
afterAll(async () => t.close());

describe('the ranking windows of several words', () => {
  it('When a title search has several query words, then the window answers what ranking every match answers on every page', async () => {
    for (const params of SEARCHES) await sameOnEveryPage(params);
    const both = await rankCandidates(t.db, search({ job_title: 'Tax Consultant', q: 'customer care' }));
    expect(both.count).toBeGreaterThan(20);
    expect(both.rows[0]?.matched_words).toEqual(['care', 'customer']);
    // Scores of one title strength with both words, with one, and of weaker titles with both, interleave.
    expect(new Set(both.rows.map((r) => r.score)).size).toBeGreaterThan(3);
  });

  it("When the window answers, then it reads the title rows' word hashes: hashes taken out by hand move its answer only", async () => {
    const q = search({ job_title: 'Tax Consultant', q: 'customer care' });
    await expectTitleWindowReadsWordHashes(t.db, q, CUSTOMER_CARE, async ({ before, after }) => {
      expect(after.count).toBe(before.count - 1);
    });
    expect(await staleWordHashes(t.db)).toEqual([]);
    for (const params of SEARCHES.slice(0, 3)) await sameOnEveryPage(params);
  });

  it('When a title row carries no word hashes (a document of too many words), then the window reads its postings', async () => {
    const q = search({ job_title: 'Tax Consultant', q: 'customer care' });
    const before = await rankCandidates(t.db, q);
    const first = before.rows[0]!.id;
    await t.db.execute(
      sql`update candidate_search_titles set word_hashes = null where candidate_id = ${first}`,
    );
    expect(await rankCandidates(t.db, q)).toEqual(before);
    for (const params of SEARCHES.slice(0, 3)) await sameOnEveryPage(params);
    await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first}`);
    expect(await staleWordHashes(t.db)).toEqual([]);
  });

  it('When a search without a title has several words, then the window answers what ranking every match answers on every page', async () => {
    for (const params of WITHOUT_TITLE) await sameOnEveryPage(params);
    const q = search({ q: 'customer care' });
    await expectWindowReadsPostings(t.db, q, CUSTOMER_CARE, async ({ before, after }) => {
      expect(before.count).toBeGreaterThan(3);
      expect(before.rows[0]!.matched_words).toEqual(['care', 'customer']);
      expect(after.count).toBe(before.count - 1);
    });
  });

  it('When a walk would read more rows than its budget, then every match is ranked, and every walk counts against the budget', async () => {
    const q = search({ q: 'customer care' });
    await expectWindowReadsPostings(t.db, q, CUSTOMER_CARE, async ({ first, before }) => {
      // The window answers (and misses the candidate whose postings are out) from this budget up.
      const smallestBudget = async (params: Record<string, string>) => {
        let [low, high] = [1, WINDOW_ROWS];
        while (low < high) {
          const budget = Math.floor((low + high) / 2);
          const page = await rankCandidates(t.db, search(params), { windowRows: budget });
          if (page.rows.some((r) => r.id === first)) low = budget + 1;
          else high = budget;
        }
        return low;
      };
      // One word is one walk, reading each of its postings; both words walk twice (both words held,
      // then one), each walk reading the postings of both: twice the sum.
      const customer = await smallestBudget({ q: 'customer' });
      const care = await smallestBudget({ q: 'care' });
      expect(customer).toBeGreaterThan(1);
      expect(await smallestBudget({ q: 'customer care' })).toBe(2 * (customer + care));
      // Below it, every match is ranked: the same answer as with the postings in.
      expect(await rankCandidates(t.db, q, { windowRows: 2 * (customer + care) - 1 })).toEqual(before);
    });
    // With a title, a budget too small for the first walk ranks every match too.
    for (const params of SEARCHES.slice(0, 5)) {
      const titled = search(params);
      expect(await rankCandidates(t.db, titled, { windowRows: 2 })).toEqual(
        await rankedWithoutWindows(titled),
      );
    }
  });
});
