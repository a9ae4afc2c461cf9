import { todayInNairobi } from '@kweli/shared';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { type JobCloseCause, publish } from '../../platform/events.ts';
import { jobs } from './schema.ts';

/**
 * Close-out (issue 22 item 7, docs/decisions/065-close-out-and-suspension.md): a job stops taking
 * applications and its waiting applicants are told once. Every way a job closes goes through here: its
 * employer closes it (`POST /employer/jobs/{id}/close/`, or a DELETE while it has applicants), a
 * suspension or an account deletion withdraws every open job of the employer, an admin removes it, or
 * its due date passes (the sweep below). Each publishes `job.closed` in the transaction that made the
 * change; notifications tells the applicants there (one notification per candidate and job, migration
 * 0085's unique index), so they are told exactly when the change commits, and never twice.
 */

/** How often one instance looks for jobs past their due date (jobs' routes start it with the outbox; decision 122). */
export const CLOSE_OUT_EVERY_MINUTES = 10;
const SWEEP_BATCH = 50;

/** The statuses a job takes applications in, or may again (held for review): what closing ends. */
const OPEN = ['published', 'in_review'] as const;

interface Closed {
  id: number;
  jobTitle: string;
  companyName: string;
}

async function tellApplicants(tx: Executor, closed: Closed[], why: JobCloseCause): Promise<void> {
  for (const job of closed)
    await publish(tx, 'job.closed', {
      jobId: job.id,
      jobTitle: job.jobTitle,
      companyName: job.companyName,
      why,
    });
}

const closedColumns = (why: 'closed' | 'withdrawn') => ({
  status: 'closed' as const,
  closeReason: why,
  closedAt: new Date(),
  closedOutAt: new Date(),
  heldAt: null,
  heldFor: null,
  updatedAt: new Date(),
});

/**
 * Closes one job inside the caller's transaction, which holds the job's row lock (so two closes at once
 * tell the applicants once: the second finds it closed). Only an open job closes, unless
 * `evenIfNotOpen` (a deletion closes a draft or removed job that has applications). Answers whether it
 * changed.
 */
export async function closeLockedJob(
  tx: Executor,
  jobId: number,
  why: 'closed' | 'withdrawn',
  { evenIfNotOpen = false } = {},
): Promise<boolean> {
  const closed = await tx
    .update(jobs)
    .set(closedColumns(why))
    .where(and(eq(jobs.id, jobId), evenIfNotOpen ? ne(jobs.status, 'closed') : inArray(jobs.status, OPEN)))
    .returning({ id: jobs.id, jobTitle: jobs.jobTitle, companyName: jobs.companyName });
  await tellApplicants(tx, closed, why);
  return closed.length > 0;
}

/**
 * Withdraws every open job (published or held for review) of an employer and tells their waiting
 * applicants, in the caller's transaction: for a suspension (issue 22 item 6) and an employer's account
 * deletion (issue 23). Drafts stay drafts; removed and closed jobs stay as they are. Answers how many
 * jobs it closed. Calling it again closes nothing more and tells nobody again. Kept answers of the
 * public search follow within ANSWER_CACHE_SECONDS; a caller holding the app's handle may say so at
 * once with `madeStale(db, PUBLIC_JOBS)` after its commit.
 */
export async function closeEmployerJobs(tx: Executor, employerId: number): Promise<number> {
  const closed = await tx
    .update(jobs)
    .set(closedColumns('withdrawn'))
    .where(and(eq(jobs.employerId, employerId), inArray(jobs.status, OPEN)))
    .returning({ id: jobs.id, jobTitle: jobs.jobTitle, companyName: jobs.companyName });
  await tellApplicants(tx, closed, 'withdrawn');
  return closed.length;
}

/** An admin removed a job (issue 22 item 3): withdrawn, its waiting applicants are told. */
export async function tellRemoved(tx: Executor, job: Closed): Promise<void> {
  await tx.update(jobs).set({ closedOutAt: new Date() }).where(eq(jobs.id, job.id));
  await tellApplicants(tx, [job], 'withdrawn');
}

/**
 * The due-date sweep: published jobs whose due date (the last day applications are taken, in Nairobi)
 * has passed and whose applicants were not told yet are claimed `FOR UPDATE SKIP LOCKED` in batches
 * (as the job alerts claim their due work, decision 071), marked told and announced in that one
 * transaction, so two instances never take the same job and one that dies mid-batch leaves it due.
 * The job keeps its status: an expired job's page says so and takes no application. Answers how many
 * jobs it closed out.
 */
export async function closeOutExpiredJobs(db: Executor, now = new Date()): Promise<number> {
  const today = todayInNairobi(now);
  let total = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await rows<{ id: number; job_title: string; company_name: string }>(
        tx,
        sql`update jobs j set closed_out_at = ${now.toISOString()}::timestamptz
            from (select id from jobs
                  where status = 'published' and closed_out_at is null and due_date < ${today}::date
                  order by due_date, id limit ${SWEEP_BATCH}
                  for update skip locked) due
            where j.id = due.id
            returning j.id, j.job_title, j.company_name`,
      );
      await tellApplicants(
        tx,
        due.map((j) => ({ id: j.id, jobTitle: j.job_title, companyName: j.company_name })),
        'expired',
      );
      return due.length;
    });
    total += batch;
    if (batch < SWEEP_BATCH) return total;
  }
}

/** How many open jobs (published or held) each of these employers has, for the admins' employer list. */
export async function openJobCounts(db: Executor, employerIds: number[]): Promise<Map<number, number>> {
  if (employerIds.length === 0) return new Map();
  const found = await db
    .select({ employerId: jobs.employerId, n: count() })
    .from(jobs)
    .where(and(inArray(jobs.employerId, employerIds), inArray(jobs.status, OPEN)))
    .groupBy(jobs.employerId);
  return new Map(found.map((r) => [r.employerId, Number(r.n)]));
}
