import type { AccountSession } from '@kweli/shared';
import { ACCOUNT_MESSAGES } from '@kweli/shared';
import Bowser from 'bowser';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { accountSessions, refreshTokens } from './schema.ts';

/**
 * The sessions of an account as /settings lists them (issue 23 item 1). A session is a refresh-token
 * family; `account_sessions` keeps the user agent and the address it came from, written when it starts
 * and when it is refreshed. "Last use" is the latest refresh (an access token lives 15 minutes, so it is
 * at most that old). No location database is kept (decision 080): the place is the network address.
 */
export interface ClientFacts {
  ip: string;
  userAgent: string;
}

const MAX_AGENT = 500;
const cleanAgent = (agent: string | undefined) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a header may carry them; they are dropped.
  (agent ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_AGENT);

export async function recordSessionStart(
  tx: Executor,
  userId: number,
  familyId: string,
  client: ClientFacts,
): Promise<void> {
  await tx
    .insert(accountSessions)
    .values({ familyId, userId, userAgent: cleanAgent(client.userAgent), ipAddress: client.ip.slice(0, 64) })
    .onConflictDoNothing();
}

export async function recordSessionUse(tx: Executor, familyId: string, client: ClientFacts): Promise<void> {
  await tx
    .update(accountSessions)
    .set({ ipAddress: client.ip.slice(0, 64) })
    .where(eq(accountSessions.familyId, familyId));
}

/** "Chrome on Android", "Safari on iOS", from a user agent; "Unknown device" when it says nothing. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return ACCOUNT_MESSAGES.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return ACCOUNT_MESSAGES.deviceOn(browser, os);
  return browser || os || ACCOUNT_MESSAGES.unknownDevice;
}

/** The live sessions of a user (not revoked, not expired), the most recently used first. */
export async function listSessions(
  db: Executor,
  userId: number,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const found = await rows<{
    family_id: string;
    started_at: Date | string;
    last_used_at: Date | string;
    user_agent: string | null;
    ip_address: string | null;
  }>(
    db,
    sql`select t.family_id, min(t.created_at) as started_at, max(t.created_at) as last_used_at,
          s.user_agent, s.ip_address
        from refresh_tokens t left join account_sessions s on s.family_id = t.family_id
        where t.user_id = ${userId}
        group by t.family_id, s.user_agent, s.ip_address
        having bool_and(t.revoked_at is null) and max(t.expires_at) > now()
        order by max(t.created_at) desc
        limit 100`,
  );
  return found.map((row) => ({
    id: row.family_id,
    device: deviceOf(row.user_agent ?? ''),
    place: row.ip_address || ACCOUNT_MESSAGES.unknownPlace,
    started_at: new Date(row.started_at).toISOString(),
    last_used_at: new Date(row.last_used_at).toISOString(),
    current: row.family_id === currentSessionId,
  }));
}

/** Ends every session of the user but `keep`; answers how many ended. */
export async function revokeOtherSessions(tx: Executor, userId: number, keep: string): Promise<number> {
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keep),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}

/**
 * Ends one session of the user (again, when it has already ended: the call is idempotent); false when
 * the user has no such session at all, so another account's session id answers 404.
 */
export async function revokeSession(tx: Executor, userId: number, familyId: string): Promise<boolean> {
  const [owned] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId)))
    .limit(1);
  if (!owned) return false;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  return true;
}
