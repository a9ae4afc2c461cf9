import { TALENT_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTwoPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';

/**
 * Talent search over a fixed pool: the expected order of a handful of searches, years of experience
 * with overlapping and current jobs, each filter alone and combined, and stable paging.
 */
let t: TestApp;
let employer: TestUser;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  const nairobi = { city: 'Nairobi', country: 'Kenya' };
  const pool = {
    amina: await addCandidate(t, {
      first: 'Amina',
      last: 'Wanjiru',
      preferences: {
        industries: ['Technology', 'Finance'],
        job_titles: ['Data Scientist'],
        locations: [nairobi],
      },
      jobs: [
        { title: 'Junior Data Analyst', from: yearsAgo(6), to: yearsAgo(4, 1) },
        {
          title: 'Data Analyst',
          from: yearsAgo(4),
          current: true,
          about: 'Built M-Pesa reconciliation reports.',
        },
      ],
      studies: [{ level: "Bachelor's Degree", course: 'BSc Statistics' }],
    }),
    brian: await addCandidate(t, {
      first: 'Brian',
      last: 'Otieno',
      preferences: { industries: ['Finance'], locations: [{ city: 'Mombasa', country: 'Kenya' }] },
      jobs: [
        { title: 'Data Analyst', from: yearsAgo(5), to: yearsAgo(2, 1) },
        { title: 'Business Intelligence Lead', from: yearsAgo(2), current: true },
      ],
      studies: [{ level: "Master's Degree", course: 'MSc Data Science' }],
    }),
    cynthia: await addCandidate(t, {
      first: 'Cynthia',
      last: 'Achieng',
      preferences: { industries: ['Technology'], locations: [{ city: 'Kisumu', country: 'Kenya' }] },
      jobs: [{ title: 'Senior Data Analyst', from: yearsAgo(3), current: true }],
      studies: [{ level: "Bachelor's Degree", course: 'BSc Mathematics' }],
    }),
    david: await addCandidate(t, {
      first: 'David',
      last: 'Mugisha',
      preferences: { job_titles: ['Data Analyst'], locations: [{ city: 'Kampala', country: 'Uganda' }] },
      jobs: [{ title: 'Accountant', from: yearsAgo(2), current: true }],
      studies: [{ level: 'Diploma', course: 'Diploma in Accounting' }],
    }),
    esther: await addCandidate(t, {
      first: 'Esther',
      last: 'Njoroge',
      preferences: { industries: ['Healthcare'], locations: [nairobi] },
      // Two jobs held at once for two years: four years of experience, not six.
      jobs: [
        { title: 'Registered Nurse', from: yearsAgo(4), to: yearsAgo(1) },
        { title: 'Community Health Worker', from: yearsAgo(3), current: true },
      ],
      studies: [{ level: 'Diploma', course: 'Diploma in Nursing' }],
    }),
    george: await addCandidate(t, {
      first: 'George',
      last: 'Kamau',
      preferences: { industries: ['Technology'], locations: [nairobi] },
      jobs: [{ title: 'Software Engineer', from: yearsAgo(1, 180), current: true }],
      studies: [{ level: "Bachelor's Degree", course: 'BSc Computer Science', current: true }],
    }),
  };
  for (const [name, user] of Object.entries(pool)) id[name] = user.id;
  // Never in results: a hidden profile and one without a last name.
  id.hidden = (
    await addCandidate(t, {
      first: 'Faith',
      last: 'Hidden',
      visible: false,
      preferences: { locations: [nairobi] },
      jobs: [{ title: 'Data Analyst', from: yearsAgo(8), current: true }],
    })
  ).id;
  id.incomplete = (
    await addCandidate(t, {
      first: 'Nameless',
      last: '',
      preferences: { locations: [nairobi] },
      jobs: [{ title: 'Data Analyst', from: yearsAgo(8), current: true }],
    })
  ).id;
});
afterAll(async () => t.close());

