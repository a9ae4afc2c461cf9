import { jobSearchQuery, TEXT_MESSAGES } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * A search by date or by pay (issue 26): under the count's cap its matches are gathered and sorted, above
 * it the order's index is walked. Both give the same pages and counts.
 */
let t: TestApp;
const query = (params: Record<string, string>) => jobSearchQuery.parse(params);

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  for (let i = 0; i < 25; i++)
    await addJob(t, {
      employerId: employer.id,
      jobTitle: `Welder ${i}`,
      publishedAt: daysAgo(1 + (i % 7)),
      salaryMin: 20_000 + (i % 5) * 10_000,
      salaryCurrency: 'KES',
      salaryPeriod: 'month',
    });
  await addJob(t, { employerId: employer.id, jobTitle: 'Baker', publishedAt: daysAgo(1) });
});
afterAll(async () => t.close());

describe('search by date or by pay', () => {
  for (const sort of ['date', 'salary'])
    it(`When sort=${sort} gathers its matches or walks the index, then pages and counts are the same`, async () => {
      for (const page of ['1', '2', '3']) {
        const params = { job_title: 'welder', sort, page };
        const gathered = await searchJobs(t.db, query(params));
        const walked = await searchJobs(t.db, query(params), { countCap: 5 });
        expect(gathered.results.map((j) => j.id)).toEqual(walked.results.map((j) => j.id));
        expect(gathered).toMatchObject({ count: 25, countCapped: false });
        expect(gathered.results).toHaveLength(page === '2' ? 5 : page === '1' ? 20 : 0);
      }
    });

  for (const sort of ['date', 'salary'])
    it(`When sort=${sort} has no words and more matches than the cap, then the walked page is the gathered one`, async () => {
      const params = { sort };
      const gathered = await searchJobs(t.db, query(params));
      // 26 open jobs: over the count of page 1 (21 at most), so the order's index is walked.
      const walked = await searchJobs(t.db, query(params), { countCap: 5 });
      expect(gathered).toMatchObject({ count: 26, countCapped: false });
      expect(walked).toMatchObject({ count: 20, countCapped: true });
      expect(walked.results.map((j) => j.id)).toEqual(gathered.results.map((j) => j.id));
      expect(walked.results).toHaveLength(20);
    });

  it('When a page is past the last match, then it is empty and the count stays exact', async () => {
    const found = await searchJobs(t.db, query({ job_title: 'welder', sort: 'date', page: '9' }));
    expect(found).toMatchObject({ count: 25, countCapped: false, results: [] });
  });
});

/** A word with several spellings (issue 26, third pass): read as one walk per field over the spellings. */
describe('search of a word with several spellings', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp();
    const employer = await createUser(s, 'employer');
    for (const [i, title] of ['Plumber', 'Plumbr', 'Plumbers Mate', 'Plumbing Lead', 'Baker'].entries())
      await addJob(s, {
        employerId: employer.id,
        jobTitle: title,
        companyName: i === 4 ? 'Plumber Works' : 'Acme',
        publishedAt: daysAgo(1 + i),
        ...(i % 2 === 0 ? { salaryMin: 90_000, salaryCurrency: 'KES', salaryPeriod: 'month' } : {}),
      });
  });
  afterAll(async () => s.close());

  it('When a word has several spellings, then each sort finds the jobs of every spelling, with the filters', async () => {
    for (const sort of ['relevance', 'date', 'salary']) {
      // Plumber, Plumbr and Plumbers in titles, Plumber in a company name ("plumbing" is too far from it);
      // with the pay, Plumbr (no salary) is left out.
      const found = await searchJobs(s.db, query({ job_title: 'plumber', sort, salary_min: '80000' }));
      expect(found.results.map((j) => j.job_title).sort(), sort).toEqual([
        'Baker',
        'Plumber',
        'Plumbers Mate',
      ]);
      const all = await searchJobs(s.db, query({ job_title: 'plumber mate', sort }));
      expect(all.results.map((j) => j.job_title).sort(), sort).toEqual([
        'Baker',
        'Plumber',
        'Plumbers Mate',
        'Plumbr',
      ]);
    }
  });

  it('When words are hostile (huge, quotes, many), then every sort answers; control characters are refused', async () => {
    const texts = [
      `${'w'.repeat(150)} plumber`,
      "o'brien \\ plumber' or '1'='1",
      'plumber baker plumbr plumbing lead acme works assistant extra words',
    ];
    for (const text of texts)
      for (const sort of ['relevance', 'date', 'salary']) {
        const res = await s.app.inject({
          method: 'GET',
          url: `/api/jobs/search/?job_title=${encodeURIComponent(text)}&sort=${sort}&salary_min=20000&city=${encodeURIComponent(text)}`,
        });
        expect(res.statusCode, `${text} ${sort}`).toBe(200);
      }
    const refused = await s.app.inject({
      method: 'GET',
      url: `/api/jobs/search/?job_title=${encodeURIComponent('plumber\u0000\u001b[31m')}&sort=date`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ job_title: [TEXT_MESSAGES.hiddenCharacters] });
    // A caller past the route's gate (job alerts) still gets words only: the characters split them.
    for (const sort of ['relevance', 'date', 'salary']) {
      const found = await searchJobs(s.db, query({ job_title: 'plumbr\u0007\u001b[31m mate', sort }));
      const plain = await searchJobs(s.db, query({ job_title: 'plumbr 31m mate', sort }));
      expect(found, sort).toEqual(plain);
      expect(found.count, sort).toBeGreaterThan(0);
    }
  });
});
