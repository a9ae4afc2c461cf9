import { talentSearchQuery } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FILTER_TOGETHER_ROWS, rankCandidates, WINDOW_ROWS } from './search.ts';
import { addManyCandidates, rankedWithoutWindow } from './test-windows.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * A title search with several query words and an exact-match filter that keeps more than 2,000 of its
 * title rows (decision 190): every score is walked in one statement while the filter keeps at most the
 * window's budget of them, not a walk per strength (`DevpOs Engineer` + `customer care` in Nairobi,
 * Bachelor's, on the benchmark: 12 walks, each reading its stronger strengths' rows again).
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

beforeAll(async () => {
  t = await createTestApp();
  // 2,020 profiles in Nairobi wishing for a tea blender's job: 1,010 as `Tea Blender` holding one query
  // word (their first name), 1,010 as `Senior Tea Blender` (a related title, a weaker strength) holding
  // both (their first names; the last names end with the profile's id, a word of their own).
  const nairobi = [{ city: 'Nairobi', country: 'Kenya' }];
  await addManyCandidates(t.db, {
    email: 'blender',
    first: 'Reporting',
    last: 'Taster',
    preferences: { industries: [], job_titles: ['Tea Blender'], locations: nairobi },
  });
  await addManyCandidates(t.db, {
    email: 'senior',
    first: 'Reporting Budgeting',
    last: 'Taster',
    preferences: { industries: [], job_titles: ['Senior Tea Blender'], locations: nairobi },
  });
  await countWholeYears(t.db);
}, 300_000);
afterAll(async () => t.close());

describe('a title with several words and a common filter', () => {
  it('When a title search has several query words and a filter that keeps more than 2,000 title rows within the budget, then its scores are walked in one statement, not a walk per strength', async () => {
    for (const params of <Record<string, string>[]>[
      { job_title: 'Tea Blender', q: 'reporting budgeting', city: 'Nairobi' },
      { job_title: 'Tea Blender', q: 'reporting budgeting', country: 'Kenya', page: '2' },
      { job_title: 'Tea Blender', q: 'budgeting reporting', city: 'Nairobi', page: '51' },
    ]) {
      const sent: SentStatement[] = [];
      const recording = watchStatements(t.db, (statement) => sent.push(statement));
      const page = await rankCandidates(recording, search(params));
      expect(page.countCapped, JSON.stringify(params)).toBe(true);
      expect(page, JSON.stringify(params)).toEqual(await rankedWithoutWindow(t.db, search(params)));
      // No walk of a strength (walkStrengthsOnce groups its rows: `grouped as`), the scores in one
      // statement (walkRemainingScores: `c.rank >=`), and not every match ranked (`as total`).
      expect(sent.filter((s) => s.sql.includes('grouped as')).length, JSON.stringify(params)).toBe(0);
      expect(sent.filter((s) => s.sql.includes('c.rank >=')).length, JSON.stringify(params)).toBe(1);
      expect(
        sent.some((s) => s.sql.includes('as total')),
        JSON.stringify(params),
      ).toBe(false);
    }
    // More rows than the budget: walked a strength at a time, the same answer.
    const q = search({ job_title: 'Tea Blender', q: 'reporting budgeting', city: 'Nairobi' });
    const sent: SentStatement[] = [];
    const recording = watchStatements(t.db, (statement) => sent.push(statement));
    expect(await rankCandidates(recording, q, { windowRows: 1_500 })).toEqual(
      await rankedWithoutWindow(t.db, q),
    );
    expect(sent.some((s) => s.sql.includes('grouped as'))).toBe(true);
    expect(FILTER_TOGETHER_ROWS).toBe(WINDOW_ROWS);
  }, 120_000);
});
