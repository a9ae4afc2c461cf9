import { COUNTY_MESSAGES, describeAlertQuery } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { newMatchingJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * Kenyan places (issue 25 item 4, docs/decisions/101-counties.md): a job in Kenya names one of the 47
 * counties beside its town; search and job alerts filter by county; other countries keep the free city.
 */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

const job = {
  job_title: 'Farm Manager',
  city: 'Limuru',
  county: 'Kiambu',
  country: 'Kenya',
  location_type: 'on-site',
  working_period: 'full-time',
  job_type: 'PERMANENT',
  description: 'Run the tea farm.',
  requirements: 'Five years on farms',
  application_details: 'Apply here',
  benefits: 'Housing',
  industry: 'Agriculture',
  due_date: null,
  status: 'published',
};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

describe('a job’s county', () => {
  it('When a job in Kenya is posted with its county and town, then both are kept and shown publicly', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', job);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ city: 'Limuru', county: 'Kiambu', country: 'Kenya' });
    const shown = await t.call(null, 'GET', `/employer/public/jobs/${res.json().id}/`);
    expect(shown.json()).toMatchObject({ city: 'Limuru', county: 'Kiambu' });
  });

  it('When the county is not one of the 47, or is given for another country, then 400 names the county and nothing is saved', async () => {
    const before = await t.db.select().from(jobs).where(eq(jobs.employerId, employer.id));
    const unknown = await t.call(employer, 'POST', '/employer/jobs/', { ...job, county: 'Nairobi' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ county: [COUNTY_MESSAGES.unknown] });
    const elsewhere = await t.call(employer, 'POST', '/employer/jobs/', {
      ...job,
      city: 'Kampala',
      country: 'Uganda',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ county: [COUNTY_MESSAGES.onlyKenya] });
    const free = await t.call(employer, 'POST', '/employer/jobs/', {
      ...job,
      city: 'Kampala',
      county: '',
      country: 'Uganda',
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({ city: 'Kampala', county: '' });
    const after = await t.db.select().from(jobs).where(eq(jobs.employerId, employer.id));
    expect(after.length).toBe(before.length + 1);
  });
});

describe('searching and alerts by county', () => {
  let nakuru: number;
  let naivasha: number;
  let kisumu: number;
  beforeAll(async () => {
    const other = await createUser(t, 'employer');
    const add = async (jobTitle: string, city: string, county: string) =>
      (
        await addJob(t, {
          employerId: other.id,
          jobTitle,
          city,
          county,
          country: 'Kenya',
          publishedAt: daysAgo(0.5),
        })
      ).id;
    nakuru = await add('Clinical Officer', 'Nakuru', 'Nakuru');
    naivasha = await add('Flower Farm Supervisor', 'Naivasha', 'Nakuru');
    kisumu = await add('Clinical Officer', 'Kisumu', 'Kisumu');
  });

  it('When a county is given, then only its jobs show, whatever their town; with words too', async () => {
    const res = await t.call(null, 'GET', '/jobs/search/?county=Nakuru');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((j: { id: number }) => j.id)
        .sort(),
    ).toEqual([nakuru, naivasha].sort());
    const words = await t.call(null, 'GET', '/jobs/search/?county=Kisumu&job_title=clinical');
    expect(words.json().results.map((j: { id: number }) => j.id)).toEqual([kisumu]);
    expect(words.json().results[0]).toMatchObject({ county: 'Kisumu', city: 'Kisumu' });
  });

  it('When the county is not one of the 47, then 400 names it', async () => {
    for (const county of ['Nakuru%20County', 'Kampala', '%00']) {
      const res = await t.call(null, 'GET', `/jobs/search/?county=${county}`);
      expect(res.statusCode, county).toBe(400);
    }
    const res = await t.call(null, 'GET', '/jobs/search/?county=Atlantis');
    expect(res.json()).toMatchObject({ county: [COUNTY_MESSAGES.unknown] });
  });

  it('When an alert names a county, then it is kept, described, and finds only that county’s new jobs', async () => {
    const created = await t.call(candidate, 'POST', '/job-alerts/', {
      query: { job_title: 'clinical officer', county: 'Nakuru' },
      frequency: 'daily',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().query).toEqual({ job_title: 'clinical officer', county: 'Nakuru' });
    expect(describeAlertQuery(created.json().query)).toBe('clinical officer · Nakuru');
    const found = await newMatchingJobs(
      t.db,
      { job_title: 'clinical officer', county: 'Nakuru' },
      { after: daysAgo(2), upTo: new Date(), limit: 10 },
    );
    expect(found.map((j) => j.id)).toEqual([nakuru]);
    const refused = await t.call(candidate, 'POST', '/job-alerts/', {
      query: { county: 'Atlantis' },
      frequency: 'daily',
    });
    expect(refused.statusCode).toBe(400);
  });
});
