import { jobSearchQuery } from '@kweli/shared';
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
