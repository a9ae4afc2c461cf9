import { todayInNairobi } from '@kweli/shared';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { applicationStatusChanges, applications, candidateProfiles, jobs } from '../schema.ts';

/**
 * Applicants for the demo employer, so that the applicants table, the application detail and the
 * Shortlist have something to review on the first start: other demo candidates apply to the demo
 * employer's first open jobs, one at each review status, with their history recorded as the review
 * would have written it.
 */
const STAGES = [
  {
    review: 'shortlisted',
    daysAgo: 6,
    letter: 'I have led data teams for five years.\nI would be glad to talk.',
  },
  { review: 'reviewed', daysAgo: 4, letter: 'Please find my application attached.' },
  { review: 'pending', daysAgo: 1, letter: '' },
  { review: 'rejected', daysAgo: 8, letter: 'I am applying for this role with interest.' },
] as const;

export async function addDemoApplicants(
  tx: Tx,
  demoEmployerId: number,
  candidateIds: number[],
): Promise<void> {
  const open = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, demoEmployerId),
        eq(jobs.status, 'published'),
        or(isNull(jobs.dueDate), gte(jobs.dueDate, todayInNairobi())),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(2);
  if (open.length === 0 || candidateIds.length === 0) return;
  const profiles = await tx
    .select({ id: candidateProfiles.userId, cv: candidateProfiles.cvFile })
    .from(candidateProfiles)
    .where(inArray(candidateProfiles.userId, candidateIds));
  const cvOf = new Map(profiles.map((p) => [p.id, p.cv]));
  const now = Date.now();
  const applied: number[] = [];
  for (const [i, stage] of STAGES.entries()) {
    const candidateId = candidateIds[i % candidateIds.length]!;
    const job = open[i % open.length]!;
    const submittedAt = new Date(now - stage.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        candidateId,
        coverLetter: stage.letter,
        cv: cvOf.get(candidateId) ?? null,
        submissionStatus: 'submitted',
        reviewStatus: stage.review,
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!row) continue;
    applied.push(job.id);
    const history: (typeof applicationStatusChanges.$inferInsert)[] = [
      {
        applicationId: row.id,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: candidateId,
        changedAt: submittedAt,
      },
    ];
    if (stage.review !== 'pending') {
      const reviewedAt = new Date(submittedAt.getTime() + 3_600_000);
      history.push({
        applicationId: row.id,
        fromStatus: 'pending',
        toStatus: 'reviewed',
        changedBy: demoEmployerId,
        changedAt: reviewedAt,
      });
      if (stage.review !== 'reviewed')
        history.push({
          applicationId: row.id,
          fromStatus: 'reviewed',
          toStatus: stage.review,
          changedBy: demoEmployerId,
          changedAt: new Date(reviewedAt.getTime() + 86_400_000),
        });
    }
    await tx.insert(applicationStatusChanges).values(history);
  }
  for (const jobId of applied) {
    await tx
      .update(jobs)
      .set({ applicantsCount: sql`${jobs.applicantsCount} + 1` })
      .where(eq(jobs.id, jobId));
  }
}
