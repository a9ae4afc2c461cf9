import { type ApplicationCheckItem, PAGE_SIZE } from '@kweli/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { applications } from './schema.ts';

/** A candidate's own applications, newest first; never anyone else's. */
export async function candidateApplications(
  db: Executor,
  candidateId: number,
  { job, page }: { job?: number; page: number },
): Promise<{ count: number; results: ApplicationCheckItem[] }> {
  const conditions: SQL[] = [eq(applications.candidateId, candidateId)];
  if (job !== undefined) conditions.push(eq(applications.jobId, job));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const results = await db
    .select({
      id: applications.id,
      job: applications.jobId,
      submission_status: applications.submissionStatus,
    })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, results };
}
