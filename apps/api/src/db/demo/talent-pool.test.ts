import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { loadDemoData } from './index.ts';
import { TALENT_POOL } from './talent-pool.ts';

let t: TestApp;
let employer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db);
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

describe('the demo talent pool', () => {
  it('When the demo data is loaded, then the talent pool offers many titles, industries and places', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/talent/filters/', headers: employer.headers });
    const options = res.json();
    expect(options.industries.length).toBeGreaterThanOrEqual(15);
    expect(options.cities.length).toBeGreaterThanOrEqual(10);
    expect(options.countries).toEqual(expect.arrayContaining(['Kenya', 'Uganda', 'Tanzania', 'Rwanda']));
    expect(options.education_levels.length).toBeGreaterThanOrEqual(8);
    expect(options.job_titles.length).toBeGreaterThan(40);
  });

  it('When an employer searches the demo pool by title, then an exact match comes first with its reason', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/talent/search/?job_title=Software%20Engineer',
      headers: employer.headers,
    });
    const page = res.json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results[0].relevance_score).toBe(1);
    expect(page.results[0].match_reasons).toEqual(['Works as Software Engineer']);
  });

  it('When an employer searches the demo pool by a county, then the candidates placed in its towns are found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/talent/search/?county=Nairobi%20City',
      headers: employer.headers,
    });
    const page = res.json();
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.results[0].match_reasons).toContain('Based in Nairobi, Nairobi City, Kenya');
  });

  it('When the pool is built, then every person has a unique name and at least one job and study', () => {
    const names = new Set(TALENT_POOL.map((c) => `${c.firstName} ${c.lastName}`));
    expect(names.size).toBe(TALENT_POOL.length);
    for (const c of TALENT_POOL) {
      expect(c.experience.length).toBeGreaterThan(0);
      expect(c.education.length).toBeGreaterThan(0);
    }
  });
});
