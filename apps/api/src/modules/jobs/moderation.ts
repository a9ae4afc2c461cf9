import { type HeldJob, type JobDecision, PAGE_SIZE } from '@kweli/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { tellRemoved } from './close-out.ts';
import { jobs } from './schema.ts';

/**
 * Held jobs and the admins' decisions on them (issue 22 item 3), for the moderation module: the jobs
 * module keeps its table, moderation decides.
 */
export async function listHeldJobs(
  db: Executor,
  page: number,
): Promise<{ count: number; results: HeldJob[] }> {
  const held = eq(jobs.status, 'in_review');
  const [total] = await db.select({ n: count() }).from(jobs).where(held);
  const found = await db
    .select()
    .from(jobs)
    .where(held)
    .orderBy(asc(jobs.heldAt), asc(jobs.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: Number(total?.n ?? 0),
    results: found.map((j) => ({
      id: j.id,
      employer_id: j.employerId,
      job_title: j.jobTitle,
      company_name: j.companyName,
      city: j.city,
      country: j.country,
      description: j.description,
      requirements: j.requirements,
      application_details: j.applicationDetails,
      benefits: j.benefits,
      review_reasons: j.reviewReasons,
      held_at: j.heldAt?.toISOString() ?? null,
    })),
  };
}

/**
 * An admin's decision on a held job, in the caller's transaction: approved, it is published (and, the
 * first time, announced to the modules that match candidates); removed, it stays off the board with the
 * reason its employer reads, and its waiting applicants are told it was withdrawn (item 7). A job that is not held (decided already, by another admin at the same
 * moment too: the row is locked) is not found.
 */
export async function decideHeldJob(
  tx: Executor,
  jobId: number,
  decision: JobDecision,
  reason: string,
): Promise<{ employerId: number; jobTitle: string; status: 'published' | 'removed' }> {
  const [job] = await tx
    .select({
      employerId: jobs.employerId,
      jobTitle: jobs.jobTitle,
      companyName: jobs.companyName,
      publishedAt: jobs.publishedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'in_review')))
    .for('update');
  if (!job) throw notFound();
  if (decision === 'approve') {
    await tx
      .update(jobs)
      .set({
        status: 'published',
        publishedAt: sql`coalesce(${jobs.publishedAt}, now())`,
        reviewReasons: [],
        heldAt: null,
        heldFor: null,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, jobId));
    if (!job.publishedAt) await publish(tx, 'job.published', { jobId });
    return { employerId: job.employerId, jobTitle: job.jobTitle, status: 'published' };
  }
  await tx
    .update(jobs)
    .set({ status: 'removed', moderationReason: reason, heldAt: null, heldFor: null, updatedAt: new Date() })
    .where(eq(jobs.id, jobId));
  // A job held after it was published (by reports) may have applicants: they are told it was withdrawn.
  await tellRemoved(tx, { id: jobId, jobTitle: job.jobTitle, companyName: job.companyName });
  return { employerId: job.employerId, jobTitle: job.jobTitle, status: 'removed' };
}

/**
 * Enough people reported a published job (issue 22 item 4): it leaves search and its page, held for the
 * admins as a screened job is, with a reason its employer reads. Anything but a published job is left
 * as it is. Answers whether the job was held now.
 */
export async function holdReportedJob(tx: Executor, jobId: number, reason: string): Promise<boolean> {
  const held = await tx
    .update(jobs)
    .set({ status: 'in_review', heldFor: 'reports', heldAt: new Date(), reviewReasons: [reason] })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'published')))
    .returning({ id: jobs.id });
  return held.length > 0;
}
