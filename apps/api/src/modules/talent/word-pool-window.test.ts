import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile } from '../candidates/test-candidates.ts';
import { rankCandidates } from './search.ts';
import {
  addManyCandidates,
  expectSameAnswers,
  expectWindowReadsPostings,
  factWalkReads,
  officerJob,
  poolProfile,
  rankedWithoutWindow,
} from './test-windows.ts';

/**
 * The ranking window of a search with one query word and exact-match filters, without a job title: it
 * walks the postings of one of its facts (migration 0207, decision 151) in the order of the ranking, keeps
 * the profiles whose word postings hold the word, and answers exactly what ranking every match answers
 * (the same candidates, order, scores and count), also when its budget runs out and after edits that
 * change what it reads.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);
const ABOUT = [
  'Handled customer care and sales.',
  'Sales of farm inputs.',
  'Bookkeeping, auditing and tax returns.',
  '',
];

/** A word with filters: prefixes, typos, every kind of filter, years, pages, no match, hostile words. */
const SEARCHES: Record<string, string>[] = [
  { q: 'sales', city: 'Nairobi' },
  { q: 'sale', country: 'Kenya' },
  { q: 'sales', country: 'kenya', page: '2' },
  { q: 'audting', industry: 'Finance' },
  { q: 'customer', education_level: 'Diploma' },
  { q: 'tax', city: 'Kisumu', years_experience_min: '2' },
  { q: 'farm', county: 'Nairobi City' },
  { q: 'bookkeeping', education_level: "bachelor's degree", city: 'Kisumu' },
  { q: 'sales', industry: 'Finance', years_experience_min: '1.5', years_experience_max: '3.5' },
  { q: 'officer', city: 'Mombasa' },
  { q: 'zebra', city: 'Nairobi' },
  { q: "%' or 1=1 --", city: 'Nairobi' },
  { q: 'sales', city: "%' or 1=1 --" },
  { q: 'sales', country: 'Kenya', page: '9' },
  // Several words with one filter walk the fact's postings a strength at a time (words held).
  { q: 'customer care', city: 'Nairobi' },
  { q: 'sales farm', country: 'Kenya' },
  { q: 'customer sales tax', industry: 'Finance', years_experience_min: '1' },
  { q: 'sales zebra', city: 'Kisumu' },
  { q: 'zebra glacier', city: 'Kisumu' },
  { q: 'custmer care', education_level: 'Diploma', page: '2' },
  { q: 'care sales', country: 'Kenya', page: '9' },
];

/** One word with two facts or more (decision 160), and several words with two facts (ranked as before). */
const FACTS_SEARCHES: Record<string, string>[] = [
  { q: 'sales', city: 'Nairobi', country: 'Kenya' },
  { q: 'sale', industry: 'Finance', education_level: 'Diploma', page: '2' },
  {
    q: 'audting',
    city: 'Kisumu',
    industry: 'Finance',
    years_experience_min: '1.5',
    years_experience_max: '3.5',
  },
  { q: 'customer', county: 'Nairobi City', city: 'Nairobi', education_level: "bachelor's degree" },
  { q: 'tax', city: 'Kisumu', industry: 'Finance', education_level: 'Diploma', country: 'Kenya' },
  { q: 'sales', city: 'Nairobi', country: 'Uganda' },
  { q: 'zebra', city: 'Nairobi', industry: 'Finance' },
  { q: "%' or 1=1 --", city: 'Nairobi', industry: 'Finance' },
  { q: 'customer care', city: 'Nairobi', country: 'Kenya' },
];

/** Each search answers through the word and facts' merge, whatever its first fact's size, what ranking every match answers. */
async function sameAnswersMerged(searches: Record<string, string>[]) {
  for (const params of searches) {
    const q = search(params);
    expect(await rankCandidates(t.db, q, { wordFactsMergedFrom: 0 }), JSON.stringify(params)).toEqual(
      await rankedWithoutWindow(t.db, q),
    );
  }
}

const sameAnswers = (searches = SEARCHES, poolWindowRows?: number) =>
  expectSameAnswers(t.db, searches, poolWindowRows);

beforeAll(async () => {
  t = await createTestApp();
  // Years with ties (the id decides among them), words in the jobs' descriptions, one hidden profile,
  // one with no names (not in the pool), places, industries and education levels to filter (poolProfile).
  for (let i = 0; i < 28; i++)
    await addCandidate(t, {
      first: `Word${i}`,
      ...poolProfile(i),
      jobs: [{ ...officerJob(i), about: ABOUT[i % 4]! }],
    });
}, 300_000);
afterAll(async () => t.close());

