import { randomUUID } from 'node:crypto';
import type { Role, SessionAnswer } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, unauthenticated } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { type ClientFacts, recordSessionStart, recordSessionUse } from './account-sessions.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  linkGoogleAccount,
  normalEmail,
  type UserRow,
} from './accounts.ts';
import { AUTH_ANSWERS } from './answers.ts';
import { passwordRemovedEmail } from './emails.ts';
import { createGoogleVerifier, type GoogleIdentity } from './google.ts';
import { userLanguage } from './languages.ts';
import type { AuthLimits } from './limits.ts';
import { refreshTokens, users } from './schema.ts';
import { touchStreak } from './streak.ts';
import { issueRefreshToken, revokeAllSessions, revokeFamily, tokenHash } from './tokens.ts';

/** A suspended account's right password (issue 22 item 6): told plainly, with a type the web app reads. */
const suspended = () => new AppError(403, AUTH_ANSWERS.suspended, undefined, { error_type: 'suspended' });

/** Opens the account of a first Google sign-in (the sign-up use case adds the profile of the role). */
export type OpenGoogleAccount = (identity: GoogleIdentity, role: Role) => Promise<UserRow>;

/**
 * Sessions (docs/product/rules.md "Sessions"): log in with a password or Google, refresh with rotation, log
 * out.
 */
export function createSessions(ctx: AppContext, limits: AuthLimits) {
  const { db, config } = ctx;
  const { limiter } = limits;
  const verifyGoogle = createGoogleVerifier(config.google.clientId, config.google.jwksUrl);
  let dummyHash: Promise<string> | undefined;

  async function start(
    user: Pick<UserRow, 'id' | 'role' | 'language'>,
    client: ClientFacts,
  ): Promise<SessionAnswer> {
    const sessionId = randomUUID();
    const refresh = await db.transaction(async (tx) => {
      // The device and address /settings lists the session with (issue 23 item 1).
      await recordSessionStart(tx, user.id, sessionId, client);
      return issueRefreshToken(tx, user.id, sessionId);
    });
    const token = await signAccessToken(config.jwtSecret, { id: user.id, role: user.role, sessionId });
    const streak = await touchStreak(db, user.id);
    return { token, refresh, role: user.role, streak, is_verified: true, language: user.language };
  }

  /**
   * Google has just proved who owns this address, and nobody ever proved it before: whoever set the
   * password may be a stranger who signed up with the owner's address and waited (issue 20, item 1).
   * The password stops working, every session ends, the account is verified and linked, and the owner
   * is told.
   */
  async function takeOverUnverified(user: UserRow, googleSub: string) {
    await db.transaction(async (tx) => {
      await linkGoogleAccount(tx, user.id, googleSub, { removePassword: true });
      await revokeAllSessions(tx, user.id);
      if (user.passwordHash) {
        await enqueueEmail(
          tx,
          passwordRemovedEmail(
            user.email,
            `${config.publicUrl}/password-reset`,
            await userLanguage(tx, user.id),
          ),
        );
      }
    });
    await ctx.sessionRevocations.reload();
  }

  return {
    async login(emailInput: string, password: string, ip: string, userAgent = ''): Promise<SessionAnswer> {
      const email = normalEmail(emailInput);
      const fromHere = limits.loginAccountFromAddress(email, ip);
      const release = await limiter.attempt(
        fromHere,
        limits.loginAddress(ip),
        limits.loginAccountEverywhere(email),
      );
      const user = await findUserByEmail(db, email);
      // Unknown e-mails (and Google-only accounts) are checked against a dummy hash: same time, same answer.
      dummyHash ??= hashPassword('not-a-real-password-Kweli#0');
      const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user?.passwordHash || !matches) throw badRequest(AUTH_ANSWERS.badCredentials);
      // The right password is no failure: the attempt is given back, and this address starts afresh.
      await release();
      await limiter.reset(fromHere);
      if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
      if (user.suspendedAt) throw suspended();
      if (!user.isVerified) {
        throw new AppError(403, AUTH_ANSWERS.notVerified, undefined, {
          error_type: 'not_verified',
          is_verified: false,
        });
      }
      return start(user, { ip, userAgent });
    },

    /**
     * Signs in with a Google ID token. An unknown Google account without a chosen role answers
     * `requireUserType`; with one, `openAccount` creates it (auth knows nothing of profiles).
     */
    async googleSignIn(
      credential: string,
      userType: Role | undefined,
      ip: string,
      openAccount: OpenGoogleAccount,
      userAgent = '',
    ): Promise<SessionAnswer | { requireUserType: true; message: string }> {
      if (!config.google.clientId) throw badRequest(AUTH_ANSWERS.googleNotConfigured);
      const release = await limiter.attempt(limits.loginAddress(ip));
      const identity = await verifyGoogle(credential);
      if (!identity) throw badRequest(AUTH_ANSWERS.googleInvalid);
      await release();
      const user =
        (await findUserByGoogleSub(db, identity.sub)) ?? (await findUserByEmail(db, identity.email));
      if (user) {
        if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
        if (user.suspendedAt) throw suspended();
        if (!user.isVerified) await takeOverUnverified(user, identity.sub);
        else if (!user.googleSub) await linkGoogleAccount(db, user.id, identity.sub);
        return start(user, { ip, userAgent });
      }
      if (!userType) return { requireUserType: true as const, message: AUTH_ANSWERS.chooseRole };
      return start(await openAccount(identity, userType), { ip, userAgent });
    },

    async refresh(raw: string, client?: ClientFacts) {
      let endedSession = false;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            userId: refreshTokens.userId,
            familyId: refreshTokens.familyId,
            expiresAt: refreshTokens.expiresAt,
            rotatedAt: refreshTokens.rotatedAt,
            revokedAt: refreshTokens.revokedAt,
            withinGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} > now() - make_interval(secs => ${config.refreshReuseGraceSeconds}), false)`,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash(raw)))
          .for('update');
        if (!row || row.revokedAt) return null;
        if (row.rotatedAt && !row.withinGrace) {
          // A token exchanged a while ago is being used again: someone holds a copy. End the family.
          await revokeFamily(tx, row.familyId);
          endedSession = true;
          return null;
        }
        if (row.expiresAt.getTime() <= Date.now()) return null;
        const [user] = await tx
          .select({
            id: users.id,
            role: users.role,
            isActive: users.isActive,
            suspendedAt: users.suspendedAt,
          })
          .from(users)
          .where(eq(users.id, row.userId));
        if (!user?.isActive || user.suspendedAt) return null;
        // Within the grace (issue 20, item 5), a second tab that sent the same token at the same moment
        // gets a pair of the same session rather than ending it.
        if (!row.rotatedAt) {
          await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
        }
        const refresh = await issueRefreshToken(tx, user.id, row.familyId);
        if (client) await recordSessionUse(tx, row.familyId, client);
        const access = await signAccessToken(config.jwtSecret, {
          id: user.id,
          role: user.role,
          sessionId: row.familyId,
        });
        return { access, refresh };
      });
      if (endedSession) await ctx.sessionRevocations.reload();
      if (!result) throw unauthenticated(AUTH_ANSWERS.refreshInvalid);
      return result;
    },

    async logout(raw: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash(raw)));
      if (!row) return;
      await revokeFamily(db, row.familyId);
      // This instance refuses the session's access tokens at once; the others within a second.
      await ctx.sessionRevocations.reload();
    },

    async whoAmI(userId: number) {
      const [user] = await db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          isActive: users.isActive,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.isActive || user.suspendedAt) throw unauthenticated();
      return { user_id: user.id, role: user.role, email: user.email };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
