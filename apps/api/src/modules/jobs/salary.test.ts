import {
  JOB_MESSAGES,
  JOB_POSTING_MESSAGES,
  KES_PER_UNIT,
  monthlyPayKes,
  PAY_BANDS,
  type PublicJob,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
} from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob, daysAgo, daysFromToday, type TestJob } from './test-jobs.ts';

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

describe('search by a salary minimum through the pay bands', () => {
  // Search asks the words' index for the highest pay band not above the minimum (migration 0178) and
  // checks the exact minimum on the rows: the answers must be exactly those of the exact comparison, at
  // a band, just under and over one, between bands, below the lowest and above the highest.
  const pays: [string, number | null, string, 'month' | 'day' | null][] = [
    ['Hydrologist A', 24_999, 'KES', 'month'],
    ['Hydrologist B', 25_000, 'KES', 'month'],
    ['Hydrologist C', 49_999, 'KES', 'month'],
    ['Hydrologist D', 50_000, 'KES', 'month'],
    ['Hydrologist E', 75_000, 'KES', 'month'],
    ['Hydrologist F', 99_999, 'KES', 'month'],
    ['Hydrologist G', 100_000, 'KES', 'month'],
    ['Hydrologist H', 4_545, 'KES', 'day'], // 99,990 a month
    ['Hydrologist I', 800, 'USD', 'month'], // 103,200 a month
    ['Hydrologist J', 199_999, 'KES', 'month'],
    ['Hydrologist K', 200_000, 'KES', 'month'],
    ['Hydrologist L', 399_999, 'KES', 'month'],
    ['Hydrologist M', 400_000, 'KES', 'month'],
    ['Hydrologist N', 750_000, 'KES', 'month'],
    ['Hydrologist O', null, 'KES', null],
  ];
  const monthly = new Map<string, number | null>();
  const minimums = [
    0, 1, 20_000, 24_999, 25_000, 25_001, 49_999, 50_000, 60_000, 99_990, 99_991, 99_999, 100_000, 100_001,
    103_200, 150_000, 199_999, 200_000, 300_000, 399_999, 400_000, 400_001, 750_000, 750_001, 1_000_000_000,
  ];
  /** The titles search answers for a minimum, in each order, as a sorted list (each order's own test is above). */
  const found = async (min: number) => {
    const answers = [];
    for (const sort of ['date', 'salary', 'relevance'])
      answers.push([...names(await search(`job_title=hydrologist&salary_min=${min}&sort=${sort}`))].sort());
    return answers;
  };
  const expected = (min: number) => {
    const titles = [...monthly].filter(([, pay]) => pay !== null && pay >= min).map(([title]) => title);
    return [titles.sort(), titles, titles];
  };

  beforeAll(async () => {
    for (const [title, amount, currency, period] of pays) {
      await addJob(t, {
        employerId: employer.id,
        jobTitle: title,
        salaryMin: amount,
        salaryCurrency: currency as 'KES',
        salaryPeriod: period,
      });
      monthly.set(
        title,
        amount === null || period === null ? null : monthlyPayKes(amount, currency as 'KES', period),
      );
    }
  });

  it("When the bands are computed in SQL, then they are the browse page's minimums the pay reaches", async () => {
    const amounts = [null, 0, 1, ...PAY_BANDS.flatMap((band) => [band - 1, band, band + 1]), 1_000_000_000];
    for (const pay of amounts) {
      const [row] = await rows<{ bands: number[] | null }>(
        t.db,
        sql`select job_pay_bands(${pay}::bigint) as bands`,
      );
      expect(row!.bands, String(pay)).toEqual(pay === null ? [] : PAY_BANDS.filter((band) => band <= pay));
    }
  });

  it('When salary_min is at, under, over or between the bands, then the answers are exactly the jobs paying it', async () => {
    for (const min of minimums) expect(await found(min), String(min)).toEqual(expected(min));
  });

  it("When a job's salary is edited across bands, then search answers its new pay exactly", async () => {
    const job = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Hydrologist Edited',
      salaryMin: 30_000,
      salaryPeriod: 'month',
    });
    const edits: [number | null, string, 'month' | 'hour' | null, number | null][] = [
      [30_000, 'KES', 'month', 30_000],
      [450_000, 'KES', 'month', 450_000],
      [3_000, 'USD', 'month', 387_000],
      [200, 'KES', 'hour', 35_200],
      [20_000, 'KES', 'month', 20_000],
      [null, 'KES', null, null],
    ];
    for (const [amount, currency, period, pay] of edits) {
      await t.db.execute(
        sql`update jobs set salary_min = ${amount}, salary_currency = ${currency}, salary_period = ${period}
          where id = ${job.id}`,
      );
      monthly.set('Hydrologist Edited', pay);
      for (const min of [0, 25_000, 35_200, 50_000, 387_000, 400_000, 450_000, 450_001])
        expect(await found(min), `${amount} ${currency} ${period}, minimum ${min}`).toEqual(expected(min));
    }
  });

  it("When a level's open jobs pay less than the minimum, then search answers none, and exactly its jobs otherwise", async () => {
    // Search first asks whether any open job of the level pays the minimum (migration 0183). It counts
    // jobs past their due date (the answers leave them out), never drafts.
    const levels: [string, number, 'entry' | 'mid' | 'senior', Partial<TestJob>][] = [
      ['Geologist A', 60_000, 'entry', {}],
      ['Geologist B', 70_000, 'entry', {}],
      ['Geologist C', 90_000, 'entry', { dueDate: daysFromToday(-2) }],
      ['Geologist D', 900_000, 'entry', { status: 'draft', publishedAt: null }],
      ['Geologist E', 250_000, 'mid', {}],
      ['Geologist F', 700_000, 'senior', {}],
    ];
    for (const [title, pay, level, rest] of levels)
      await addJob(t, {
        employerId: employer.id,
        jobTitle: title,
        salaryMin: pay,
        salaryPeriod: 'month',
        experienceLevel: level,
        ...rest,
      });
    const open = levels.filter(([, , , rest]) => !rest.dueDate && !rest.status);
    for (const level of ['entry', 'mid', 'senior'])
      for (const min of [20_000, 60_000, 60_001, 70_001, 90_000, 250_000, 600_000, 700_000, 700_001]) {
        const titles = open.filter(([, pay, l]) => l === level && pay >= min).map(([title]) => title);
        for (const sort of ['date', 'salary', 'relevance']) {
          const query = `job_title=geologist&experience_level=${level}&salary_min=${min}&sort=${sort}`;
          const page = await search(query);
          expect([...names(page)].sort(), query).toEqual(titles);
          expect(page.count, query).toBe(titles.length);
        }
        expect(
          names(await search(`experience_level=${level}&salary_min=${min}`)).filter((n) =>
            n.startsWith('Geologist'),
          ),
        ).toEqual(expect.arrayContaining(titles));
      }
  });

  it('When the band is asked as search asks it, then the words index serves it', async () => {
    // On a few jobs the planner prefers any other index, so the others are dropped for one rolled-back
    // transaction: what is checked is that search's condition is the index's expression.
    const explained = new Error('rolled back');
    let plan = '';
    await (t.db as Db)
      .transaction(async (tx) => {
        const others = await rows<{ name: string }>(
          tx,
          sql`select i.indexrelid::regclass::text as name from pg_index i
            where i.indrelid = 'jobs'::regclass and i.indexrelid <> 'jobs_open_words_pay_idx'::regclass
              and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
        );
        for (const { name } of others) await tx.execute(sql.raw(`drop index ${name}`));
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
        );
        const lines = await rows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select j.id from jobs j where j.status = 'published'
            and j.search_title_words @@ 'hydrologist'::tsquery and job_pay_bands(j.search_pay) @> array[100000]
            and j.search_pay >= 120000::bigint`,
        );
        plan = lines.map((line) => line['QUERY PLAN']).join('\n');
        throw explained;
      })
      .catch((error: unknown) => {
        if (error !== explained) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on jobs_open_words_pay_idx/);
    expect(plan).toMatch(/Index Cond: .*@> '\{100000\}'/);
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