describe('the ranking window of a word with filters', () => {
  it('When a search has one word and filters and no title, then the window answers what ranking every match answers', async () => {
    await sameAnswers();
    const nairobi = await rankCandidates(t.db, search({ q: 'sales', city: 'Nairobi' }));
    expect(nairobi.count).toBeGreaterThan(3);
    // A budget smaller than the pool: the walk runs out of it and every match is ranked.
    for (const budget of [12, 4]) await sameAnswers(SEARCHES, budget);
  });

  it('When the window answers, then it reads the word postings, and profile edits move it', async () => {
    const q = search({ q: 'sales', city: 'Nairobi' });
    const before = await rankCandidates(t.db, q);
    const first = before.rows[0]!.id;
    // The posting taken out by hand: the window no longer finds that candidate, ranking every match does.
    await expectWindowReadsPostings(t.db, q, ['sales']);

    // A new description without the word, a new place, then hidden: the window follows each.
    await t.db.execute(
      sql`update work_experiences set responsibilities = 'Drove a lorry.' where candidate_id = ${first}`,
    );
    expect((await rankCandidates(t.db, q)).rows.map((r) => r.id)).not.toContain(first);
    await sameAnswers();
    await t.db.execute(
      sql`update work_experiences set responsibilities = 'Sales again.' where candidate_id = ${first}`,
    );
    await updateCandidateProfile(t, first, {
      preferences: {
        industries: ['Agriculture'],
        job_titles: [],
        locations: [{ city: 'Eldoret', country: 'Kenya' }],
      },
    });
    expect(
      (await rankCandidates(t.db, search({ q: 'sales', city: 'Eldoret' }))).rows.map((r) => r.id),
    ).toEqual([first]);
    expect((await rankCandidates(t.db, q)).rows.map((r) => r.id)).not.toContain(first);
    await sameAnswers([
      ...SEARCHES,
      { q: 'sales', city: 'Eldoret' },
      { q: 'sales', industry: 'Agriculture' },
    ]);
    await updateCandidateProfile(t, first, { visibleToEmployers: false });
    expect((await rankCandidates(t.db, search({ q: 'sales', city: 'Eldoret' }))).count).toBe(0);
    await sameAnswers([
      { q: 'sales', city: 'Eldoret' },
      { q: 'sales', country: 'Kenya' },
    ]);
  });

  it('When a search has one word and one filter, then the window reads the postings of its fact, not the pool facts', async () => {
    // Until 27 November the pool facts' walk read every profile before the fact's.
    const searches: { params: Record<string, string>; walked: string }[] = [
      { params: { q: 'sales', city: 'Nairobi' }, walked: 'city:nairobi' },
      { params: { q: 'tax', city: 'Kisumu', years_experience_min: '1' }, walked: 'city:kisumu' },
      { params: { q: 'customer', education_level: 'Diploma' }, walked: 'education:diploma' },
      { params: { q: 'sales', industry: 'Finance', page: '2' }, walked: 'industry:finance' },
      { params: { q: 'sale', country: 'Kenya' }, walked: 'country:kenya' },
    ];
    for (const { params, walked } of searches) {
      const read = await factWalkReads(t.db, search(params), walked);
      expect(read.count, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.pool, JSON.stringify(params)).toBe(0);
      // At most its postings and one more, counted twice (an index-only scan, PostgreSQL 15).
      expect(read.postings, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.postings, JSON.stringify(params)).toBeLessThanOrEqual(2 * (read.holders + 1));
    }
    await sameAnswers(searches.map((s) => s.params));
  });

  it('When a search has several words and one filter, then the window reads the postings of its fact a strength at a time', async () => {
    // Until 27 November every match of several words with a filter was ranked (the documents searched).
    const searches: { params: Record<string, string>; walked: string; strengths: number }[] = [
      { params: { q: 'customer care', city: 'Kisumu' }, walked: 'city:kisumu', strengths: 2 },
      { params: { q: 'sales farm', country: 'Kenya' }, walked: 'country:kenya', strengths: 2 },
      {
        params: { q: 'sales tax customer', industry: 'Finance', page: '2' },
        walked: 'industry:finance',
        strengths: 3,
      },
    ];
    for (const { params, walked, strengths } of searches) {
      const read = await factWalkReads(t.db, search(params), walked);
      expect(read.count, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.pool, JSON.stringify(params)).toBe(0);
      // Each strength at most the fact's postings and one more, counted twice (an index-only scan).
      expect(read.postings, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.postings, JSON.stringify(params)).toBeLessThanOrEqual(2 * strengths * (read.holders + 1));
    }
    await sameAnswers(searches.map((s) => s.params));
  });

  it("When a search has one word and two filters or more, then the window merges the word's postings with the facts'", async () => {
    // The word's postings (migration 0175) and the facts' (0207) are in the ranking's order: the profiles
    // holding the word and two facts are a merge of them, probed for the pool, the years and the other
    // facts (decision 160); until 27 November every match was ranked (the documents and the facts' index
    // read), as it still is when the first fact is small.
    const searches: { params: Record<string, string>; walked: string }[] = [
      { params: { q: 'sales', city: 'Nairobi', country: 'Kenya' }, walked: 'city:nairobi' },
      { params: { q: 'sale', industry: 'Finance', education_level: 'Diploma' }, walked: 'industry:finance' },
      {
        params: { q: 'tax', city: 'Kisumu', industry: 'Finance', years_experience_min: '1' },
        walked: 'city:kisumu',
      },
      {
        params: { q: 'customer', country: 'Kenya', education_level: 'Diploma', page: '2' },
        walked: 'education:diploma',
      },
    ];
    for (const { params, walked } of searches) {
      const read = await factWalkReads(t.db, search(params), walked, { wordFactsMergedFrom: 0 });
      expect(read.count, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.pool, JSON.stringify(params)).toBe(0);
      // The word's postings and the facts' read, not the pool facts.
      expect(read.words, JSON.stringify(params)).toBeGreaterThan(0);
      expect(read.postings, JSON.stringify(params)).toBeGreaterThan(0);
      // A first fact of fewer postings than the gate's: counted, then every match ranked, no word
      // postings read.
      const small = await factWalkReads(t.db, search(params), walked);
      expect({ words: small.words, count: small.count }, JSON.stringify(params)).toEqual({
        words: 0,
        count: read.count,
      });
    }
    await sameAnswersMerged([...searches.map((s) => s.params), ...FACTS_SEARCHES]);
    await sameAnswers(FACTS_SEARCHES);
  });

  it('When a word and a filter match more than 1,000 candidates, then the count stops at 1,000 and says so', async () => {
    await addManyCandidates(t.db, {
      email: 'lamuword',
      first: 'Lamu',
      last: 'Fisher',
      preferences: { industries: [], job_titles: [], locations: [{ city: 'Lamu', country: 'Kenya' }] },
    });
    const capped = await rankCandidates(t.db, search({ q: 'fisher', city: 'Lamu' }));
    expect(capped).toMatchObject({ count: 1000, countCapped: true });
    expect(capped.rows).toHaveLength(20);
    await sameAnswers([
      { q: 'fisher', city: 'Lamu' },
      { q: 'fisher', city: 'Lamu', page: '51' },
      { q: 'fisher', city: 'Lamu', page: '52' },
      { q: 'fisher', country: 'Kenya', page: '50' },
      { q: 'sales', country: 'Kenya' },
      { q: 'fisher sales', city: 'Lamu', page: '51' },
      { q: 'fisher sales', country: 'Kenya', page: '51' },
    ]);
    await sameAnswers(
      [
        { q: 'fisher', city: 'Lamu' },
        { q: 'fisher', country: 'Kenya', page: '3' },
        { q: 'fisher sales', city: 'Lamu' },
        { q: 'sales fisher', country: 'Kenya', page: '50' },
      ],
      1020,
    );
  });

  it("When a word and two filters match more than 1,000 candidates, then the merge stops at the count's cap", async () => {
    // The 1,010 profiles of Lamu holding `fisher` (the test before): the merge stops at the page and the
    // count's 1,001, and answers what ranking every match answers.
    const capped = await rankCandidates(t.db, search({ q: 'fisher', city: 'Lamu', country: 'Kenya' }), {
      wordFactsMergedFrom: 0,
    });
    expect(capped).toMatchObject({ count: 1000, countCapped: true });
    await sameAnswersMerged([
      { q: 'fisher', city: 'Lamu', country: 'Kenya' },
      { q: 'fisher', city: 'Lamu', country: 'Kenya', page: '50' },
      { q: 'fish', city: 'Lamu', country: 'Kenya', years_experience_max: '0', page: '52' },
    ]);
  });
});
