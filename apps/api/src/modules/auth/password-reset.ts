import type { Language } from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserByEmail, normalEmail } from './accounts.ts';
import { AUTH_ANSWERS } from './answers.ts';
import { noAccountEmail, passwordResetEmail } from './emails.ts';
import { userLanguage } from './languages.ts';
import { type AuthLimits, accountLoginPrefix } from './limits.ts';
import { users } from './schema.ts';
import {
  checkLinkToken,
  decodeUid,
  encodeUid,
  issueLinkToken,
  revokeAllSessions,
  useLinkToken,
} from './tokens.ts';

/**
 * Forgotten passwords (docs/product/foundation.md §4): a reset link by e-mail, single use, one hour; old
 * sessions end.
 */
export function createPasswordReset(ctx: AppContext, limits: AuthLimits) {
  const { db, config } = ctx;
  return {
    /**
     * Known or not, the same path (issue 20, item 12): the same answer, and one transaction that queues
     * one e-mail to the address, so neither the time of the answer nor the mail sent tells an account
     * apart.
     */
    async request(emailInput: string, ip: string, askedIn: Language = 'en') {
      const email = normalEmail(emailInput);
      await limits.limiter.consume(...limits.email(email, ip));
      const user = await findUserByEmail(db, email);
      await db.transaction(async (tx) => {
        if (user?.isActive) {
          const token = await issueLinkToken(tx, user.id, 'password_reset');
          const link = `${config.publicUrl}/password-reset-confirm/${encodeUid(user.id)}/${token}`;
          await enqueueEmail(tx, passwordResetEmail(user.email, link, await userLanguage(tx, user.id)));
        } else {
          // No account to read a language from: the language the page was read in (issue 25 item 1).
          await enqueueEmail(tx, noAccountEmail(email, `${config.publicUrl}/`, askedIn));
        }
      });
      return { message: AUTH_ANSWERS.resetSent };
    },

    async confirm(uidb64: string, token: string, password: string) {
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
      if (owner) await limits.limiter.resetPrefix(accountLoginPrefix(owner.email));
      return { message: AUTH_ANSWERS.resetDone };
    },
  };
}