interface Result {
  id: number;
  full_name: string;
  relevance_score: number | null;
  match_reasons: string[];
  years_of_experience: number;
  cities: string[];
  countries: string[];
}
async function search(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/talent/search/?${query}`,
    headers: employer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; next: string | null; previous: string | null; results: Result[] };
}
const names = (results: Result[]) => results.map((r) => r.full_name);

describe('GET /api/talent/search/ ranking', () => {
  it('When searching a job title, then exact current beats exact past beats a wished-for title beats a related one', async () => {
    const page = await search('job_title=Data%20Analyst');
    expect(names(page.results)).toEqual([
      'Amina Wanjiru',
      'Brian Otieno',
      'David Mugisha',
      'Cynthia Achieng',
    ]);
    expect(page.results.map((r) => r.relevance_score)).toEqual([1, 0.9, 0.8, 0.7]);
    expect(page.count).toBe(4);
    expect(page.results[0]!.match_reasons).toEqual(['Works as Data Analyst']);
    expect(page.results[1]!.match_reasons).toEqual(['Worked as Data Analyst']);
    expect(page.results[2]!.match_reasons).toEqual(['Wants to work as Data Analyst']);
    expect(page.results[3]!.match_reasons).toEqual(['Works as Senior Data Analyst']);
  });

  it('When the title has a typo, then the candidates are still found, below what an exact title would score', async () => {
    const page = await search('job_title=Data%20Analist');
    expect(names(page.results)[0]).toBe('Amina Wanjiru');
    expect(names(page.results)).toEqual(
      expect.arrayContaining(['Amina Wanjiru', 'Brian Otieno', 'Cynthia Achieng', 'David Mugisha']),
    );
    for (const r of page.results) expect(r.relevance_score).toBeLessThan(0.7);
    const engineer = await search('job_title=enginer');
    expect(names(engineer.results)).toEqual(['George Kamau']);
    expect(engineer.results[0]!.match_reasons).toEqual(['Works as Software Engineer']);
  });

  it('When a free-text query is given, then words anywhere in the profile match, typos included', async () => {
    const page = await search('q=mpesa%20reconciliaton');
    expect(names(page.results)).toEqual(['Amina Wanjiru']);
    expect(page.results[0]!.match_reasons[0]).toMatch(/^Profile mentions /);
    expect((await search('q=nursing')).results.map((r) => r.id)).toEqual([id.esther]);
  });

  it('When no criterion is given, then every usable visible profile is listed with no score at all', async () => {
    const page = await search('');
    expect(page.count).toBe(6);
    expect(page.results.map((r) => r.id)).not.toContain(id.hidden);
    expect(page.results.map((r) => r.id)).not.toContain(id.incomplete);
    for (const r of page.results) {
      expect(r.relevance_score).toBeNull();
      expect(r.match_reasons).toEqual([]);
    }
  });

  it('When the same search is run twice, then the order and the scores are the same', async () => {
    const first = await search('country=Kenya');
    const second = await search('country=Kenya');
    expect(second.results).toEqual(first.results);
  });
});

describe('years of experience', () => {
  it('When jobs overlap, then the shared period counts once; a current job counts to today', async () => {
    const page = await search('');
    const years = Object.fromEntries(page.results.map((r) => [r.full_name, r.years_of_experience]));
    expect(years).toEqual({
      'Amina Wanjiru': 6,
      'Brian Otieno': 5,
      'Cynthia Achieng': 3,
      'David Mugisha': 2,
      'Esther Njoroge': 4,
      'George Kamau': 1,
    });
  });

  it('When a minimum is given, then only candidates with at least that many years are listed, most first', async () => {
    const page = await search('years_experience_min=4');
    expect(names(page.results)).toEqual(['Amina Wanjiru', 'Brian Otieno', 'Esther Njoroge']);
    expect(page.results[2]!.match_reasons).toEqual(['4 years of experience']);
  });

  it('When a maximum is given, then whole years above it are left out', async () => {
    const page = await search('years_experience_max=3');
    expect(names(page.results)).toEqual(['Cynthia Achieng', 'David Mugisha', 'George Kamau']);
    expect(page.results[2]!.match_reasons).toEqual(['1 year of experience']);
  });

  it('When both are given, then the range is inclusive', async () => {
    const page = await search('years_experience_min=3&years_experience_max=5');
    expect(names(page.results)).toEqual(['Brian Otieno', 'Esther Njoroge', 'Cynthia Achieng']);
  });
});

describe('each filter alone and combined', () => {
  it('When filtering by city, then only candidates there are listed with the place as reason', async () => {
    const page = await search('city=nairobi');
    expect(names(page.results)).toEqual(['Amina Wanjiru', 'Esther Njoroge', 'George Kamau']);
    expect(page.results[0]!.match_reasons).toEqual(['Based in Nairobi, Kenya']);
    expect(page.results[0]!.cities).toEqual(['Nairobi']);
  });

  it('When filtering by country, then only candidates in that country are listed', async () => {
    const page = await search('country=Uganda');
    expect(names(page.results)).toEqual(['David Mugisha']);
    expect(page.results[0]!.match_reasons).toEqual(['Based in Uganda']);
    expect(page.results[0]!.countries).toEqual(['Uganda']);
  });

  it('When filtering by industry, then candidates looking for work there are listed', async () => {
    const page = await search('industry=Finance');
    expect(names(page.results)).toEqual(['Amina Wanjiru', 'Brian Otieno']);
    expect(page.results[1]!.match_reasons).toEqual(['Looking for work in Finance']);
  });

  it('When filtering by education level, then candidates with that level are listed with the course', async () => {
    const page = await search(`education_level=${encodeURIComponent("Master's Degree")}`);
    expect(names(page.results)).toEqual(['Brian Otieno']);
    expect(page.results[0]!.match_reasons).toEqual(["Master's Degree (MSc Data Science)"]);
    const studying = await search(`education_level=${encodeURIComponent("Bachelor's Degree")}&city=Nairobi`);
    expect(studying.results.find((r) => r.id === id.george)!.match_reasons).toContain(
      "Bachelor's Degree (BSc Computer Science), in progress",
    );
  });

  it('When filters are combined, then a candidate must meet all of them and each adds a reason', async () => {
    const page = await search(
      'job_title=Data%20Analyst&city=Nairobi&country=Kenya&industry=Technology&years_experience_min=5',
    );
    expect(names(page.results)).toEqual(['Amina Wanjiru']);
    expect(page.results[0]!.match_reasons).toEqual([
      'Works as Data Analyst',
      'Based in Nairobi, Kenya',
      'Looking for work in Technology',
      '6 years of experience',
    ]);
    expect(page.results[0]!.relevance_score).toBe(1);
  });

  it('When a title is combined with a filter, then the score blends them and stays comparable', async () => {
    const page = await search('job_title=Data%20Analyst&industry=Technology');
    expect(names(page.results)).toEqual(['Amina Wanjiru', 'Cynthia Achieng']);
    // (3 × 0.7 for a related current title + 1 for the industry) / 4
    expect(page.results[1]!.relevance_score).toBe(0.775);
  });

  it('When nothing matches, then the page is empty with a count of 0', async () => {
    const page = await search('job_title=Pilot');
    expect(page).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('paging', () => {
  it('When more than a page matches, then pages do not overlap, keep their order and link to each other', async () => {
    const other = await createTestApp();
    const boss = await createUser(other, 'employer');
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const c = await addCandidate(other, {
        first: 'Cashier',
        last: `Number ${i}`,
        jobs: [{ title: 'Cashier', from: yearsAgo(2), current: true }],
      });
      ids.push(c.id);
    }
    const [first, second] = await readTwoPages<Result>(other, boss, '/talent/search/?job_title=cashier', 25);
    const seen = [...first.results, ...second.results].map((r) => r.id);
    expect(seen).toEqual(ids);
    const beyond = await other.call(boss, 'GET', '/talent/search/?job_title=cashier&page=3');
    expect(beyond.json()).toMatchObject({ count: 25, results: [] });
    await other.close();
  });
});

describe('bad input', () => {
  it('When years are negative, not numbers or the wrong way round, then 400 names the field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['years_experience_min=-1', { years_experience_min: [TALENT_MESSAGES.yearsMinInvalid] }],
      ['years_experience_max=abc', { years_experience_max: [TALENT_MESSAGES.yearsMaxInvalid] }],
      [
        'years_experience_min=5&years_experience_max=2',
        { years_experience_min: [TALENT_MESSAGES.yearsRange] },
      ],
      ['page=0', { page: [TALENT_MESSAGES.pageInvalid] }],
      [`job_title=${'x'.repeat(101)}`, { job_title: [TALENT_MESSAGES.textTooLong] }],
    ];
    for (const [query, body] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/talent/search/?${query}`,
        headers: employer.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual(body);
    }
  });
});

describe('GET /api/talent/filters/', () => {
  it('When the options are asked for, then values of the visible pool come most common first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/talent/filters/', headers: employer.headers });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.job_titles[0]).toBe('Data Analyst');
    expect(options.job_titles).toContain('Software Engineer');
    expect(options.industries.slice(0, 2)).toEqual(['Technology', 'Finance']);
    expect(options.cities[0]).toBe('Nairobi');
    expect(options.countries).toEqual(['Kenya', 'Uganda']);
    expect(options.education_levels).toEqual(["Bachelor's Degree", 'Diploma', "Master's Degree"]);
  });
});
