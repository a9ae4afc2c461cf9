import { todayInNairobi } from '@kweli/shared';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { applicationStatusChanges, applications, candidateProfiles, jobs, savedJobs } from '../schema.ts';

/**
 * The demo candidate's applications and saved jobs, so that My Applications, Drafts, the details
 * timeline and Saved Jobs have something to show on the first start: submitted applications at each
 * review stage (one to the demo employer, who then sees an applicant), a draft, and three saved jobs.
 * Only open, published jobs are used, so every one can still be applied to or continued. The
 * applications carry the candidate's profile CV when the demo data gave them one (so call this after
 * the demo CVs are written).
 */
const COVER_LETTERS = [
  'I am excited to apply for this role. My experience matches what you describe, and I would welcome the chance to contribute to your team.',
  'Please find my application for this position. I have followed your work for a while and would love to bring my skills to it.',
  'I would like to be considered for this job. I learn fast, work well with others and am ready to start soon.',
];

export async function addDemoApplications(
  tx: Tx,
  candidateId: number,
  demoEmployerId: number,
): Promise<void> {
  const open = await tx
    .select({ id: jobs.id, employerId: jobs.employerId })
    .from(jobs)
    .where(and(eq(jobs.status, 'published'), or(isNull(jobs.dueDate), gte(jobs.dueDate, todayInNairobi()))))
    .orderBy(asc(jobs.id));
  const fromDemoEmployer = open.find((j) => j.employerId === demoEmployerId);
  // One job per company first, so that the lists show a spread of employers.
  const seen = new Set<number>([demoEmployerId]);
  const spread = open.filter((j) => !seen.has(j.employerId) && seen.add(j.employerId));
  const rest = open.filter((j) => j.employerId !== demoEmployerId && !spread.includes(j));
  const others = [...spread, ...rest];
  if (!fromDemoEmployer || others.length < 7) return;

  const stages = [
    { job: fromDemoEmployer, review: 'pending' as const, daysAgo: 2 },
    { job: others[0]!, review: 'reviewed' as const, daysAgo: 9 },
    { job: others[1]!, review: 'shortlisted' as const, daysAgo: 15 },
  ];
  const [profile] = await tx
    .select({ cv: candidateProfiles.cvFile })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  const cv = profile?.cv ?? null;
  const now = Date.now();
  for (const [i, stage] of stages.entries()) {
    const submittedAt = new Date(now - stage.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: stage.job.id,
        candidateId,
        coverLetter: COVER_LETTERS[i]!,
        cv,
        submissionStatus: 'submitted',
        reviewStatus: stage.review,
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: applications.id });
    const history: (typeof applicationStatusChanges.$inferInsert)[] = [
      {
        applicationId: row!.id,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: candidateId,
        changedAt: submittedAt,
      },
    ];
    if (stage.review !== 'pending')
      history.push({
        applicationId: row!.id,
        fromStatus: 'pending',
        toStatus: stage.review,
        changedBy: stage.job.employerId,
        changedAt: new Date(submittedAt.getTime() + 2 * 86_400_000),
      });
    await tx.insert(applicationStatusChanges).values(history);
  }
  await tx
    .update(jobs)
    .set({ applicantsCount: sql`${jobs.applicantsCount} + 1` })
    .where(
      inArray(
        jobs.id,
        stages.map((s) => s.job.id),
      ),
    );

  await tx.insert(applications).values({
    jobId: others[2]!.id,
    candidateId,
    coverLetter: 'I am writing to apply for this position because',
    submissionStatus: 'draft',
  });

  await tx.insert(savedJobs).values(
    [others[3]!, others[4]!, others[5]!].map((job, i) => ({
      candidateId,
      jobId: job.id,
      createdAt: new Date(now - (i + 1) * 3_600_000),
    })),
  );
}
