import { type TalentSearchPage, talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';
import { rankCandidates, TALENT_RANDOM_PAGE_COST } from './search.ts';

/**
 * Talent search speaks plainly (issue 27 item 15): a skill word finds what people did and know, not the
 * name of a company they worked for; a search that asked nothing shows no score.
 */
let t: TestApp;
let employer: TestUser;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  id.manager = (
    await addCandidate(t, {
      first: 'Peter',
      last: 'Kamau',
      jobs: [
        {
          title: 'Branch Manager',
          company: 'Pesa Haraka Fintech',
          from: yearsAgo(4),
          current: true,
          about: 'Ran a team of twelve tellers.',
        },
      ],
    })
  ).id;
  id.developer = (
    await addCandidate(t, {
      first: 'Faith',
      last: 'Njeri',
      jobs: [
        {
          title: 'Mobile Developer',
          company: 'Acme Ltd',
          from: yearsAgo(3),
          current: true,
          about: 'Built M-Pesa payment integrations in Kotlin.',
        },
      ],
    })
  ).id;
  id.fintechAnalyst = (
    await addCandidate(t, {
      first: 'Grace',
      last: 'Achieng',
      jobs: [{ title: 'Fintech Analyst', company: 'Equity Bank', from: yearsAgo(2), current: true }],
    })
  ).id;
});
afterAll(async () => t.close());

async function search(query: string): Promise<TalentSearchPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/talent/search/?${query}`,
    headers: employer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TalentSearchPage>();
}

describe('what a skill word matches', () => {
  it('When searching "M-Pesa", then the developer who built M-Pesa integrations is found, not the manager at Pesa Haraka Fintech', async () => {
    const page = await search('q=M-Pesa');
    expect(page.results.map((r) => r.id)).toEqual([id.developer]);
    expect(page.results[0]!.relevance_score).toBe(1);
    expect(page.results[0]!.match_reasons).toEqual(['Profile mentions pesa']);
  });

  it('When a word is only in a company name, then nobody matches; in a title, then the title matches', async () => {
    expect((await search('q=Haraka')).results).toEqual([]);
    expect((await search('q=Fintech')).results.map((r) => r.id)).toEqual([id.fintechAnalyst]);
  });

  it('When a word is in the responsibilities, then it matches', async () => {
    expect((await search('q=kotlin')).results.map((r) => r.id)).toEqual([id.developer]);
  });
});

describe('the score', () => {
  it('When the search asks nothing, then every candidate is listed with no score', async () => {
    const page = await search('');
    expect(page.count).toBe(3);
    for (const r of page.results) expect(r.relevance_score).toBeNull();
  });

  it('When the search asks something, then every result has its score', async () => {
    const page = await search('job_title=Branch%20Manager');
    expect(page.results.map((r) => [r.id, r.relevance_score])).toEqual([[id.manager, 1]]);
  });
});

describe('the planner settings of a search with query words', () => {
  /** The database with the planner's cost of a page read out of order read in each transaction's end. */
  function readingPageCost(db: Db, seen: string[]): Db {
    return new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'transaction')
          return (run: (tx: Db) => Promise<unknown>, ...rest: unknown[]) =>
            (value as (...a: unknown[]) => Promise<unknown>).call(
              target,
              async (tx: Db) => {
                const answer = await run(tx);
                const [row] = await rows<{ cost: string }>(
                  tx,
                  sql`select current_setting('random_page_cost') as cost`,
                );
                seen.push(row!.cost);
                return answer;
              },
              ...rest,
            );
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
  const pageCost = async (db: Db) =>
    (await rows<{ cost: string }>(db, sql`select current_setting('random_page_cost') as cost`))[0]!.cost;

  it('When a search has query words, then its statements plan under the talent page cost, and the connection keeps its own', async () => {
    const before = await pageCost(t.db);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      for (const params of [
        { q: 'kotlin' },
        { q: 'kotlin payment' },
        { job_title: 'Mobile Developer', q: 'kotlin' },
      ]) {
        sent.mockClear();
        const seen: string[] = [];
        const page = await rankCandidates(readingPageCost(t.db, seen), talentSearchQuery.parse(params));
        expect(
          page.rows.map((r) => r.id),
          JSON.stringify(params),
        ).toEqual([id.developer]);
        if (t.database.kind !== 'postgres') {
          expect(seen, JSON.stringify(params)).toEqual([TALENT_RANDOM_PAGE_COST]);
          continue;
        }
        // On PostgreSQL no transaction: each statement carries the settings in its own round trip
        // (withSettings, decision 188; db/settings.test.ts checks that a statement runs under them).
        expect(seen, JSON.stringify(params)).toEqual([]);
        const carried = sent.mock.calls.map(([statement]) => (statement as { settings?: string }).settings);
        expect(carried.length, JSON.stringify(params)).toBeGreaterThan(0);
        for (const settings of carried)
          expect(settings, JSON.stringify(params)).toContain(
            `set_config('random_page_cost', '${TALENT_RANDOM_PAGE_COST}', true)`,
          );
      }
    } finally {
      sent.mockRestore();
    }
    // A setting of those statements only: the connections keep their own.
    expect(await pageCost(t.db)).toBe(before);
    expect(before).not.toBe(TALENT_RANDOM_PAGE_COST);
  });
});
