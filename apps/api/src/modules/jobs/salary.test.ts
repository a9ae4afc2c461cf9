import {
  JOB_MESSAGES,
  JOB_POSTING_MESSAGES,
  KES_PER_UNIT,
  monthlyPayKes,
  type PublicJob,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
} from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob, daysAgo, daysFromToday } from './test-jobs.ts';

/**
 * Salary and experience level on jobs (issue 24, items 1 and 2; docs/decisions/070-salary-and-experience.md):
 * the field rules of a save, the answers, the monthly conversions, search's salary_min and experience_level
 * filters and the salary sort, by date and through the ranking windows, and the job page's JSON-LD.
 */
let t: TestApp;
let employer: TestUser;
const id: Record<string, number> = {};

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/employer/jobs/', headers: employer.headers, payload });

interface Page {
  count: number;
  results: PublicJob[];
}
async function search(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const names = (page: Page) => page.results.map((j) => j.job_title);

const complete = {
  job_title: 'Accountant',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'permanent',
  description: 'Keep the books.',
  industry: 'Finance',
  status: 'published',
};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  const e = employer.id;
  // Monthly pay in KES: 120,000; 50 × 176 = 8,800; 2,000 × 22 = 44,000; 1,200,000 / 12 = 100,000;
  // 1,500 USD = 193,500; none.
  const jobsToAdd = [
    ['month', 'Analyst Monthly', 80_000, 120_000, 'KES', 'month', 'mid', 5],
    ['hour', 'Analyst Hourly', 40, 50, 'KES', 'hour', 'entry', 4],
    ['day', 'Analyst Daily', 2_000, null, 'KES', 'day', 'entry', 3],
    ['year', 'Analyst Yearly', null, 1_200_000, 'KES', 'year', 'senior', 2],
    ['dollars', 'Analyst Remote', 1_000, 1_500, 'USD', 'month', 'senior', 1],
    ['unpaid', 'Analyst Unstated', null, null, 'KES', null, null, 0],
  ] as const;
  for (const [key, title, min, max, currency, period, level, age] of jobsToAdd) {
    id[key] = (
      await addJob(t, {
        employerId: e,
        jobTitle: title,
        salaryMin: min,
        salaryMax: max,
        salaryCurrency: currency,
        salaryPeriod: period,
        experienceLevel: level,
        publishedAt: daysAgo(age),
      })
    ).id;
  }
});
afterAll(async () => t.close());

