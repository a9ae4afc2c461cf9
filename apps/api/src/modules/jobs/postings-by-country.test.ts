import { todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import type { SearchOptions } from './search.ts';
import { addJob, daysFromToday } from './test-jobs.ts';
import { plainSalesMatches, resultIds, searchWithout as searchWithoutIndexes } from './test-postings.ts';

/**
 * A country other than Kenya in the key of search's walks (migration 0190,
 * docs/decisions/133-country-outside-kenya-in-the-key.md): with a country and no city, search's postings walks
 * may read job_search_postings_country_idx (field, word, country, newest first) instead of
 * job_search_postings_word_idx (field, word, newest first) with the country checked on each posting, and its
 * salary walks jobs_open_country_pay_idx instead of jobs_open_pay_idx; both hold only rows outside Kenya. The
 * planner chooses; the answers must be the same whichever it reads. Each search here runs twice, once without
 * the two country indexes and once without the word, city and pay indexes they stand beside (dropped in a
 * transaction rolled back, sequential and bitmap scans off, so the index left is read), and both must equal
 * the plain answer: every open job of the filters matching the word, in the order asked. A search in Kenya
 * cannot read the country indexes (its rows are not in them).
 */
let t: TestApp;

const PLACES = [
  ['Kampala', 'Uganda'],
  ['Nairobi', 'Kenya'],
  ['Arusha', 'Tanzania'],
  ['Gulu', 'Uganda'],
] as const;
const LEVELS = ['entry', 'mid', 'senior'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  const now = Date.now();
  for (let i = 0; i < 96; i++) {
    const [city, country] = PLACES[i % 4]!;
    // Every place has every title: the title turns once more every four jobs.
    const kind = (i + Math.floor(i / 4)) % 4;
    await addJob(t, {
      employerId,
      jobTitle: kind === 0 ? 'Sales Representative' : kind === 1 ? 'Sales Agent' : 'Field Representative',
      companyName: i % 5 === 0 ? 'Sales House' : 'Lake Traders',
      description: i % 3 === 0 ? 'Selling to shops.' : 'Representing the brand.',
      city,
      country,
      experienceLevel: LEVELS[Math.floor(i / 4) % 3],
      salaryMin: 30_000 + (i % 6) * 40_000,
      salaryCurrency: 'KES',
      salaryPeriod: 'month',
      // Some published the same instant, so that the id breaks ties; some past their due date.
      publishedAt: new Date(now - (1 + Math.floor(i / 2)) * 86_400_000),
      dueDate: i % 7 === 6 ? daysFromToday(-1) : daysFromToday(30),
    });
  }
  // A job whose city is one of the typed words, and a draft, which has no postings.
  await addJob(t, {
    employerId,
    jobTitle: 'Cashier',
    city: 'Sales',
    country: 'Uganda',
    experienceLevel: 'mid',
  });
  await addJob(t, {
    employerId,
    jobTitle: 'Sales Representative',
    city: 'Kampala',
    country: 'Uganda',
    experienceLevel: 'mid',
    status: 'draft',
    publishedAt: null,
  });
  // Statistics, so that the plans read as they would on a real table, not its first guesses.
  await t.db.execute(sql`analyze jobs`);
  await t.db.execute(sql`analyze job_search_postings`);
});

afterAll(async () => {
  await t.close();
});

/**
 * The search with some indexes dropped (test-postings.ts), with the plans of a walk of the country's
 * postings and of its pay order.
 */
const searchWithout = (dropped: string[], params: Record<string, string>, options?: SearchOptions) => {
  const country = params.country ?? 'Uganda';
  return searchWithoutIndexes(
    t,
    dropped,
    params,
    [
      sql`select p.job_id from job_search_postings p where p.field = 'title' and p.word = 'sales'
        and p.country = ${country} order by p.published_at desc, p.job_id desc limit 3`,
      sql`select j.id from jobs j where j.status = 'published' and j.country = ${country}
        order by j.search_pay desc nulls last, j.published_at desc, j.id desc limit 3`,
    ],
    options,
  );
};

/** Left with the country's indexes only, or with none of them. */
const BY_COUNTRY = ['job_search_postings_word_idx', 'job_search_postings_city_idx', 'jobs_open_pay_idx'];
const BY_WORD = ['job_search_postings_country_idx', 'jobs_open_country_pay_idx'];

