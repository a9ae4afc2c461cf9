import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addJob, daysFromToday } from './test-jobs.ts';
import { plainSalesMatches, resultIds, searchWithout as searchWithoutIndexes } from './test-postings.ts';

/**
 * A word's postings in one city (migration 0185, docs/decisions/128-word-postings-by-city.md): with a city,
 * search's postings walks may read job_search_postings_city_idx (field, word, city, newest first) instead of
 * job_search_postings_word_idx (field, word, newest first) with the city checked on each posting. The
 * planner chooses; the answers must be the same whichever it reads. Each search here runs twice with one
 * of the two indexes dropped (in a transaction rolled back, sequential scans off, so the other is read),
 * and both must equal the plain answer: every open job of the filters matching the word, in the order
 * asked.
 */
let t: TestApp;

const CITIES = ['Kisumu', 'Nairobi', 'Nakuru'];
const LEVELS = ['entry', 'mid', 'senior'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  const now = Date.now();
  for (let i = 0; i < 72; i++)
    await addJob(t, {
      employerId,
      jobTitle: i % 4 === 0 ? 'Sales Representative' : i % 4 === 1 ? 'Sales Agent' : 'Field Representative',
      companyName: i % 5 === 0 ? 'Sales House' : 'Lake Traders',
      description: i % 3 === 0 ? 'Selling to shops.' : 'Representing the brand.',
      city: CITIES[i % 3],
      country: 'Kenya',
      experienceLevel: LEVELS[Math.floor(i / 3) % 3],
      salaryMin: 30_000 + (i % 6) * 40_000,
      salaryCurrency: 'KES',
      salaryPeriod: 'month',
      // Some published the same instant, so that the id breaks ties; some past their due date.
      publishedAt: new Date(now - (1 + Math.floor(i / 2)) * 86_400_000),
      dueDate: i % 7 === 6 ? daysFromToday(-1) : daysFromToday(30),
    });
  // A job whose city is one of the typed words, and a draft, which has no postings.
  await addJob(t, { employerId, jobTitle: 'Cashier', city: 'Sales', experienceLevel: 'mid' });
  await addJob(t, {
    employerId,
    jobTitle: 'Sales Representative',
    city: 'Kisumu',
    experienceLevel: 'mid',
    status: 'draft',
    publishedAt: null,
  });
});

afterAll(async () => {
  await t.close();
});

/** The search with one of the two postings indexes dropped (test-postings.ts), with a walk's plan. */
const searchWithout = (dropped: string, params: Record<string, string>) =>
  searchWithoutIndexes(t, [dropped], params, [
    sql`select p.job_id from job_search_postings p where p.field = 'title' and p.word = 'sales'
      and p.search_city = 'kisumu' order by p.published_at desc, p.job_id desc limit 3`,
  ]);

describe('a word searched in one city, through the postings of that city', () => {
  it('When the postings are walked by city or by word, then the plans differ and the answers are the same', async () => {
    const byCity = await searchWithout('job_search_postings_word_idx', {
      job_title: 'sales',
      city: 'Kisumu',
    });
    const byWord = await searchWithout('job_search_postings_city_idx', {
      job_title: 'sales',
      city: 'Kisumu',
    });
    expect(byCity.plans).toContain('job_search_postings_city_idx');
    expect(byWord.plans).toContain('job_search_postings_word_idx');
    expect(byCity.result).toEqual(byWord.result);
  });

  const searches: [Record<string, string>, SQL][] = [
    [{ city: 'Kisumu' }, sql`j.search_city = 'kisumu'`],
    [
      { city: 'kisumu', experience_level: 'mid' },
      sql`j.search_city = 'kisumu' and j.experience_level = 'mid'`,
    ],
    [{ city: 'Nairobi', salary_min: '100000' }, sql`j.search_city = 'nairobi' and j.search_pay >= 100000`],
    [
      { city: 'Nakuru', experience_level: 'senior' },
      sql`j.search_city = 'nakuru' and j.experience_level = 'senior'`,
    ],
    [{ city: 'Eldoret' }, sql`j.search_city = 'eldoret'`],
  ];
  for (const [filters, where] of searches)
    it(`When ${JSON.stringify(filters)} is searched for a word in every order and page, then both walks give the plain answer`, async () => {
      const expected = await plainSalesMatches(t, where);
      if (filters.city !== 'Eldoret') expect(expected.length).toBeGreaterThan(3);
      for (const sort of ['relevance', 'date', 'salary']) {
        const pages: number[][] = [];
        for (const page of ['1', '2']) {
          const params = { job_title: 'sales', ...filters, sort, page };
          const byCity = await searchWithout('job_search_postings_word_idx', params);
          const byWord = await searchWithout('job_search_postings_city_idx', params);
          expect(byCity.result, `${JSON.stringify(params)}`).toEqual(byWord.result);
          expect(byCity.result).toMatchObject({ count: expected.length, countCapped: false });
          pages.push(resultIds(byCity.result));
        }
        // Pages of 20: the matches here are fewer than 40, so the two pages hold them all, once each.
        expect(
          pages.flat().sort((a, b) => a - b),
          `${JSON.stringify(filters)} by ${sort}`,
        ).toEqual(expected);
      }
    });
});
