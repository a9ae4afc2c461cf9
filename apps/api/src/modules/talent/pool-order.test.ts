import { talentSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';
import { refreshPoolOrder } from './pool-order.ts';
import { rankCandidates, STORED_POSITIONS, storedPoolPage } from './search.ts';

/**
 * The whole pool's stored order (decision 113): a search that asks nothing answers exactly what the
 * computation answers, from the stored order while the pool and the day are the ones it was ranked for.
 */
let t: TestApp;
const people: TestUser[] = [];
const nothing = (page = 1) => talentSearchQuery.parse({ page: String(page) });

beforeAll(async () => {
  t = await createTestApp();
  // More than a page, with ties on whole years (the id decides among them).
  for (let i = 0; i < 25; i++)
    people.push(
      await addCandidate(t, {
        first: `Candidate${i}`,
        last: 'Pool',
        jobs: [{ title: 'Accountant', from: yearsAgo(i % 7), current: true }],
      }),
    );
});
afterAll(async () => t.close());

describe('the stored pool order', () => {
  it('When the order is stored, then every page that asks nothing reads it and answers what the computation answers', async () => {
    const today = todayInNairobi();
    expect(await storedPoolPage(t.db, 1, today)).toBeNull();
    const computed = [await rankCandidates(t.db, nothing(1)), await rankCandidates(t.db, nothing(2))];
    expect(computed[0]?.count).toBe(25);

    expect(await refreshPoolOrder(t.db)).toBe(true);
    // Stored and nothing changed since: nothing to do.
    expect(await refreshPoolOrder(t.db)).toBe(false);
    expect(await storedPoolPage(t.db, 1, today)).toEqual(computed[0]);
    expect(await storedPoolPage(t.db, 2, today)).toEqual(computed[1]);
    expect(await rankCandidates(t.db, nothing(1))).toEqual(computed[0]);
    // Past the last page: no rows, the pool's size still.
    expect(await storedPoolPage(t.db, 3, today)).toEqual({ count: 25, countCapped: false, rows: [] });
    // Beyond the stored places, and on another day, it is computed.
    expect(await storedPoolPage(t.db, STORED_POSITIONS / 20 + 1, today)).toBeNull();
    expect(await storedPoolPage(t.db, 1, '2099-01-01')).toBeNull();
  });

  it('When a profile or an account changes, then the stored order no longer answers until it is stored again', async () => {
    const today = todayInNairobi();
    await refreshPoolOrder(t.db);
    const hidden = people[3]!;
    const res = await t.call(hidden, 'PATCH', '/candidate-profile/', { visible_to_employers: false });
    expect(res.statusCode).toBe(200);
    expect(await storedPoolPage(t.db, 1, today)).toBeNull();
    const afterHiding = await rankCandidates(t.db, nothing(1));
    expect(afterHiding.count).toBe(24);
    expect(afterHiding.rows.map((r) => r.id)).not.toContain(hidden.id);

    expect(await refreshPoolOrder(t.db)).toBe(true);
    expect(await storedPoolPage(t.db, 1, today)).toEqual(afterHiding);

    // An account closed is a change of the pool too.
    await t.db.execute(sql`update users set is_active = false where id = ${people[5]!.id}`);
    expect(await storedPoolPage(t.db, 1, today)).toBeNull();
    expect((await rankCandidates(t.db, nothing(1))).count).toBe(23);
  });
});
