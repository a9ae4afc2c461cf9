import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate } from '../candidates/test-candidates.ts';
import { rankCandidates } from './search.ts';
import { accountantProfile, rankedWithoutWindow } from './test-windows.ts';

/**
 * The statements of a title search whose texts depend on the search's shape alone are kept per
 * connection (`keptRows`, decision 187): the title's spellings and strengths, the query words'
 * vocabulary, the strengths left walked together (`walkRemainingTiers`) and the scores walked together
 * (`walkRemainingScores`), besides the walks and the page (decisions 149, 155, 169). Each was planned on
 * every call (docs/performance.md "Talent search: the statements of a shape kept").
 */
let t: TestApp;
const search = (params: Record<string, string>) => talentSearchQuery.parse(params);

/** A title with a filter, with one query word, and with two words and a filter: each walks its rest together. */
const SEARCHES: Record<string, string>[] = [
  { job_title: 'Accountant', city: 'Nairobi' },
  { job_title: 'Acountant', industry: 'Finance', years_experience_min: '2' },
  { job_title: 'Accountant', q: 'payroll' },
  { job_title: 'Accountant', q: 'audits budgets', city: 'Nairobi' },
];

/** The statements a search sends, its answer checked against ranking every match. */
async function sentBy(db: Db, params: Record<string, string>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const recording = watchStatements(db, (statement) => sent.push(statement));
  const q = search(params);
  expect(await rankCandidates(recording, q), JSON.stringify(params)).toEqual(
    await rankedWithoutWindow(t.db, q),
  );
  return sent;
}

beforeAll(async () => {
  // Accountants of every strength and source, a third in Finance, five in Nairobi for one in Kisumu, and
  // about payroll with audits or with budgets.
  t = await createTestApp();
  for (let i = 0; i < 24; i++) await addCandidate(t, accountantProfile(i, 'Kept'));
}, 300_000);
afterAll(async () => t.close());

describe("a title search's statements kept per connection", () => {
  it('When a title search walks its strengths or scores left together, then every statement it sends but its settings is kept, and answers what ranking every match answers', async () => {
    for (const params of SEARCHES) {
      const sent = await sentBy(t.db, params);
      const statements = sent.filter((s) => !/^\s*select set_config/.test(s.sql));
      // The rest of the strengths (one word or none) or of the scores (several words) walked in one.
      expect(
        statements.some(
          (s) => s.sql.includes('from gate') || s.sql.includes(' as hit') || s.sql.includes('c(code, rank)'),
        ),
        JSON.stringify(params),
      ).toBe(true);
      expect(
        statements.filter((s) => !s.kept).map((s) => s.sql.slice(0, 80)),
        JSON.stringify(params),
      ).toEqual([]);
    }
  });

  it('When a title search runs again on a connection, then PostgreSQL runs its spellings and its strengths left as prepared statements', async () => {
    if (t.database.kind !== 'postgres') return;
    await t.db.transaction(async (tx) => {
      const runs = async (like: string) => {
        const [kept] = await rows<{ runs: number }>(
          tx,
          sql`select coalesce(sum(generic_plans + custom_plans), 0)::int as runs from pg_prepared_statements
            where statement like ${like}`,
        );
        return kept?.runs ?? 0;
      };
      const spellings = '%candidate_title_spellings_matching(%json_agg(json_build_array(%';
      const together = '%with gate as (select%';
      const before = [await runs(spellings), await runs(together)];
      for (let i = 0; i < 7; i++) await rankCandidates(tx as unknown as Db, search(SEARCHES[0]!));
      expect([(await runs(spellings)) - before[0]!, (await runs(together)) - before[1]!]).toEqual([7, 7]);
    });
  });
});
