import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type Role, type SessionAnswer } from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { signAccessToken } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, fieldError, unauthenticated } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { createRateLimiter, type Limit } from '../../platform/rate-limit.ts';
import { candidateProfiles } from '../candidates/schema.ts';
import { employerProfiles } from '../employers/schema.ts';
import { noAccountEmail, passwordRemovedEmail, passwordResetEmail, verificationEmail } from './emails.ts';
import { createGoogleVerifier } from './google.ts';
import { refreshTokens, users } from './schema.ts';
import { touchStreak } from './streak.ts';
import {
  checkLinkToken,
  decodeUid,
  encodeUid,
  issueLinkToken,
  issueRefreshToken,
  revokeAllSessions,
  revokeFamily,
  tokenHash,
  useLinkToken,
} from './tokens.ts';

/** The answers of the account calls that are ours to word (the browser shows the spec's own texts). */
export const AUTH_ANSWERS = {
  signedUp: 'Account created. Check your e-mail for the verification link.',
  verified: 'Your e-mail address is verified. You can now log in.',
  verificationNotFound: 'This verification link is not valid or has already been used.',
  verificationInvalid: 'This verification link is not valid.',
  verificationExpired: 'This verification link has expired. Log in to request a new one.',
  badCredentials: 'Invalid email or password.',
  notVerified: 'Your e-mail address is not verified yet.',
  inactive: 'This account has been deactivated.',
  resetSent: 'If an account exists for this e-mail, a password reset link has been sent.',
  verificationResent:
    'If this e-mail belongs to an account that is not yet verified, a new link has been sent.',
  resetDone: 'Your password has been reset. You can now log in.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  refreshInvalid: 'The session has ended. Please log in again.',
  googleNotConfigured: 'Google sign-in is not enabled on this site.',
  googleInvalid: 'The Google sign-in could not be verified.',
  chooseRole: 'Choose whether you are joining as a candidate or as an employer.',
} as const;

const HOUR = 3600;
const normalEmail = (email: string) => email.trim().toLowerCase();
/** Every login-failure key of one account starts with this, so a password reset can clear them all. */
const accountLoginPrefix = (email: string) => `login:account:${normalEmail(email)}|`;

type UserRow = typeof users.$inferSelect;

