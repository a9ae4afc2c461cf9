import { APPLICATION_MESSAGES, PAGE_SIZE, type SavedJob } from '@kweli/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import { jobs, savedJobs } from '../jobs/schema.ts';

/**
 * The candidate's saved jobs (spec 03 §2 "Saved Jobs"): listed newest saved first, as the job card
 * shows them, and removed by the job's id. A saved job stays listed after its due date, so that the
 * candidate sees it has closed; one that is no longer published is left out.
 */
export async function listSavedJobs(
  db: Db,
  candidateId: number,
  page: number,
): Promise<{ count: number; results: SavedJob[] }> {
  const where = and(eq(savedJobs.candidateId, candidateId), eq(jobs.status, 'published'));
  const [total] = await db
    .select({ n: count() })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(where);
  const found = await db
    .select({ job: jobs, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(where)
    .orderBy(desc(savedJobs.createdAt), desc(jobs.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    results: found.map(({ job, savedAt }) => ({
      id: job.id,
      job_title: job.jobTitle,
      company_name: job.companyName,
      company_logo: job.companyLogo,
      city: job.city,
      country: job.country,
      job_type: job.jobType,
      working_period: job.workingPeriod,
      location_type: job.locationType,
      due_date: job.dueDate,
      description: job.description,
      applicants_count: job.applicantsCount,
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
