import type { AdminEmployer, EmployerAccountStatus, SuspensionAnswer } from '@kweli/shared';
import type { Db, Executor } from '../../db/connect.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import {
  type AdminAccount,
  compose,
  helloLine,
  liftSuspension,
  suspendAccount,
  userLanguage,
} from '../auth/index.ts';
import { listEmployerAccounts } from '../employers/index.ts';
import { closeEmployerJobs, openJobCounts } from '../jobs/index.ts';
import { recordDecision } from './audit.ts';
import { moderationTexts } from './texts.ts';

/**
 * Suspension of employers (issue 22 item 6, docs/decisions/065-close-out-and-suspension.md). Suspending
 * refuses the account's logins and ends its sessions (auth), withdraws its open jobs and tells their
 * waiting applicants (jobs' close-out), e-mails the employer and keeps the decision in the audit log,
 * all in one transaction. Lifting it lets the account log in again; the withdrawn jobs stay closed.
 * Suspending a suspended employer (or lifting an active one's) changes nothing and logs nothing.
 */
export async function suspendEmployer(
  ctx: Pick<AppContext, 'db' | 'sessionRevocations' | 'config'>,
  admin: AdminAccount,
  employerId: number,
  reason: string,
): Promise<SuspensionAnswer> {
  const closed = await ctx.db.transaction(async (tx) => {
    const account = await suspendAccount(tx, employerId, reason);
    if (!account) throw notFound();
    if (!account.changed) return 0;
    const jobs = await closeEmployerJobs(tx, employerId);
    await recordDecision(tx, admin, {
      action: 'employer.suspend',
      subjectType: 'employer',
      subjectId: employerId,
      reason,
    });
    await tellEmployer(tx, employerId, account.email, ctx.config.publicUrl, (t) => [
      t('suspension.suspended', { reason: reason.replace(/[.\s]+$/, '') }),
      t('suspension.whileSuspended'),
      t('suspension.mistake'),
    ]);
    return jobs;
  });
  await ctx.sessionRevocations.reload();
  madeStale(ctx.db, PUBLIC_JOBS);
  return { id: employerId, status: 'suspended', closed_jobs: closed };
}

export async function unsuspendEmployer(
  ctx: Pick<AppContext, 'db' | 'config'>,
  admin: AdminAccount,
  employerId: number,
  reason: string,
): Promise<SuspensionAnswer> {
  await ctx.db.transaction(async (tx) => {
    const account = await liftSuspension(tx, employerId);
    if (!account) throw notFound();
    if (!account.changed) return;
    await recordDecision(tx, admin, {
      action: 'employer.reinstate',
      subjectType: 'employer',
      subjectId: employerId,
      reason,
    });
    await tellEmployer(tx, employerId, account.email, ctx.config.publicUrl, (t) => [
      t('suspension.lifted'),
      t('suspension.jobsStayClosed'),
    ]);
  });
  return { id: employerId, status: 'active', closed_jobs: 0 };
}

/** The employer's e-mail about their account, in their language. */
async function tellEmployer(
  tx: Executor,
  employerId: number,
  to: string,
  publicUrl: string,
  lines: (t: ReturnType<typeof moderationTexts>) => string[],
): Promise<void> {
  const language = await userLanguage(tx, employerId);
  const t = moderationTexts(language);
  await enqueueEmail(
    tx,
    compose(
      to,
      t('suspension.subject'),
      helloLine(language),
      lines(t),
      t('suspension.action'),
      `${publicUrl}/`,
      [],
      language,
    ),
  );
}

/** The Employers section of the console: accounts with their status and open jobs. */
export async function listEmployers(
  db: Db,
  query: { q: string; status?: EmployerAccountStatus; page: number },
): Promise<{ count: number; results: AdminEmployer[] }> {
  const { count, results } = await listEmployerAccounts(db, query);
  const open = await openJobCounts(
    db,
    results.map((r) => r.id),
  );
  return {
    count,
    results: results.map((r) => ({
      id: r.id,
      company_name: r.companyName,
      contact_name: r.contactName,
      email: r.email,
      status: r.suspendedAt ? 'suspended' : 'active',
      suspended_at: r.suspendedAt?.toISOString() ?? null,
      suspension_reason: r.suspensionReason,
      open_jobs: open.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
