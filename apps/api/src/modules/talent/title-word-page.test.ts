import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate } from '../candidates/test-candidates.ts';
import { rankCandidates } from './search.ts';
import { accountantProfile, expectSameAnswers, rankedWithoutWindow } from './test-windows.ts';

/**
 * The page of a title search with one query word (decision 175): every candidate the title window kept
 * holds the word (checked on the word hashes of the title rows, or in the postings), so the page's
 * statement takes the word as held by them instead of looking it up again in the vocabulary and in every
 * page's document; and the kept walks leave out the candidates of the stronger strengths through a hashed
 * subplan, which their generic plans can hash. The answers are those of ranking every match.
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

/** The statements a search sends, its answer checked against ranking every match. */
async function sentBy(params: Record<string, string>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const recording = watchStatements(t.db, (statement) => sent.push(statement));
  const q = search(params);
  expect(await rankCandidates(recording, q), JSON.stringify(params)).toEqual(
    await rankedWithoutWindow(t.db, q),
  );
  return sent;
}

/** The page's statement: the one that scores the window's candidates (the last `ranked` of a search). */
const pageOf = (sent: SentStatement[]) =>
  sent.filter((s) => s.sql.includes('ranked as materialized')).at(-1)!;

/** Title searches with one word (whole, a prefix, with a filter, a second page, years) and with two. */
const SEARCHES: Record<string, string>[] = [
  { job_title: 'Accountant', q: 'payroll' },
  { job_title: 'Accountant', q: 'payrol' },
  { job_title: 'Accountant', q: 'Audits' },
  { job_title: 'Acountant', q: 'budgets', city: 'Nairobi' },
  { job_title: 'Accountant', q: 'payroll', page: '2' },
  { job_title: 'Accountant', q: 'payroll', industry: 'Finance', years_experience_min: '1' },
  { job_title: 'Accountant', q: 'audits budgets' },
  { job_title: 'Accountant', q: 'glaciers' },
];

beforeAll(async () => {
  // Accountants of every strength and source, a third in Finance, five in Nairobi for one in Kisumu, and
  // about payroll with audits or with budgets; twenty more, so that the pages run past the first.
  t = await createTestApp();
  for (let i = 0; i < 44; i++) await addCandidate(t, accountantProfile(i, 'Page'));
}, 300_000);
afterAll(async () => t.close());

describe('the page of a title with one word', () => {
  it('When a title search has one query word, then its page takes the word as held by the window, and answers what ranking every match answers', async () => {
    for (const params of SEARCHES.filter((p) => !p.q!.includes(' ') && p.q !== 'glaciers')) {
      const page = pageOf(await sentBy(params));
      expect(page, JSON.stringify(params)).toBeDefined();
      // Neither the vocabulary nor the documents are read again: the word is given.
      expect(page.sql).not.toContain('candidate_document_words');
      expect(page.sql).not.toContain('search_document like');
      expect(page.params).toContain(search(params).q!.toLowerCase());
    }
    // Two words: the page counts the words each candidate holds, as before.
    const two = pageOf(await sentBy({ job_title: 'Accountant', q: 'audits budgets' }));
    expect(two.sql).toContain('search_document like');
    await expectSameAnswers(t.db, SEARCHES);
    const first = await rankCandidates(t.db, search({ job_title: 'Accountant', q: 'payroll' }));
    expect(first.rows).toHaveLength(20);
    expect(first.rows.every((r) => r.matched_words?.join() === 'payroll')).toBe(true);
  });

  it('When a title search walks a strength after the first, then it leaves out the candidates kept so far through a hashed subplan, in a generic plan too', async () => {
    const sent = await sentBy({ job_title: 'Accountant', q: 'payroll' });
    const walks = sent.filter((s) => s.sql.includes('row_number() over w'));
    expect(walks.length).toBeGreaterThan(1);
    for (const walk of walks) {
      expect(walk.sql).toContain('r.id not in (select unnest(');
      expect(walk.sql).not.toContain('<> all(');
    }
    // The walk of the second strength, whose candidates of the first are left out, planned generic (as a
    // connection keeps it after five calls): the candidates kept so far are hashed once.
    const walk = walks[1]!;
    const literal = (v: unknown) => (v === null ? 'null' : `'${String(v).replace(/'/g, "''")}'`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare title_word_walk as ${walk.sql}`));
      try {
        return await rows<{ 'QUERY PLAN': string }>(
          tx,
          sql.raw(`explain execute title_word_walk(${walk.params.map(literal).join(', ')})`),
        );
      } finally {
        await tx.execute(sql`deallocate title_word_walk`);
      }
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('hashed SubPlan');
  });
});
