import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobCards } from '../jobs/index.ts';
import { savedJobs } from './schema.ts';

/** The jobs a candidate saved, for their data export (issue 23 item 2). */
export async function savedJobsData(db: Executor, candidateId: number) {
  const found = await db
    .select({
      jobId: savedJobs.jobId,
      savedAt: savedJobs.createdAt,
      title: jobCards.jobTitle,
      company: jobCards.companyName,
    })
    .from(savedJobs)
    .leftJoin(jobCards, eq(jobCards.id, savedJobs.jobId))
    .where(eq(savedJobs.candidateId, candidateId))
    .orderBy(asc(savedJobs.createdAt));
  return found.map((row) => ({
    job_id: row.jobId,
    job_title: row.title,
    company_name: row.company,
    saved_at: row.savedAt.toISOString(),
  }));
}
