import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
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

/** The notification e-mail switch lives on the user (users.notify_by_email, on by default). */
export async function emailNotificationsOn(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.notifyByEmail }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row.on;
}

export async function setEmailNotifications(db: Executor, userId: number, on: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ notifyByEmail: on, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ on: users.notifyByEmail });
  if (!row) throw notFound();
  return row.on;
}
