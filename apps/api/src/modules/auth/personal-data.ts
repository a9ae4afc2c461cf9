import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { listSessions } from './account-sessions.ts';
import { users } from './schema.ts';

/** The account as a person's data export holds it (issue 23 item 2): never a hash or a token. */
export async function accountData(db: Executor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    email: user.email,
    role: user.role,
    is_verified: user.isVerified,
    has_password: user.passwordHash !== null,
    signs_in_with_google: user.googleSub !== null,
    email_notifications: user.notifyByEmail,
    language: user.language,
    current_streak: user.currentStreak,
    longest_streak: user.longestStreak,
    last_active_day: user.lastActiveDay,
    created_at: user.createdAt.toISOString(),
    sessions: (await listSessions(db, userId, '')).map(({ current: _current, ...session }) => session),
  };
}
