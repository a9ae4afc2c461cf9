import type { Language, Role } from '@kweli/shared';
import { AUTH_MESSAGES, PRIVACY_NOTICE_VERSION } from '@kweli/shared';
import type { Executor } from '../../db/connect.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { madeStale, TALENT_POOL } from '../../platform/stale-answers.ts';
import type { AccountName, AuthLimits, EmailVerification, GoogleIdentity } from '../auth/index.ts';
import {
  AUTH_ANSWERS,
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  type NewUser,
  normalEmail,
} from '../auth/index.ts';
import { candidateSignUpName, createCandidateProfile } from '../candidates/index.ts';
import { createEmployerProfile, employerSignUpName } from '../employers/index.ts';

/**
 * Signing up (docs/product/foundation.md §4): a new account and the empty profile of its role in one
 * transaction. It sits above auth and the two profile modules so that none of them knows the others.
 */
export interface SignUpNames {
  fullName?: string;
  userName?: string;
  companyName?: string;
}

async function openAccount(tx: Executor, values: NewUser, names: SignUpNames) {
  const user = await insertUser(tx, values);
  // The form requires the terms box, so a completed sign-up is the acceptance of the current terms and
  // privacy notice; the privacy centre records it with its version (issue 23 item 4).
  await publish(tx, 'account.opened', {
    userId: user.id,
    role: values.role,
    noticeVersion: PRIVACY_NOTICE_VERSION,
  });
  if (values.role === 'candidate') await createCandidateProfile(tx, user.id, names.fullName ?? '');
  else
    await createEmployerProfile(tx, user.id, {
      userName: names.userName ?? '',
      companyName: names.companyName ?? '',
    });
  return user;
}

/** Whom the verification e-mail greets: the name given at sign-up. */
export const signUpName: (ctx: AppContext) => AccountName =
  ({ db }) =>
  async (user) =>
    user.role === 'candidate' ? candidateSignUpName(db, user.id) : employerSignUpName(db, user.id);

export function createSignUp(ctx: AppContext, limits: AuthLimits, verification: EmailVerification) {
  const { db } = ctx;
  /** A new candidate joins the talent pool once the profile is filled in; the pool's answers are stale. */
  const accountOpened = (role: Role) => {
    if (role === 'candidate') madeStale(db, TALENT_POOL);
  };
  return {
    async signUp(
      role: Role,
      input: { email: string; password: string; language?: Language | undefined } & SignUpNames,
      ip: string,
    ) {
      const email = normalEmail(input.email);
      await limits.limiter.consume(limits.signUp(ip));
      const taken = () => fieldError('user.email', AUTH_MESSAGES.emailTaken);
      if (await findUserByEmail(db, email)) throw taken();
      await limits.limiter.consume(limits.email(email, ip)[0]);
      const passwordHash = await hashPassword(input.password);
      try {
        const answer = await db.transaction(async (tx) => {
          const user = await openAccount(
            tx,
            { email, role, passwordHash, verified: false, language: input.language ?? 'en' },
            input,
          );
          await verification.send(tx, user, input.fullName ?? input.userName ?? '');
          return { message: AUTH_ANSWERS.signedUp, email, role };
        });
        accountOpened(role);
        return answer;
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** A first Google sign-in with a chosen role: a verified account, named as Google names the person. */
    async openGoogleAccount(identity: GoogleIdentity, role: Role, language: Language = 'en') {
      const user = await db.transaction((tx) =>
        openAccount(
          tx,
          { email: identity.email, role, verified: true, googleSub: identity.sub, language },
          { fullName: identity.name, userName: identity.name },
        ),
      );
      accountOpened(role);
      return user;
    },
  };
}
