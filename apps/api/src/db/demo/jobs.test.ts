import { JOB_TYPES, LOCATION_TYPES, WORKING_PERIODS } from '@kweli/shared';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '../../modules/jobs/search.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../connect.ts';
import { jobs } from '../schema.ts';
import { DEMO_COMPANIES } from './companies.ts';
import { loadDemoData } from './index.ts';

/** The demo board gives every search filter something to show, and the ranking a clear winner. */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await loadDemoData(database.db);
});
afterAll(async () => {
  await drop?.();
});

const search = (q: Record<string, unknown>) => searchJobs(database.db, { page: 1, ...q });

describe('demo jobs', () => {
  it('When the demo board is searched, then there are several pages and every filter value finds jobs', async () => {
    expect((await search({})).count).toBeGreaterThan(40);
    for (const location_type of LOCATION_TYPES)
      expect((await search({ location_type })).count).toBeGreaterThan(0);
    for (const working_period of WORKING_PERIODS)
      expect((await search({ working_period })).count).toBeGreaterThan(0);
    for (const job_type of JOB_TYPES) expect((await search({ job_type })).count).toBeGreaterThan(0);
    expect((await search({ posted_within: 'day' })).count).toBeGreaterThan(0);
    expect((await search({ include_expired: true })).count).toBeGreaterThan((await search({})).count);
  });

  it('When "enginer" or "cafe" is searched, then the matching showcase titles come first', async () => {
    expect((await search({ job_title: 'enginer' })).results[0]!.job_title).toMatch(/Engineer/);
    expect((await search({ job_title: 'cafe' })).results[0]!.job_title).toBe('Café Barista');
  });

  it('When a demo job is abroad, then its town is in its country (no "Nairobi, Uganda")', async () => {
    const townsOf = new Map<string, Set<string>>();
    for (const company of DEMO_COMPANIES)
      townsOf.set(company.country, (townsOf.get(company.country) ?? new Set()).add(company.city));
    const abroad = await database.db
      .select({ city: jobs.city, country: jobs.country })
      .from(jobs)
      .where(ne(jobs.country, 'Kenya'));
    expect(abroad.length).toBeGreaterThan(0);
    for (const job of abroad) expect([...townsOf.get(job.country)!]).toContain(job.city);
  });
});