export function createAuthService(ctx: AppContext) {
  const { db, config } = ctx;
  const limiter = createRateLimiter(db);
  const limits = config.rateLimits;
  const verifyGoogle = createGoogleVerifier(config.google.clientId, config.google.jwksUrl);
  let dummyHash: Promise<string> | undefined;

  const emailLimits = (email: string, ip: string): Limit[] => [
    { key: `email:address:${email}`, max: limits.emailPerAddress, windowSeconds: HOUR },
    { key: `email:ip:${ip}`, max: limits.emailPerIp, windowSeconds: HOUR },
  ];

  /**
   * Failed logins (issue 20, item 3) count per account and address, so a stranger elsewhere cannot lock
   * the owner out; per address, across accounts; and per account across every address, a higher ceiling
   * that slows a guesser spread over many addresses (ASVS 2.2.1: at most 100 failures an hour).
   */
  const loginLimits = {
    accountFromAddress: (email: string, ip: string): Limit => ({
      key: `${accountLoginPrefix(email)}address:${ip}`,
      max: limits.loginPerAccount,
      windowSeconds: 15 * 60,
    }),
    address: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: limits.loginPerIp, windowSeconds: HOUR }),
    accountEverywhere: (email: string): Limit => ({
      key: `${accountLoginPrefix(email)}all`,
      max: limits.loginAccountCeiling,
      windowSeconds: HOUR,
    }),
  };

  const findByEmail = async (executor: Executor, email: string): Promise<UserRow | undefined> =>
    (
      await executor
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normalEmail(email)}`)
    )[0];

  const link = (path: string, userId: number, token: string) =>
    `${config.publicUrl}/${path}/${encodeUid(userId)}/${token}`;

  async function sendVerification(tx: Executor, user: { id: number; email: string }, name: string) {
    const token = await issueLinkToken(tx, user.id, 'verify_email');
    await enqueueEmail(tx, verificationEmail(user.email, name, link('verify-email', user.id, token)));
  }

  async function startSession(user: Pick<UserRow, 'id' | 'role'>): Promise<SessionAnswer> {
    const sessionId = randomUUID();
    const refresh = await issueRefreshToken(db, user.id, sessionId);
    const token = await signAccessToken(config.jwtSecret, { id: user.id, role: user.role, sessionId });
    const streak = await touchStreak(db, user.id);
    return { token, refresh, role: user.role, streak, is_verified: true };
  }

  /** A new user with the empty profile of its role, in one transaction with whatever follows. */
  async function insertUser(
    tx: Executor,
    values: { email: string; role: Role; passwordHash?: string; verified: boolean; googleSub?: string },
    names: { fullName?: string; userName?: string; companyName?: string },
  ) {
    const [user] = await tx
      .insert(users)
      .values({
        email: values.email,
        role: values.role,
        passwordHash: values.passwordHash ?? null,
        isVerified: values.verified,
        isActive: true,
        isAdmin: false,
        googleSub: values.googleSub ?? null,
      })
      .returning();
    if (values.role === 'candidate') {
      await tx.insert(candidateProfiles).values({
        userId: user!.id,
        fullName: names.fullName ?? '',
        preferences: { industries: [], job_titles: [], locations: [] },
      });
    } else {
      await tx
        .insert(employerProfiles)
        .values({ userId: user!.id, userName: names.userName ?? '', companyName: names.companyName ?? '' });
    }
    return user!;
  }

  /**
   * Google has just proved who owns this address, and nobody ever proved it before: whoever set the
   * password may be a stranger who signed up with the owner's address and waited. The password stops
   * working, every session ends, the account is verified and linked, and the owner is told.
   */
  async function takeOverUnverified(user: UserRow, googleSub: string) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ googleSub, isVerified: true, passwordHash: null, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await revokeAllSessions(tx, user.id);
      if (user.passwordHash) {
        await enqueueEmail(tx, passwordRemovedEmail(user.email, `${config.publicUrl}/password-reset`));
      }
    });
    await ctx.sessionRevocations.reload();
  }

  const isUniqueViolation = (error: unknown): boolean => {
    const e = error as { code?: string; cause?: { code?: string } };
    return e?.code === '23505' || e?.cause?.code === '23505';
  };

  return {
    async signUp(
      role: Role,
      input: { email: string; password: string; fullName?: string; userName?: string; companyName?: string },
      ip: string,
    ) {
      const email = normalEmail(input.email);
      await limiter.consume({ key: `signup:ip:${ip}`, max: limits.signUpPerIp, windowSeconds: HOUR });
      const taken = () => fieldError('user.email', AUTH_MESSAGES.emailTaken);
      if (await findByEmail(db, email)) throw taken();
      await limiter.consume(emailLimits(email, ip)[0]!);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, { email, role, passwordHash, verified: false }, input);
          await sendVerification(tx, user, input.fullName ?? input.userName ?? '');
          return { message: AUTH_ANSWERS.signedUp, email, role };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    async verifyEmail(uidb64: string, token: string) {
      const userId = decodeUid(uidb64);
      if (!userId) throw badRequest(AUTH_ANSWERS.verificationInvalid);
      const outcome = await db.transaction(async (tx) => {
        const result = await useLinkToken(tx, userId, 'verify_email', token);
        if (result === 'ok')
          await tx.update(users).set({ isVerified: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
        return result;
      });
      if (outcome === 'unknown') throw new AppError(404, AUTH_ANSWERS.verificationNotFound);
      if (outcome === 'expired') throw badRequest(AUTH_ANSWERS.verificationExpired);
      return { message: AUTH_ANSWERS.verified };
    },

    async resendVerification(emailInput: string, ip: string) {
      const email = normalEmail(emailInput);
      await limiter.consume(...emailLimits(email, ip));
      const user = await findByEmail(db, email);
      if (user && !user.isVerified && user.isActive) {
        const [profile] = await db
          .select({ name: candidateProfiles.fullName })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, user.id));
        const [employer] = await db
          .select({ name: employerProfiles.userName })
          .from(employerProfiles)
          .where(eq(employerProfiles.userId, user.id));
        await db.transaction((tx) => sendVerification(tx, user, profile?.name ?? employer?.name ?? ''));
      }
      return { message: AUTH_ANSWERS.verificationResent };
    },

    async login(emailInput: string, password: string, ip: string): Promise<SessionAnswer> {
      const email = normalEmail(emailInput);
      const fromHere = loginLimits.accountFromAddress(email, ip);
      const release = await limiter.attempt(
        fromHere,
        loginLimits.address(ip),
        loginLimits.accountEverywhere(email),
      );
      const user = await findByEmail(db, email);
      // Unknown e-mails (and Google-only accounts) are checked against a dummy hash: same time, same answer.
      dummyHash ??= hashPassword('not-a-real-password-Kweli#0');
      const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user?.passwordHash || !matches) throw badRequest(AUTH_ANSWERS.badCredentials);
      // The right password is no failure: the attempt is given back, and this address starts afresh.
      await release();
      await limiter.reset(fromHere);
      if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
      if (!user.isVerified) {
        throw new AppError(403, AUTH_ANSWERS.notVerified, undefined, {
          error_type: 'not_verified',
          is_verified: false,
        });
      }
      return startSession(user);
    },

    async googleSignIn(credential: string, userType: Role | undefined, ip: string) {
      if (!config.google.clientId) throw badRequest(AUTH_ANSWERS.googleNotConfigured);
      const release = await limiter.attempt(loginLimits.address(ip));
      const identity = await verifyGoogle(credential);
      if (!identity) throw badRequest(AUTH_ANSWERS.googleInvalid);
      await release();
      const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
      let user = bySub ?? (await findByEmail(db, identity.email));
      if (user) {
        if (!user.isActive) throw new AppError(403, AUTH_ANSWERS.inactive);
        if (!user.isVerified) await takeOverUnverified(user, identity.sub);
        else if (!user.googleSub) {
          await db
            .update(users)
            .set({ googleSub: identity.sub, updatedAt: sql`now()` })
            .where(eq(users.id, user.id));
        }
        return startSession(user);
      }
      if (!userType) return { requireUserType: true as const, message: AUTH_ANSWERS.chooseRole };
      user = await db.transaction((tx) =>
        insertUser(
          tx,
          { email: identity.email, role: userType, verified: true, googleSub: identity.sub },
          { fullName: identity.name, userName: identity.name },
        ),
      );
      return startSession(user);
    },

    async refresh(raw: string) {
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
          .select({ id: users.id, role: users.role, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, row.userId));
        if (!user?.isActive) return null;
        // Within the grace (issue 20, item 5), a second tab that sent the same token at the same moment
        // gets a pair of the same session rather than ending it.
        if (!row.rotatedAt) {
          await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
        }
        const refresh = await issueRefreshToken(tx, user.id, row.familyId);
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

    async requestPasswordReset(emailInput: string, ip: string) {
      const email = normalEmail(emailInput);
      await limiter.consume(...emailLimits(email, ip));
      const user = await findByEmail(db, email);
      // Known or not, the same path (issue 20, item 12): one transaction that queues one e-mail to the
      // address, so neither the time of the answer nor the mail volume tells an account apart.
      await db.transaction(async (tx) => {
        if (user?.isActive) {
          const token = await issueLinkToken(tx, user.id, 'password_reset');
          await enqueueEmail(
            tx,
            passwordResetEmail(user.email, link('password-reset-confirm', user.id, token)),
          );
        } else {
          await enqueueEmail(tx, noAccountEmail(email, `${config.publicUrl}/`));
        }
      });
      return { message: AUTH_ANSWERS.resetSent };
    },

    async confirmPasswordReset(uidb64: string, token: string, password: string) {
      const userId = decodeUid(uidb64);
      if (!userId) throw badRequest(AUTH_ANSWERS.resetInvalid);
      // Checked before the costly hash, and again (atomically) when the token is used.
      if ((await checkLinkToken(db, userId, 'password_reset', token)) !== 'ok') {
        throw badRequest(AUTH_ANSWERS.resetInvalid);
      }
      const passwordHash = await hashPassword(password);
      const outcome = await db.transaction(async (tx) => {
        const result = await useLinkToken(tx, userId, 'password_reset', token);
        if (result !== 'ok') return result;
        // The link proves the address, so the account counts as verified; old sessions end.
        await tx
          .update(users)
          .set({ passwordHash, isVerified: true, updatedAt: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.isActive, true)));
        await revokeAllSessions(tx, userId);
        return result;
      });
      if (outcome !== 'ok') throw badRequest(AUTH_ANSWERS.resetInvalid);
      await ctx.sessionRevocations.reload();
      // The owner proved the address: whatever a guesser piled up must not keep them out.
      const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (owner) await limiter.resetPrefix(accountLoginPrefix(owner.email));
      return { message: AUTH_ANSWERS.resetDone };
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
