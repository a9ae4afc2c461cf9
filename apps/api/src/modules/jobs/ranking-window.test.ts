import { jobSearchQuery } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { planLines, type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * The ranking window is the newest RANK_WINDOW title matches and the newest RANK_WINDOW title, company or
 * city matches, each job once (docs/decisions/166-job-search-ranking-window-without-doubles.md): the
 * title matches at least as new as the names window's last are in it already, so only the older ones
 * are added, and the two windows are not sorted together by id to remove the doubles. The probe of
 * job_search_ranks for window rows without the ranking's columns is planned only when some may lack them.
 */
let t: TestApp;
const ids = { newTitles: [] as number[], companies: [] as number[], oldTitles: [] as number[] };

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  const job = (jobTitle: string, companyName: string, days: number) =>
    addJob(t, {
      employerId,
      jobTitle,
      companyName,
      city: 'Nakuru',
      description: 'Fieldwork.',
      publishedAt: daysAgo(days),
    });
  // Two title matches newer than everything (in both windows), eight company matches, eight older title
  // matches (past the names window's newest, so in the title window only).
  for (let i = 0; i < 2; i++) ids.newTitles.push((await job('Surveyor', 'Ardhi Ltd', 1 + i / 10)).id);
  for (let i = 0; i < 8; i++) ids.companies.push((await job('Clerk', 'Surveyor Works', 2 + i)).id);
  for (let i = 0; i < 8; i++) ids.oldTitles.push((await job('Surveyor', 'Ardhi Ltd', 20 + i)).id);
});
afterAll(async () => t.close());

describe('the ranking window, each job once', () => {
  it('When the title window reaches past the names window, then its older jobs are ranked too, each job once', async () => {
    const found = await searchJobs(t.db, jobSearchQuery.parse({ job_title: 'surveyor' }), { rankWindow: 4 });
    expect(found.count).toBe(18);
    // Ranked: the two new titles (in both windows, once), the two titles of the title window older than
    // the names window's fourth, then the names window's two company matches; older matches by date.
    expect(found.results.map((job) => Number(job.id))).toEqual([
      ...ids.newTitles,
      ...ids.oldTitles.slice(0, 2),
      ...ids.companies.slice(0, 2),
      ...ids.companies.slice(2),
      ...ids.oldTitles.slice(2),
    ]);
  });

  it('When the window is ranked, then the windows are not sorted together to remove the doubles, nor a probe planned', async () => {
    const noted: SentStatement[] = [];
    await searchJobs(
      watchStatements(t.db as Db, (statement) => noted.push(statement)),
      jobSearchQuery.parse({ job_title: 'surveyor' }),
      {
        rankWindow: 4,
      },
    );
    const ranked = noted.find((statement) => /ranking_window as materialized/.test(statement.sql));
    expect(ranked).toBeDefined();
    const lines = await planLines(t.db as Db, ranked!);
    // Every window row carries the ranking's columns (no city, no short word, no wide job): the probe of
    // job_search_ranks is not planned (a wide job's is: search-ranks.test.ts).
    expect(lines.filter((line) => /job_search_ranks/.test(line))).toEqual([]);
    const from = lines.findIndex((line) => /CTE ranking_window/.test(line));
    const to = lines.findIndex((line, i) => i > from && /CTE window_jobs/.test(line));
    expect(from).toBeGreaterThanOrEqual(0);
    expect(lines.slice(from, to).filter((line) => /\bUnique\b/.test(line))).toEqual([]);
  });
});