describe('a word searched in one country, through the postings of that country', () => {
  it('When the postings are walked by country or by word, then the plans differ and the answers are the same', async () => {
    const byCountry = await searchWithout(BY_COUNTRY, { job_title: 'sales', country: 'Uganda' });
    const byWord = await searchWithout(BY_WORD, { job_title: 'sales', country: 'Uganda' });
    expect(byCountry.plans).toContain('job_search_postings_country_idx');
    expect(byCountry.plans).toContain('jobs_open_country_pay_idx');
    expect(byWord.plans).toContain('job_search_postings_word_idx');
    expect(byWord.plans).toContain('jobs_open_pay_idx');
    expect(byCountry.result).toEqual(byWord.result);
    expect(byCountry.result.count).toBeGreaterThan(3);
  });

  it("When the country is Kenya, then its postings are not in the country index and the word's are walked", async () => {
    const all = await searchWithout([], { job_title: 'sales', country: 'Kenya' });
    expect(all.plans).not.toContain('job_search_postings_country_idx');
    expect(all.plans).not.toContain('jobs_open_country_pay_idx');
    expect(all.plans).toContain('job_search_postings_word_idx');
    const [inIndex] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from job_search_postings where country = 'Kenya'`,
    );
    expect(inIndex?.n).toBeGreaterThan(0);
  });

  // Over the count's cap (5 here, so more than a page: 21), a search by salary walks the pay order for its
  // page: with a country other than Kenya, that country's jobs by pay (jobs_open_country_pay_idx).
  for (const [filters, word] of [
    [{ job_title: 'sales', country: 'Uganda' }, true],
    [{ country: 'Uganda' }, false],
    [{ country: 'Uganda', salary_min: '50000' }, false],
  ] as const)
    it(`When ${JSON.stringify(filters)} is searched by salary past the count's cap, then both walks give the plain order`, async () => {
      const pay = 'salary_min' in filters ? sql`and j.search_pay >= ${Number(filters.salary_min)}` : sql``;
      const plain = await rows<{ id: number }>(
        t.db,
        sql`select j.id from jobs j where j.status = 'published' and j.country = ${filters.country} ${pay}
          and (j.due_date is null or j.due_date >= ${todayInNairobi()}::date)
          and ${word ? sql`(j.search_title_words @@ 'sales'::tsquery or j.search_company_words @@ 'sales'::tsquery or j.search_city = 'sales' or j.search_words @@ 'sales:*'::tsquery)` : sql`true`}
          order by j.search_pay desc nulls last, j.published_at desc, j.id desc limit 20`,
      );
      const params = { ...filters, sort: 'salary' };
      const byCountry = await searchWithout(BY_COUNTRY, params, { countCap: 5 });
      const byWord = await searchWithout(BY_WORD, params, { countCap: 5 });
      expect(byCountry.result).toEqual(byWord.result);
      expect(byCountry.result.countCapped).toBe(true);
      expect(resultIds(byCountry.result)).toEqual(plain.map((row) => Number(row.id)));
    });

  const searches: [Record<string, string>, SQL][] = [
    [{ country: 'Uganda' }, sql`j.country = 'Uganda'`],
    [
      { country: 'Uganda', experience_level: 'mid' },
      sql`j.country = 'Uganda' and j.experience_level = 'mid'`,
    ],
    [{ country: 'Tanzania', salary_min: '100000' }, sql`j.country = 'Tanzania' and j.search_pay >= 100000`],
    [{ country: 'Uganda', city: 'Gulu' }, sql`j.country = 'Uganda' and j.search_city = 'gulu'`],
    [
      { country: 'Kenya', experience_level: 'senior' },
      sql`j.country = 'Kenya' and j.experience_level = 'senior'`,
    ],
    [{ country: 'Rwanda' }, sql`j.country = 'Rwanda'`],
  ];
  for (const [filters, where] of searches)
    it(`When ${JSON.stringify(filters)} is searched for a word in every order and page, then both walks give the plain answer`, async () => {
      const expected = await plainSalesMatches(t, where);
      if (filters.country !== 'Rwanda') expect(expected.length).toBeGreaterThan(3);
      for (const sort of ['relevance', 'date', 'salary']) {
        const pages: number[][] = [];
        for (const page of ['1', '2']) {
          const params = { job_title: 'sales', ...filters, sort, page };
          const byCountry = await searchWithout(
            // A search in Kenya has only the word's postings to walk: the city's are dropped alone.
            filters.country === 'Kenya' ? ['job_search_postings_city_idx'] : BY_COUNTRY,
            params,
          );
          const byWord = await searchWithout(BY_WORD, params);
          expect(byCountry.result, `${JSON.stringify(params)}`).toEqual(byWord.result);
          expect(byCountry.result).toMatchObject({ count: expected.length, countCapped: false });
          pages.push(resultIds(byCountry.result));
        }
        // Pages of 20: the matches here are fewer than 40, so the two pages hold them all, once each.
        expect(
          pages.flat().sort((a, b) => a - b),
          `${JSON.stringify(filters)} by ${sort}`,
        ).toEqual(expected);
      }
    });
});