describe('the salary fields of a save', () => {
  it('When a job is published with a salary range and a level, then they are stored and answered on its public page', async () => {
    const res = await post({
      ...complete,
      salary_min: '80,000',
      salary_max: 120000,
      salary_currency: 'kes',
      salary_period: 'MONTH',
      experience_level: 'Mid',
    });
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      salary_min: 80_000,
      salary_max: 120_000,
      salary_currency: 'KES',
      salary_period: 'month',
      experience_level: 'mid',
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/employer/public/jobs/${job.id}/` });
    expect(page.json()).toMatchObject({ salary_min: 80_000, salary_max: 120_000, experience_level: 'mid' });
  });

  it('When no salary is given, then the currency is KES and the other fields are null', async () => {
    const res = await post(complete);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      salary_min: null,
      salary_max: null,
      salary_currency: 'KES',
      salary_period: null,
      experience_level: null,
    });
  });

  it('When the salary breaks a rule, then 400 names each field with its message and nothing is saved', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { salary_min: 150_000, salary_max: 100_000, salary_period: 'month' },
        { salary_max: JOB_POSTING_MESSAGES.salaryRange },
      ],
      [
        { salary_min: 1_000_000_001, salary_period: 'month' },
        { salary_min: JOB_POSTING_MESSAGES.salaryTooLarge },
      ],
      [{ salary_min: 'eighty', salary_period: 'month' }, { salary_min: JOB_POSTING_MESSAGES.salaryWhole }],
      [{ salary_max: 12.5, salary_period: 'month' }, { salary_max: JOB_POSTING_MESSAGES.salaryWhole }],
      [{ salary_min: -1, salary_period: 'month' }, { salary_min: JOB_POSTING_MESSAGES.salaryWhole }],
      [{ salary_min: 50_000 }, { salary_period: JOB_POSTING_MESSAGES.salaryPeriodRequired }],
      [{ salary_currency: 'BTC' }, { salary_currency: JOB_POSTING_MESSAGES.currencyUnknown }],
      [{ salary_period: 'week' }, { salary_period: JOB_POSTING_MESSAGES.periodUnknown }],
      [{ experience_level: 'expert' }, { experience_level: JOB_POSTING_MESSAGES.experienceUnknown }],
    ];
    const [before] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs`);
    for (const [fields, expected] of cases) {
      const res = await post({ ...complete, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const body = res.json() as Record<string, string[]>;
      for (const [field, message] of Object.entries(expected)) expect(body[field], field).toEqual([message]);
    }
    const [after] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs`);
    expect(after!.n).toBe(before!.n);
  });

  it('When the largest amount is saved as a draft, then it is kept exactly', async () => {
    const res = await post({
      job_title: 'Chief Executive',
      status: 'draft',
      salary_min: 1_000_000_000,
      salary_max: 1_000_000_000,
      salary_currency: 'USD',
      salary_period: 'year',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ salary_min: 1_000_000_000, salary_max: 1_000_000_000 });
  });
});

describe('monthly pay', () => {
  it('When each currency and period is converted in SQL, then it equals the shared conversion', async () => {
    for (const currency of SALARY_CURRENCIES)
      for (const period of SALARY_PERIODS) {
        const [found] = await rows<{ pay: string }>(
          t.db,
          sql`select job_monthly_pay_kes(100000, ${currency}, ${period})::text as pay`,
        );
        expect(Number(found!.pay), `${currency} ${period}`).toBe(monthlyPayKes(100_000, currency, period));
      }
    expect(monthlyPayKes(50, 'KES', 'hour')).toBe(8_800);
    expect(monthlyPayKes(2_000, 'KES', 'day')).toBe(44_000);
    expect(monthlyPayKes(1_200_000, 'KES', 'year')).toBe(100_000);
    expect(monthlyPayKes(1_500, 'USD', 'month')).toBe(1_500 * KES_PER_UNIT.USD);
  });
});

describe('search by salary and level', () => {
  it('When salary_min is set, then only jobs whose monthly pay can reach it come, those without a salary left out', async () => {
    expect(names(await search('job_title=analyst&salary_min=100000&sort=date'))).toEqual([
      'Analyst Remote',
      'Analyst Yearly',
      'Analyst Monthly',
    ]);
    expect(names(await search('job_title=analyst&salary_min=100001&sort=date'))).toEqual([
      'Analyst Remote',
      'Analyst Monthly',
    ]);
    expect((await search('job_title=analyst&salary_min=0')).count).toBe(5);
    expect((await search('job_title=analyst&salary_min=200000')).count).toBe(0);
  });

  it('When sort=salary, then the highest monthly pay comes first and jobs without a salary last', async () => {
    const order = ['Analyst Remote', 'Analyst Monthly', 'Analyst Yearly', 'Analyst Daily', 'Analyst Hourly'];
    const page = await search('sort=salary');
    expect(names(page).filter((n) => n.startsWith('Analyst'))).toEqual([...order, 'Analyst Unstated']);
    expect(names(await search('job_title=analyst&sort=salary'))).toEqual([...order, 'Analyst Unstated']);
    expect(names(await search('job_title=analyst&sort=salary&experience_level=entry'))).toEqual([
      'Analyst Daily',
      'Analyst Hourly',
    ]);
  });

  it('When experience_level is set, then only jobs of that level come, by relevance, by date or in any case', async () => {
    expect(names(await search('job_title=analyst&experience_level=senior'))).toEqual(
      expect.arrayContaining(['Analyst Yearly', 'Analyst Remote']),
    );
    expect((await search('job_title=analyst&experience_level=senior')).count).toBe(2);
    expect(names(await search('experience_level=ENTRY&sort=date'))).toEqual([
      'Analyst Daily',
      'Analyst Hourly',
    ]);
    // The typo goes through the word postings, which carry the level and the pay.
    expect(names(await search('job_title=analysts&experience_level=mid&salary_min=50000'))).toEqual([
      'Analyst Monthly',
    ]);
  });

  it('When a job changes its pay or level, then search sees the change through the postings too', async () => {
    await t.app.inject({ method: 'GET', url: '/api/jobs/search/' });
    const job = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Analyst Changing',
      salaryMin: 10_000,
      salaryPeriod: 'month',
      experienceLevel: 'entry',
    });
    await t.db.execute(
      sql`update jobs set salary_min = 900000, experience_level = 'senior' where id = ${job.id}`,
    );
    expect(names(await search('job_title=analyst&experience_level=senior&salary_min=800000'))).toEqual([
      'Analyst Changing',
    ]);
  });

  it('When the filters are malformed, then 400 with field messages', async () => {
    for (const query of ['salary_min=abc', 'salary_min=-5', 'salary_min=1000000001', 'salary_min=1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().salary_min).toEqual([JOB_MESSAGES.salaryMinInvalid]);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search/?experience_level=guru' });
    expect(res.statusCode).toBe(400);
    expect(res.json().experience_level).toBeDefined();
    const sorted = await t.app.inject({ method: 'GET', url: '/api/jobs/search/?sort=pay' });
    expect(sorted.statusCode).toBe(400);
  });
});

describe('search by a salary minimum and the due date, with a word', () => {
  // The pay and the due date are checked on the jobs a word finds in its title, company or description:
  // a job without a due date never expires, one due today is still open, pay equal to the minimum passes.
  beforeAll(async () => {
    const jobsToAdd = [
      ['Surveyor Open', 150_000, daysFromToday(10), 6],
      ['Surveyor Without Due Date', 200_000, null, 7],
      ['Surveyor Due Today', 120_000, daysFromToday(0), 8],
      ['Surveyor At The Minimum', 100_000, daysFromToday(3), 9],
      ['Surveyor Expired', 300_000, daysFromToday(-1), 10],
      ['Surveyor Underpaid', 99_990, daysFromToday(10), 11],
      ['Surveyor Unstated', null, daysFromToday(10), 12],
      ['Land Officer', 180_000, null, 13],
    ] as const;
    for (const [title, pay, due, age] of jobsToAdd)
      await addJob(t, {
        employerId: employer.id,
        jobTitle: title,
        description: title === 'Land Officer' ? 'Work beside our surveyors in the field.' : 'Measure land.',
        salaryMin: pay,
        salaryPeriod: pay === null ? null : 'month',
        dueDate: due,
        publishedAt: daysAgo(age),
      });
  });

  it('When a word comes with salary_min, then only open jobs paying it come, in every order', async () => {
    const byDate = [
      'Surveyor Open',
      'Surveyor Without Due Date',
      'Surveyor Due Today',
      'Surveyor At The Minimum',
      'Land Officer',
    ];
    expect(names(await search('job_title=surveyor&salary_min=100000&sort=date'))).toEqual(byDate);
    expect(names(await search('job_title=surveyor&salary_min=100000&sort=salary'))).toEqual([
      'Surveyor Without Due Date',
      'Land Officer',
      'Surveyor Open',
      'Surveyor Due Today',
      'Surveyor At The Minimum',
    ]);
    const ranked = await search('job_title=surveyor&salary_min=100000');
    expect(ranked.count).toBe(5);
    // The description's match ranks below every title match.
    expect(names(ranked).at(-1)).toBe('Land Officer');
    expect([...names(ranked)].sort()).toEqual([...byDate].sort());
  });

  it('When expired jobs are asked for too, then the expired one paying enough comes, the underpaid still not', async () => {
    expect(names(await search('job_title=surveyor&salary_min=100000&sort=salary&include_expired=1'))).toEqual(
      [
        'Surveyor Expired',
        'Surveyor Without Due Date',
        'Land Officer',
        'Surveyor Open',
        'Surveyor Due Today',
        'Surveyor At The Minimum',
      ],
    );
    expect(names(await search('job_title=surveyor&salary_min=150001&sort=date'))).toEqual([
      'Surveyor Without Due Date',
      'Land Officer',
    ]);
  });
});

describe("the job page's JSON-LD", () => {
  const jsonLd = async (jobId: number) => {
    const html = (await t.app.inject({ method: 'GET', url: `/public/jobs/${jobId}/details` })).body;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    return JSON.parse(block) as Record<string, unknown>;
  };

  it('When a job names a range and a level, then baseSalary and experienceRequirements say so', async () => {
    expect(await jsonLd(id.month!)).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'KES',
        value: { '@type': 'QuantitativeValue', minValue: 80_000, maxValue: 120_000, unitText: 'MONTH' },
      },
      experienceRequirements: 'Mid level',
    });
    expect((await jsonLd(id.year!)).baseSalary).toMatchObject({
      value: { value: 1_200_000, unitText: 'YEAR' },
    });
    const unpaid = await jsonLd(id.unpaid!);
    expect(unpaid.baseSalary).toBeUndefined();
    expect(unpaid.experienceRequirements).toBeUndefined();
  });
});
