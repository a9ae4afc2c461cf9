import { type JobReport, type JobReportPayload, PAGE_SIZE, REPORT_MESSAGES } from '@kweli/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import { notFound } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import { userAccounts } from '../auth/index.ts';
import { findPublicJob, holdReportedJob, jobCards } from '../jobs/index.ts';
import { jobReports } from './schema.ts';

/**
 * Reports of jobs (issue 22 item 4). Anyone may report a public job, at most 20 reports an hour from one
 * address. A reporter counts once per job: a signed-in user by account, a visitor by address; a second
 * report answers 200 and adds nothing (a unique index decides, so parallel repeats add one). When
 * REPORTS_TO_HIDE different reporters have unresolved reports of a published job, it is held for the
 * admins, in the same transaction as the report that tipped it.
 */
export const REPORTS_PER_ADDRESS_PER_HOUR = 20;

export async function reportJob(
  db: Db,
  limiter: RateLimiter,
  options: { viewer: SessionUser | null; address: string; reportsToHide: number },
  jobId: number,
  report: Required<JobReportPayload>,
): Promise<{ created: boolean }> {
  await limiter.consume({
    key: `report:ip:${options.address}`,
    max: REPORTS_PER_ADDRESS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!(await findPublicJob(db, jobId))) throw notFound();
  const held = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobReports)
      .values({
        jobId,
        reporterId: options.viewer?.id ?? null,
        reporterAddress: options.viewer ? null : options.address,
        reason: report.reason,
        details: report.details,
      })
      .onConflictDoNothing()
      .returning({ id: jobReports.id });
    if (inserted.length === 0) return { created: false, held: false };
    const [open] = await tx
      .select({ n: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.resolvedAt)));
    const tipped =
      Number(open?.n ?? 0) >= options.reportsToHide &&
      (await holdReportedJob(tx, jobId, REPORT_MESSAGES.heldReason));
    return { created: true, held: tipped };
  });
  if (held.held) madeStale(db, PUBLIC_JOBS);
  return { created: held.created };
}

/** An admin decided the job: its reports are dealt with and count no more. */
export async function resolveReports(tx: Executor, jobId: number): Promise<void> {
  await tx
    .update(jobReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.resolvedAt)));
}

/** GET /admin/reports/: newest first, with the job and, for a signed-in reporter, the account's e-mail. */
export async function listReports(
  db: Executor,
  page: number,
): Promise<{ count: number; results: JobReport[] }> {
  const [total] = await db.select({ n: count() }).from(jobReports);
  const found = await db
    .select({
      report: jobReports,
      jobTitle: jobCards.jobTitle,
      jobStatus: jobCards.status,
      email: userAccounts.email,
    })
    .from(jobReports)
    .leftJoin(jobCards, eq(jobCards.id, jobReports.jobId))
    .leftJoin(userAccounts, eq(userAccounts.userId, jobReports.reporterId))
    .orderBy(desc(jobReports.createdAt), desc(jobReports.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: Number(total?.n ?? 0),
    results: found.map(({ report, jobTitle, jobStatus, email }) => ({
      id: Number(report.id),
      job_id: report.jobId,
      job_title: jobTitle ?? '',
      job_status: jobStatus ?? 'deleted',
      reason: report.reason,
      details: report.details,
      reporter_email: email ?? null,
      created_at: report.createdAt.toISOString(),
      resolved: report.resolvedAt !== null,
    })),
  };
}
