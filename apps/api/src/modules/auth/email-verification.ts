import type { Role } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { findUserByEmail, normalEmail } from './accounts.ts';
import { AUTH_ANSWERS } from './answers.ts';
import { verificationEmail } from './emails.ts';
import { userLanguage } from './languages.ts';
import type { AuthLimits } from './limits.ts';
import { users } from './schema.ts';
import { decodeUid, encodeUid, issueLinkToken, useLinkToken } from './tokens.ts';

/** The name a verification e-mail greets; the sign-up use case reads it from the profile. */
export type AccountName = (user: { id: number; role: Role }) => Promise<string>;

/**
 * Verifying an e-mail address (docs/product/foundation.md §4): the link sent at sign-up, single use, and
 * sending it again.
 */
export function createEmailVerification(ctx: AppContext, limits: AuthLimits) {
  const { db, config } = ctx;

  async function send(tx: Executor, user: { id: number; email: string }, name: string) {
    const token = await issueLinkToken(tx, user.id, 'verify_email');
    const link = `${config.publicUrl}/verify-email/${encodeUid(user.id)}/${token}`;
    await enqueueEmail(tx, verificationEmail(user.email, name, link, await userLanguage(tx, user.id)));
  }

  return {
    send,

    async verify(uidb64: string, token: string) {
      const userId = decodeUid(uidb64);
      if (!userId) throw badRequest(AUTH_ANSWERS.verificationInvalid);
      const outcome = await db.transaction(async (tx) => {
        const result = await useLinkToken(tx, userId, 'verify_email', token);
        if (result !== 'ok') return { result, email: '' };
        const [verified] = await tx
          .update(users)
          .set({ isVerified: true, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        return { result, email: verified?.email ?? '' };
      });
      if (outcome.result === 'unknown') throw new AppError(404, AUTH_ANSWERS.verificationNotFound);
      if (outcome.result === 'expired') throw badRequest(AUTH_ANSWERS.verificationExpired);
      // The address comes back so that login can say it is verified and fill it in (issue 27 item 10):
      // whoever holds this single-use link received it at that address.
      return { message: AUTH_ANSWERS.verified, email: outcome.email };
    },

    /** The same answer whether or not the account exists, so the call reveals no accounts. */
    async resend(emailInput: string, ip: string, nameOf: AccountName) {
      const email = normalEmail(emailInput);
      await limits.limiter.consume(...limits.email(email, ip));
      const user = await findUserByEmail(db, email);
      if (user && !user.isVerified && user.isActive) {
        const name = await nameOf(user);
        await db.transaction((tx) => send(tx, user, name));
      }
      return { message: AUTH_ANSWERS.verificationResent };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
