import { ERASURE_MESSAGES, type EraseAccountPayload } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueEmail, forgetMailMentioning, forgetMailTo } from '../../platform/outbox.ts';
import { forgetRateLimitsNaming } from '../../platform/rate-limit.ts';
import { candidateAnswers, madeStale, PUBLIC_JOBS, TALENT_POOL } from '../../platform/stale-answers.ts';
import type { Language } from '../../platform/texts.ts';
import { eraseAlertsOf } from '../alerts/index.ts';
import { anonymiseApplicationsOf } from '../applications/index.ts';
import {
  compose,
  createAccountSettings,
  createAuthLimits,
  eraseAccountRow,
  helloLine,
  userLanguage,
} from '../auth/index.ts';
import { eraseCandidateProfile } from '../candidates/index.ts';
import { eraseCompanyProfile } from '../employers/index.ts';
import { closeEmployerJobs } from '../jobs/index.ts';
import { eraseFilesOf, removeStoredFile } from '../media/index.ts';
import { forgetReporter } from '../moderation/index.ts';
import { anonymiseApplicationNotifications, eraseNotificationsOf } from '../notifications/index.ts';
import { eraseSavedJobs } from '../saved-jobs/index.ts';
import { eraseTalentRecordsOf } from '../talent/index.ts';
import { consents, dataExports, dataViews } from './schema.ts';
import { privacyTexts } from './texts.ts';

/**
 * Erasure (issue 23 item 3; docs/decisions/083-erasure.md; docs/product/rules.md "Privacy"). The
 * privacy module, above every other, asks each owner to erase its own tables through its `index.ts`,
 * all in one transaction: either the whole person is gone or nothing changed. Retention (item 6) erases
 * inactive candidates the same way.
 */

/** The privacy centre's own records of the person: consents, who viewed them, their exports (and files). */
async function erasePrivacyRecords(tx: Executor, userId: number): Promise<void> {
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx.delete(dataViews).where(eq(dataViews.candidateId, userId));
  // The views an erased employer made stay the candidates' records, by the company name copied then.
  await tx.update(dataViews).set({ employerId: null }).where(eq(dataViews.employerId, userId));
  const exported = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning();
  for (const row of exported) if (row.fileKey) await removeStoredFile(row.fileKey);
}

function goodbyeEmail(to: string, homeLink: string, language: Language) {
  const t = privacyTexts(language);
  return compose(
    to,
    t('goodbye.subject'),
    helloLine(language),
    [t('goodbye.deleted'), t('goodbye.newAccount')],
    t('goodbye.action'),
    homeLink,
    [t('goodbye.notYou')],
    language,
  );
}

/**
 * Erases one person in the caller's transaction; false when there was nothing left to erase (a
 * parallel erasure came first: the account row lock orders them).
 */
export async function erasePerson(
  tx: Executor,
  userId: number,
  options: { goodbyeLink?: string } = {},
): Promise<boolean> {
  // Read before the account row is emptied: the goodbye is written in the person's language.
  const language = await userLanguage(tx, userId);
  const account = await eraseAccountRow(tx, userId);
  if (!account) return false;
  if (account.role === 'candidate') {
    const kept = await anonymiseApplicationsOf(tx, userId);
    await anonymiseApplicationNotifications(tx, kept);
    await forgetMailMentioning(tx, await eraseCandidateProfile(tx, userId));
    await eraseSavedJobs(tx, userId);
  } else {
    // Its open jobs close as withdrawn and their waiting applicants are told (issue 22's close-out).
    await closeEmployerJobs(tx, userId);
    await eraseCompanyProfile(tx, userId);
  }
  await eraseTalentRecordsOf(tx, userId);
  await eraseAlertsOf(tx, userId, account.email);
  await eraseNotificationsOf(tx, userId);
  await forgetReporter(tx, userId);
  await erasePrivacyRecords(tx, userId);
  await forgetMailTo(tx, account.email);
  await forgetRateLimitsNaming(tx, account.email);
  await eraseFilesOf(tx, userId);
  if (options.goodbyeLink) {
    await enqueueEmail(tx, goodbyeEmail(account.email, options.goodbyeLink, language), {
      forgetWhenSent: true,
    });
  }
  return true;
}

export function createErasure(ctx: AppContext) {
  const owner = createAccountSettings(ctx, createAuthLimits(ctx));
  return {
    /** DELETE /account/: the owner confirms (password, or a fresh Google sign-in), then all goes at once. */
    async eraseOwnAccount(me: SessionUser, input: EraseAccountPayload, ip: string) {
      await owner.confirmOwner(me, input.password, ip);
      await ctx.db.transaction((tx) => erasePerson(tx, me.id, { goodbyeLink: `${ctx.config.publicUrl}/` }));
      // Every session of the person ends now on this instance, within a second on the others.
      await ctx.sessionRevocations.reload();
      madeStale(ctx.db, TALENT_POOL, PUBLIC_JOBS, candidateAnswers(me.id));
      return { message: ERASURE_MESSAGES.deleted };
    },
  };
}
