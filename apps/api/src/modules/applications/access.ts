import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobs } from '../jobs/schema.ts';
import { applications } from './schema.ts';

/**
 * Who may read an application's CV besides its candidate: the employer of the job it was submitted
 * to. A draft is the candidate's alone until it is sent.
 */
export async function employerCanReadApplicationCv(
  db: Executor,
  employerId: number,
  key: string,
): Promise<boolean> {
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.cv, key),
        eq(applications.submissionStatus, 'submitted'),
        eq(jobs.employerId, employerId),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Whether a candidate has sent (submitted) an application to one of an employer's jobs. */
export async function candidateAppliedToEmployer(
  db: Executor,
  candidateId: number,
  employerId: number,
): Promise<boolean> {
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(applications.submissionStatus, 'submitted'),
        eq(jobs.employerId, employerId),
      ),
    )
    .limit(1);
  return found.length > 0;
}
