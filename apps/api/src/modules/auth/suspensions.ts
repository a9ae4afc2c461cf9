import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { users } from './schema.ts';
import { revokeAllSessions } from './tokens.ts';

/**
 * Suspension of an employer account by an admin (issue 22 item 6, decision 065): the account's logins,
 * Google sign-ins and refreshes are refused (sessions.ts) and every session it has ends here, in the
 * caller's transaction (the caller reloads the revocation list after its commit, so access tokens
 * still held are refused within a second). Only this module writes the columns.
 */
export interface SuspendedAccount {
  id: number;
  email: string;
}

/**
 * Suspends an employer account; null for an unknown id or a candidate's (not found), `changed: false`
 * when it was suspended already (nothing changes, its first reason stays).
 */
export async function suspendAccount(
  tx: Executor,
  userId: number,
  reason: string,
): Promise<(SuspendedAccount & { changed: boolean }) | null> {
  const account = await lockEmployer(tx, userId);
  if (!account) return null;
  if (account.suspendedAt) return { id: account.id, email: account.email, changed: false };
  await tx
    .update(users)
    .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(tx, userId);
  return { id: account.id, email: account.email, changed: true };
}

/**
 * Lifts the suspension: the employer may log in again. Null for an unknown id or a candidate's;
 * `changed: false` when it was not suspended.
 */
export async function liftSuspension(
  tx: Executor,
  userId: number,
): Promise<(SuspendedAccount & { changed: boolean }) | null> {
  const account = await lockEmployer(tx, userId);
  if (!account) return null;
  if (!account.suspendedAt) return { id: account.id, email: account.email, changed: false };
  await tx
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { id: account.id, email: account.email, changed: true };
}

/** The employer account, locked for the change; undefined for an unknown id or a candidate's. */
async function lockEmployer(tx: Executor, userId: number) {
  const [account] = await tx
    .select({ id: users.id, email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'employer')))
    .for('update');
  return account;
}
