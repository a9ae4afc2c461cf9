import { candidateDisplayName } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { ApplicationFacts } from '../../platform/events.ts';
import { candidateNames } from '../candidates/index.ts';
import { jobCards } from '../jobs/index.ts';
import { applications } from './schema.ts';

/** The facts the application events carry (platform/events.ts), read in the writer's transaction. */
export async function applicationFacts(tx: Executor, applicationId: number): Promise<ApplicationFacts> {
  const [row] = await tx
    .select({
      candidateId: applications.candidateId,
      jobId: jobCards.id,
      employerId: jobCards.employerId,
      jobTitle: jobCards.jobTitle,
      companyName: jobCards.companyName,
      firstName: candidateNames.firstName,
      lastName: candidateNames.lastName,
      fullName: candidateNames.fullName,
    })
    .from(applications)
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .leftJoin(candidateNames, eq(candidateNames.userId, applications.candidateId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error(`application ${applicationId} not found for its event`);
  return {
    applicationId,
    candidateId: row.candidateId,
    candidateName: candidateDisplayName({
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: row.fullName,
    }),
    employerId: row.employerId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
  };
}
