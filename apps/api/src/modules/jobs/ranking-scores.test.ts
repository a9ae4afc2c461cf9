import { jobSearchQuery } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * The ranking window's jobs are scored on the parts that can score only (docs/decisions/
 * 173-job-search-scoring-what-can-score.md): a word that is no job's city has no city part, the
 * description is checked by the typed word's prefix on each job's words, and a title's words are made
 * from the title once per title instead of being carried on every window row. The scores are the same.
 */
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  const job = async (
    name: string,
    days: number,
    fields: { jobTitle?: string; companyName?: string; city?: string; description?: string },
  ) => {
    ids[name] = (
      await addJob(t, {
        employerId,
        jobTitle: 'Surveyor',
        companyName: 'Ardhi Ltd',
        city: 'Nakuru',
        description: 'Fieldwork.',
        publishedAt: daysAgo(days),
        ...fields,
      })
    ).id;
  };
  // The same title, scored apart by the company (1), the city (1) and the description (0.5).
  await job('plain', 1, {});
  await job('companyAndDescription', 2, {
    companyName: 'Surveyor Works',
    description: 'A surveyor is wanted.',
  });
  await job('city', 3, { city: 'Kisii' });
  await job('company', 4, { companyName: 'Surveyor Works' });
  await job('description', 5, { description: 'Surveyors wanted for fieldwork.' });
  await job('olderPlain', 6, {});
  await job('land', 7, { jobTitle: 'Land Surveyor' });
});
afterAll(async () => t.close());

const ranked = async (title: string) =>
  (await searchJobs(t.db, jobSearchQuery.parse({ job_title: title }))).results.map((found) =>
    Number(found.id),
  );

describe('the ranking window scored on what can score', () => {
  it('When jobs of one title differ by company, city and description, then they rank by those parts, ties newest first', async () => {
    expect(await ranked('surveyor')).toEqual([
      ids.companyAndDescription,
      ids.company,
      ids.description,
      ids.plain,
      ids.city,
      ids.olderPlain,
      ids.land,
    ]);
    // "kisii" is a job's city: that job scores its city, as much as a company, and is the newer.
    expect(await ranked('surveyor kisii')).toEqual([
      ids.companyAndDescription,
      ids.city,
      ids.company,
      ids.description,
      ids.plain,
      ids.olderPlain,
      ids.land,
    ]);
  });

  it("When the window is scored, then no city part for a word that is no city, the description by its prefix, the titles' words from the titles", async () => {
    const noted: SentStatement[] = [];
    await searchJobs(
      watchStatements(t.db as Db, (statement) => noted.push(statement)),
      jobSearchQuery.parse({ job_title: 'surveyor' }),
    );
    const statement = noted.find((s) => /ranking_window as materialized/.test(s.sql));
    expect(statement).toBeDefined();
    // The window's walks and scoring compare no city: "surveyor" is no job's city.
    expect(statement!.sql).not.toMatch(/search_city =/);
    // "surveyor" begins two description words ("surveyor", "surveyors"): each job's words are searched
    // once, for the prefix, not once for each word named.
    expect(statement!.params).toContain("'surveyor':*");
    expect(statement!.params).not.toContain("'surveyor' | 'surveyors'");
    // The title's words are not carried on the window's rows: made from each title once.
    expect(statement!.sql).not.toMatch(/\b[pwr]\.search_title_words/);
    expect(statement!.sql).toMatch(/to_tsvector\('simple', w\.search_title\)/);
  });
});
