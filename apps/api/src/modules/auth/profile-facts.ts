import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { users } from './schema.ts';

/** The account facts another module shows on a profile (the candidate profile reads e-mail and streak). */
export interface UserFacts {
  email: string;
  current_streak: number;
  longest_streak: number;
}

export async function userFacts(db: Executor, userId: number): Promise<UserFacts | null> {
  const [row] = await db
    .select({ email: users.email, current_streak: users.currentStreak, longest_streak: users.longestStreak })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
