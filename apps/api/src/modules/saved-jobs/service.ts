import {
  APPLICATION_MESSAGES,
  PAGE_SIZE,
  SAVED_JOB_IDS_MAX,
  type SavedJob,
  type SavedJobAnswer,
} from '@kweli/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, rows } from '../../db/connect.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findPublicJob, jobCardColumns, jobCards, toJobCard } from '../jobs/index.ts';
import { savedJobs } from './schema.ts';

/**
 * Saving a job for a candidate (docs/product/foundation.md §7). Only a job the public can see can be saved;
 * saving it again keeps the first save (not an error), so a double tap or a replayed pending action is
 * harmless.
 */
export async function saveJob(
  db: Executor,
  candidateId: number,
  jobId: number,
): Promise<{ created: boolean; saved: SavedJobAnswer }> {
  if (!(await findPublicJob(db, jobId))) throw notFound();
  const inserted = await rows<{ saved_at: string }>(
    db,
    sql`insert into saved_jobs (candidate_id, job_id) values (${candidateId}, ${jobId})
      on conflict (candidate_id, job_id) do nothing returning created_at as saved_at`,
  );
  const [row] = inserted.length
    ? inserted
    : await rows<{ saved_at: string }>(
        db,
        sql`select created_at as saved_at from saved_jobs where candidate_id = ${candidateId} and job_id = ${jobId}`,
      );
  return {
    created: inserted.length > 0,
    saved: { job_id: jobId, saved_at: new Date(row!.saved_at).toISOString() },
  };
}

/**
 * The candidate's saved jobs (docs/product/candidate.md §2 "Saved Jobs"): listed newest saved first, as the
 * job card shows them, and removed by the job's id. A saved job stays listed after its due date, so that the
 * candidate sees it has closed; one that is no longer published is left out.
 */
export async function listSavedJobs(
  db: Db,
  candidateId: number,
  page: number,
): Promise<{ count: number; results: SavedJob[] }> {
  const where = and(eq(savedJobs.candidateId, candidateId), eq(jobCards.status, 'published'));
  const [total] = await db
    .select({ n: count() })
    .from(savedJobs)
    .innerJoin(jobCards, eq(jobCards.id, savedJobs.jobId))
    .where(where);
  const found = await db
    .select({
      job: {
        ...jobCardColumns,
        description: jobCards.description,
        applicantsCount: jobCards.applicantsCount,
        employerVerified: jobCards.employerVerified,
      },
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobCards, eq(jobCards.id, savedJobs.jobId))
    .where(where)
    .orderBy(desc(savedJobs.createdAt), desc(jobCards.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    results: found.map(({ job, savedAt }) => ({
      ...toJobCard(job),
      description: job.description,
      applicants_count: job.applicantsCount,
      employer_verified: job.employerVerified,
      saved_at: savedAt.toISOString(),
    })),
  };
}

/** DELETE /candidate/saved-jobs/{id}/ with the job's id; a job not saved is not found. */
export async function removeSavedJob(db: Db, candidateId: number, jobId: number): Promise<void> {
  const removed = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  if (removed.length === 0) throw new AppError(404, APPLICATION_MESSAGES.notSaved);
}

/** The ids of the candidate's saved jobs, newest first: what the job cards and pages mark "Saved". */
export async function savedJobIds(db: Executor, candidateId: number): Promise<number[]> {
  const found = await db
    .select({ id: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
    .limit(SAVED_JOB_IDS_MAX);
  return found.map((r) => r.id);
}
