import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { oneTimeTokens, refreshTokens } from './schema.ts';

/**
 * Opaque tokens (docs/product/rules.md "Sessions"): refresh tokens and the single-use links of e-mails. Only
 * their SHA-256 is stored, so a copy of the database holds nothing that opens a session or a link.
 */
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFY_EMAIL_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 1;

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** uidb64 of the links: the base64url of the user id. */
export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(uidb64)) return null;
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** Starts (or continues, with `familyId`) a refresh-token family; answers the raw token. */
export async function issueRefreshToken(tx: Executor, userId: number, familyId: string = randomUUID()) {
  const token = newOpaqueToken();
  await tx.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

export async function revokeFamily(tx: Executor, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export type LinkPurpose = 'verify_email' | 'password_reset';

/** Creates a single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueLinkToken(tx: Executor, userId: number, purpose: LinkPurpose): Promise<string> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  const token = newOpaqueToken();
  const hours = purpose === 'verify_email' ? VERIFY_EMAIL_TTL_HOURS : PASSWORD_RESET_TTL_HOURS;
  await tx.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + hours * 3600 * 1000),
  });
  return token;
}

export type LinkCheck = 'ok' | 'unknown' | 'expired';

async function findLinkToken(tx: Executor, userId: number, purpose: LinkPurpose, token: string) {
  const [row] = await tx
    .select({ id: oneTimeTokens.id, expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
      ),
    );
  const status: LinkCheck =
    !row || row.usedAt ? 'unknown' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'ok';
  return { row, status };
}

/** Whether a link token would be accepted now, without using it. */
export async function checkLinkToken(
  tx: Executor,
  userId: number,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkCheck> {
  return (await findLinkToken(tx, userId, purpose, token)).status;
}

/**
 * Uses a link token once: marks it used and answers 'ok' when it belongs to the user, has that purpose,
 * is unused and unexpired. The update is the check, so two clicks at once cannot both succeed.
 */
export async function useLinkToken(
  tx: Executor,
  userId: number,
  purpose: LinkPurpose,
  token: string,
): Promise<LinkCheck> {
  const { row, status } = await findLinkToken(tx, userId, purpose, token);
  if (!row || status !== 'ok') return status;
  const used = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return used.length ? 'ok' : 'unknown';
}
