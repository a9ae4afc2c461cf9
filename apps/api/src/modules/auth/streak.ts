import { todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, type Executor, rows } from '../../db/connect.ts';
import type { AfterAuthenticate } from '../../platform/auth-guard.ts';

/**
 * The daily streak (docs/product/rules.md "Streak"): consecutive Africa/Nairobi calendar days on which the
 * user signed in or used the product. The day after the last active day adds one; a missed day starts again
 * at 1; longest_streak keeps the maximum. A second touch on the same day changes nothing.
 */
export interface Streak {
  current_streak: number;
  longest_streak: number;
}

export async function touchStreak(
  executor: Executor,
  userId: number,
  today = todayInNairobi(),
): Promise<Streak> {
  const next = sql`case when last_active_day = ${today}::date - 1 then current_streak + 1 else 1 end`;
  await executor.execute(
    sql`update users set current_streak = ${next},
          longest_streak = greatest(longest_streak, ${next}),
          last_active_day = ${today}::date
        where id = ${userId} and (last_active_day is null or last_active_day < ${today}::date)`,
  );
  const [row] = await rows<Streak>(
    executor,
    sql`select current_streak, longest_streak from users where id = ${userId}`,
  );
  return row ?? { current_streak: 0, longest_streak: 0 };
}

/**
 * The guard's hook: the first authenticated call of a new Nairobi day counts. A small memory of who was
 * already counted today keeps the other calls of the day free of a database write.
 */
export function touchStreakHook(db: Db): AfterAuthenticate {
  const countedOn = new LRUCache<number, string>({ max: 50_000 });
  return async (_request, user) => {
    const today = todayInNairobi();
    if (countedOn.get(user.id) === today) return;
    await touchStreak(db, user.id, today);
    countedOn.set(user.id, today);
  };
}
