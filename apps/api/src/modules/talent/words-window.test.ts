import { type TalentSearchQuery, talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';
import { rankCandidates } from './search.ts';
import { rankedWithoutWindow } from './test-windows.ts';

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

  it('When the window answers, then it reads the postings: postings taken out by hand move its answer only', async () => {
    const q = search({ job_title: 'Tax Consultant', q: 'customer care' });
    const before = await rankCandidates(t.db, q);
    const first = before.rows[0]!;
    await t.db.execute(
      sql`delete from candidate_document_postings where candidate_id = ${first.id} and (word like 'car%' or word like 'cust%')`,
    );
    const after = await rankCandidates(t.db, q);
    // The window no longer finds that candidate's words; ranking every match reads the documents.
    expect(after.count).toBe(before.count - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(first.id);
    expect(await rankedWithoutWindows(q)).toEqual(before);
    // A write of the profile puts the posting back.
    await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first.id}`);
    expect(await rankCandidates(t.db, q)).toEqual(before);
    for (const params of SEARCHES.slice(0, 3)) await sameOnEveryPage(params);
  });

  it('When a search without a title has several words, then the window answers what ranking every match answers on every page', async () => {
    for (const params of WITHOUT_TITLE) await sameOnEveryPage(params);
    const q = search({ q: 'customer care' });
    const before = await rankCandidates(t.db, q);
    expect(before.count).toBeGreaterThan(3);
    const first = before.rows[0]!;
    expect(first.matched_words).toEqual(['care', 'customer']);
    // The window reads the postings: taken out by hand, that candidate is no longer found by it.
    await t.db.execute(
      sql`delete from candidate_document_postings where candidate_id = ${first.id} and (word like 'car%' or word like 'cust%')`,
    );
    const after = await rankCandidates(t.db, q);
    expect(after.count).toBe(before.count - 1);
    expect(after.rows.map((r) => r.id)).not.toContain(first.id);
    expect(await rankedWithoutWindows(q)).toEqual(before);
    await t.db.execute(sql`update candidate_profiles set phone = phone where user_id = ${first.id}`);
    expect(await rankCandidates(t.db, q)).toEqual(before);
  });
});
