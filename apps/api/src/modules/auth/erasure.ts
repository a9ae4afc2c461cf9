import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { accountSessions, emailChanges, oneTimeTokens, refreshTokens, users } from './schema.ts';

/**
 * The account's part of an erasure (issue 23 items 3 and 6; docs/decisions/083-erasure.md). The row
 * stays, so that the id still names the anonymised applications employers keep, but it holds nothing
 * personal: the address becomes `erased-<id>@erased.invalid` (a reserved domain, RFC 2606), no password,
 * no Google link, not active. Every session is revoked (the rows stay: the revocation list is read from
 * them, decision 030); the sessions' devices and addresses, pending links and e-mail changes go.
 */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

export interface ErasedAccount {
  id: number;
  /** The address the account had, for the other parts of the erasure (outbox, visitor alerts). */
  email: string;
  role: 'candidate' | 'employer';
}

/**
 * Erases the account row inside the caller's transaction; null when it is already erased (a second
 * erasure waits on the row lock, then finds nothing to do) or does not exist.
 */
export async function eraseAccountRow(tx: Executor, userId: number): Promise<ErasedAccount | null> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, role: users.role, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || user.erasedAt) return null;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await tx.delete(accountSessions).where(eq(accountSessions.userId, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      passwordHash: null,
      googleSub: null,
      isActive: false,
      isVerified: false,
      isAdmin: false,
      notifyByEmail: false,
      currentStreak: 0,
      longestStreak: 0,
      lastActiveDay: null,
      inactivityWarnedAt: null,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { id: user.id, email: user.email, role: user.role };
}

/**
 * When a candidate last used the product: the last day the streak counted (every signed-in day), the
 * newest session refresh, or the sign-up.
 */
const lastActivity = sql`greatest(u.created_at, u.last_active_day::timestamptz,
  (select max(r.created_at) from refresh_tokens r where r.user_id = u.id))`;

/**
 * Retention (issue 23 item 6): candidates inactive since before `cutoff` and not yet warned (or active
 * again since their warning) are marked warned at `now` and answered, up to `limit`. The rows are claimed
 * (FOR UPDATE SKIP LOCKED), so two instances never warn one person twice.
 */
export async function warnInactiveCandidates(
  tx: Executor,
  cutoff: Date,
  now: Date,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  return rows<{ id: number; email: string }>(
    tx,
    sql`update users set inactivity_warned_at = ${now.toISOString()}
        where id in (
          select u.id from users u
          where u.role = 'candidate' and u.erased_at is null
            and ${lastActivity} < ${cutoff.toISOString()}
            and (u.inactivity_warned_at is null or u.inactivity_warned_at < ${lastActivity})
          order by u.id limit ${limit}
          for update skip locked)
        returning id, email`,
  );
}

/**
 * Candidates warned before `warnedBefore` who did not come back since: the ones retention erases now,
 * claimed (FOR UPDATE SKIP LOCKED) in the caller's transaction.
 */
export async function claimWarnedInactiveCandidates(
  tx: Executor,
  warnedBefore: Date,
  limit: number,
): Promise<number[]> {
  const found = await rows<{ id: number }>(
    tx,
    sql`select u.id from users u
        where u.role = 'candidate' and u.erased_at is null
          and u.inactivity_warned_at <= ${warnedBefore.toISOString()}
          and ${lastActivity} < u.inactivity_warned_at
        order by u.id limit ${limit}
        for update skip locked`,
  );
  return found.map((row) => row.id);
}

/**
 * Retention: sessions that ended (signed out, replaced or expired) a day before `now` lose their device
 * and address record and their refresh tokens (the revocation list needs only the last minutes of them:
 * decision 030). Up to `limit` sessions, claimed with SKIP LOCKED; answers how many.
 */
export async function pruneEndedSessions(tx: Executor, now: Date, limit: number): Promise<number> {
  const dayBefore = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
  const ended = await rows<{ family_id: string }>(
    tx,
    sql`select family_id from refresh_tokens
        group by family_id
        having bool_or(revoked_at < ${dayBefore}) or max(expires_at) < ${dayBefore}
        limit ${limit}`,
  );
  const families = ended.map((row) => row.family_id);
  if (families.length === 0) return 0;
  const locked = await rows<{ family_id: string }>(
    tx,
    sql`select family_id from refresh_tokens
        where family_id in (${sql.join(
          families.map((f) => sql`${f}::uuid`),
          sql`, `,
        )})
        for update skip locked`,
  );
  const taken = [...new Set(locked.map((row) => row.family_id))].map((f) => sql`${f}::uuid`);
  if (taken.length === 0) return 0;
  await tx.execute(sql`delete from account_sessions where family_id in (${sql.join(taken, sql`, `)})`);
  await tx.execute(sql`delete from refresh_tokens where family_id in (${sql.join(taken, sql`, `)})`);
  return taken.length;
}
