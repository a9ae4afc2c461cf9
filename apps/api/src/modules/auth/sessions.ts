import type { Role, SessionAnswer } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, unauthenticated } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  linkGoogleAccount,
  normalEmail,
  type UserRow,
} from './accounts.ts';
import { AUTH_ANSWERS } from './answers.ts';
import { createGoogleVerifier, type GoogleIdentity } from './google.ts';
import type { AuthLimits } from './limits.ts';
import { refreshTokens, users } from './schema.ts';
import { touchStreak } from './streak.ts';
import { issueRefreshToken, revokeFamily, tokenHash } from './tokens.ts';

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

  async function start(user: Pick<UserRow, 'id' | 'role'>): Promise<SessionAnswer> {
    const refresh = await issueRefreshToken(db, user.id);
    const token = await signAccessToken(config.jwtSecret, { id: user.id, role: user.role });
    const streak = await touchStreak(db, user.id);
    return { token, refresh, role: user.role, streak, is_verified: true };
  }

  return {
    async login(emailInput: string, password: string, ip: string): Promise<SessionAnswer> {
      const email = normalEmail(emailInput);
      const account = limits.loginAccount(email);
      const address = limits.loginAddress(ip);
      await limiter.check(account, address);
      const user = await findUserByEmail(db, email);
      // Unknown e-mails (and Google-only accounts) are checked against a dummy hash: same time, same answer.
      dummyHash ??= hashPassword('not-a-real-password-Kweli#0');
      const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user?.passwordHash || !matches) {
        await limiter.fail(account, address);
        throw badRequest(AUTH_ANSWERS.badCredentials);
      }
      if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
      if (!user.isVerified) {
        throw new AppError(403, AUTH_ANSWERS.notVerified, undefined, {
          error_type: 'not_verified',
          is_verified: false,
        });
      }
      await limiter.reset(account);
      return start(user);
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
    ): Promise<SessionAnswer | { requireUserType: true; message: string }> {
      if (!config.google.clientId) throw badRequest(AUTH_ANSWERS.googleNotConfigured);
      const address = limits.loginAddress(ip);
      await limiter.check(address);
      const identity = await verifyGoogle(credential);
      if (!identity) {
        await limiter.fail(address);
        throw badRequest(AUTH_ANSWERS.googleInvalid);
      }
      const user =
        (await findUserByGoogleSub(db, identity.sub)) ?? (await findUserByEmail(db, identity.email));
      if (user) {
        if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
        if (!user.googleSub || !user.isVerified) await linkGoogleAccount(db, user.id, identity.sub);
        return start(user);
      }
      if (!userType) return { requireUserType: true as const, message: AUTH_ANSWERS.chooseRole };
      return start(await openAccount(identity, userType));
    },

    async refresh(raw: string) {
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash(raw)))
          .for('update');
        if (!row || row.revokedAt) return null;
        if (row.rotatedAt) {
          // A token that was already exchanged is being used again: someone holds a copy. End the family.
          await revokeFamily(tx, row.familyId);
          return null;
        }
        if (row.expiresAt.getTime() <= Date.now()) return null;
        const [user] = await tx
          .select({ id: users.id, role: users.role, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, row.userId));
        if (!user?.isActive) return null;
        await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
        const refresh = await issueRefreshToken(tx, user.id, row.familyId);
        const access = await signAccessToken(config.jwtSecret, { id: user.id, role: user.role });
        return { access, refresh };
      });
      if (!result) throw unauthenticated(AUTH_ANSWERS.refreshInvalid);
      return result;
    },

    async logout(raw: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash(raw)));
      if (row) await revokeFamily(db, row.familyId);
    },

    async whoAmI(userId: number) {
      const [user] = await db
        .select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.isActive) throw unauthenticated();
      return { user_id: user.id, role: user.role, email: user.email };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
