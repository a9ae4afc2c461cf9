import {
  ACCOUNT_MESSAGES,
  type AccountPreferencesPayload,
  type AccountSettings,
  AUTH_MESSAGES,
  type ChangeEmailPayload,
  type ChangePasswordPayload,
  ERASURE_MESSAGES,
  RECENT_SIGN_IN_MINUTES,
} from '@kweli/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, fieldError, notFound, unauthenticated } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './account-sessions.ts';
import { findUserByEmail, isUniqueViolation, normalEmail } from './accounts.ts';
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from './emails.ts';
import { userLanguage } from './languages.ts';
import type { AuthLimits } from './limits.ts';
import { accountSessions, emailChanges, users } from './schema.ts';
import { decodeUid, encodeUid, newOpaqueToken, tokenHash } from './tokens.ts';

/** How long the link sent to a new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/**
 * Account settings (issue 23 item 1; docs/product/rules.md "Account settings"): change the password
 * (the current one is asked; every other session ends), change the e-mail address (a link to the new
 * address confirms it; the old address is told), and the sessions of the account.
 */
export function createAccountSettings(ctx: AppContext, limits: AuthLimits) {
  const { db, config } = ctx;

  async function account(userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.isActive) throw unauthenticated();
    return user;
  }

  /**
   * Checks the password of a signed-in user. A wrong one counts as a failed login of the account
   * (the same limits), so a stolen session cannot guess it faster than a stranger could.
   */
  async function checkPassword(
    user: { email: string; passwordHash: string | null },
    password: string,
    ip: string,
    field: string,
  ) {
    if (!user.passwordHash) throw badRequest(ACCOUNT_MESSAGES.noPassword);
    const release = await limits.limiter.attempt(
      limits.loginAccountFromAddress(user.email, ip),
      limits.loginAccountEverywhere(user.email),
    );
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw fieldError(field, ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    await release();
  }

  /** GET /account/: what /settings shows of the account. */
  async function settings(userId: number): Promise<AccountSettings> {
    const user = await account(userId);
    const [pending] = await db
      .select({ email: emailChanges.newEmail })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.userId, userId),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(emailChanges.id))
      .limit(1);
    return {
      email: user.email,
      role: user.role,
      has_password: user.passwordHash !== null,
      google_linked: user.googleSub !== null,
      pending_email: pending?.email ?? null,
      language: user.language,
    };
  }

  return {
    settings,

    /** The account's language, chosen in the header or in /settings (issue 25 item 1). */
    async setPreferences(userId: number, input: AccountPreferencesPayload): Promise<AccountSettings> {
      await account(userId);
      await db
        .update(users)
        .set({ language: input.language, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return settings(userId);
    },

    async changePassword(me: SessionUser, input: ChangePasswordPayload, ip: string) {
      const user = await account(me.id);
      await checkPassword(user, input.current_password, ip, 'current_password');
      const passwordHash = await hashPassword(input.new_password1);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, me.id));
        // This session goes on; every other one ends, with its access tokens (decision 030).
        await revokeOtherSessions(tx, me.id, me.sessionId);
        await enqueueEmail(
          tx,
          passwordChangedEmail(
            user.email,
            `${config.publicUrl}/password-reset`,
            await userLanguage(tx, me.id),
          ),
        );
      });
      await ctx.sessionRevocations.reload();
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },

    async requestEmailChange(me: SessionUser, input: ChangeEmailPayload, ip: string) {
      const user = await account(me.id);
      const newEmail = normalEmail(input.new_email);
      if (newEmail === normalEmail(user.email)) throw fieldError('new_email', ACCOUNT_MESSAGES.emailSame);
      if (user.passwordHash) {
        if (!input.password) throw fieldError('password', AUTH_MESSAGES.passwordRequired);
        await checkPassword(user, input.password, ip, 'password');
      }
      await limits.limiter.consume(...limits.email(newEmail, ip));
      if (await findUserByEmail(db, newEmail)) throw fieldError('new_email', AUTH_MESSAGES.emailTaken);
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        // One change waits at a time: an earlier link stops working.
        await tx
          .update(emailChanges)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailChanges.userId, me.id), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values({
          userId: me.id,
          newEmail,
          tokenHash: tokenHash(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3600 * 1000),
        });
        const link = `${config.publicUrl}/confirm-email/${encodeUid(me.id)}/${token}`;
        const language = await userLanguage(tx, me.id);
        await enqueueEmail(tx, emailChangeConfirmEmail(newEmail, link, EMAIL_CHANGE_TTL_HOURS, language));
        await enqueueEmail(
          tx,
          emailChangeRequestedEmail(user.email, newEmail, `${config.publicUrl}/settings`, language),
        );
      });
      return { message: ACCOUNT_MESSAGES.emailChangeSent(newEmail) };
    },

    /**
     * The link from the new address: the address becomes the account's (and counts as verified: the
     * link reached it). The old address is told. The link works once, for 24 hours.
     */
    async confirmEmailChange(uidb64: string, token: string) {
      const userId = decodeUid(uidb64);
      if (!userId) throw badRequest(ACCOUNT_MESSAGES.emailChangeInvalid);
      let outcome: { from: string; to: string } | null;
      try {
        outcome = await db.transaction(async (tx) => {
          const [change] = await tx
            .update(emailChanges)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(emailChanges.tokenHash, tokenHash(token)),
                eq(emailChanges.userId, userId),
                isNull(emailChanges.usedAt),
                gt(emailChanges.expiresAt, sql`now()`),
              ),
            )
            .returning({ newEmail: emailChanges.newEmail });
          if (!change) return null;
          const [before] = await tx
            .select({ email: users.email, isActive: users.isActive })
            .from(users)
            .where(eq(users.id, userId))
            .for('update');
          if (!before?.isActive) return null;
          await tx
            .update(users)
            .set({ email: change.newEmail, isVerified: true, updatedAt: sql`now()` })
            .where(eq(users.id, userId));
          await enqueueEmail(
            tx,
            emailChangedEmail(
              before.email,
              change.newEmail,
              `${config.publicUrl}/contact`,
              await userLanguage(tx, userId),
            ),
          );
          return { from: before.email, to: change.newEmail };
        });
      } catch (error) {
        // Someone signed up with the new address meanwhile: the unique index refuses it.
        if (isUniqueViolation(error)) throw fieldError('new_email', AUTH_MESSAGES.emailTaken);
        throw error;
      }
      if (!outcome) throw badRequest(ACCOUNT_MESSAGES.emailChangeInvalid);
      return { message: ACCOUNT_MESSAGES.emailChanged, email: outcome.to };
    },

    /**
     * Proves the caller is the owner before the account is erased (issue 23 item 3; decision 083): the
     * password when the account has one (a wrong one counts as a failed login); otherwise (Google sign-in
     * only) this session must have started within RECENT_SIGN_IN_MINUTES, a fresh sign-in with Google.
     */
    async confirmOwner(me: SessionUser, password: string | undefined, ip: string): Promise<void> {
      const user = await account(me.id);
      if (user.passwordHash) {
        if (!password) throw fieldError('password', ERASURE_MESSAGES.passwordRequired);
        await checkPassword(user, password, ip, 'password');
        return;
      }
      const [session] = await db
        .select({
          fresh: sql<boolean>`${accountSessions.createdAt} > now() - make_interval(mins => ${RECENT_SIGN_IN_MINUTES})`,
        })
        .from(accountSessions)
        .where(and(eq(accountSessions.familyId, me.sessionId), eq(accountSessions.userId, me.id)));
      if (!session?.fresh) throw new AppError(403, ERASURE_MESSAGES.signInAgain);
    },

    sessions: (me: SessionUser) => listSessions(db, me.id, me.sessionId),

    async signOutOthers(me: SessionUser) {
      const ended = await db.transaction((tx) => revokeOtherSessions(tx, me.id, me.sessionId));
      await ctx.sessionRevocations.reload();
      return { message: ACCOUNT_MESSAGES.signedOutOthers, ended };
    },

    async signOutSession(me: SessionUser, sessionId: string) {
      const ended = await db.transaction((tx) => revokeSession(tx, me.id, sessionId));
      if (!ended) throw notFound();
      await ctx.sessionRevocations.reload();
      return { message: ACCOUNT_MESSAGES.signedOutOne };
    },
  };
}
