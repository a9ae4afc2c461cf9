import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { userFacts } from './profile-facts.ts';
import { touchStreak } from './streak.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the daily streak', () => {
  it('When a user is active on following Nairobi days, then the streak grows; a second touch the same day changes nothing', async () => {
    const user = await createUser(t, 'candidate');
    expect(await touchStreak(t.db, user.id, '2025-03-01')).toEqual({ current_streak: 1, longest_streak: 1 });
    expect(await touchStreak(t.db, user.id, '2025-03-01')).toEqual({ current_streak: 1, longest_streak: 1 });
    expect(await touchStreak(t.db, user.id, '2025-03-02')).toEqual({ current_streak: 2, longest_streak: 2 });
    expect(await touchStreak(t.db, user.id, '2025-03-03')).toEqual({ current_streak: 3, longest_streak: 3 });
  });

  it('When a day is missed, then the current streak starts again at 1 and the longest is kept', async () => {
    const user = await createUser(t, 'candidate');
    await touchStreak(t.db, user.id, '2025-02-27');
    await touchStreak(t.db, user.id, '2025-02-28');
    expect(await touchStreak(t.db, user.id, '2025-03-01')).toEqual({ current_streak: 3, longest_streak: 3 });
    expect(await touchStreak(t.db, user.id, '2025-03-03')).toEqual({ current_streak: 1, longest_streak: 3 });
    expect(await userFacts(t.db, user.id)).toEqual({
      email: user.email,
      current_streak: 1,
      longest_streak: 3,
    });
  });

  it('When a signed-in call is the first of a new day, then it counts as activity', async () => {
    const user = await createUser(t, 'employer');
    const res = await t.app.inject({ method: 'GET', url: '/api/verify-token/', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(await userFacts(t.db, user.id)).toMatchObject({ current_streak: 1, longest_streak: 1 });
  });
});
