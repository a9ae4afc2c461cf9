import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { educations } from './schema.ts';

/** Whether an education entry belongs to a candidate (a certificate upload is made against one). */
export async function candidateOwnsEducation(
  db: Executor,
  candidateId: number,
  educationId: number,
): Promise<boolean> {
  const found = await db
    .select({ id: educations.id })
    .from(educations)
    .where(and(eq(educations.id, educationId), eq(educations.candidateId, candidateId)))
    .limit(1);
  return found.length > 0;
}
