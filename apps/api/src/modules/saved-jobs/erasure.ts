import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { savedJobs } from './schema.ts';

/** Erasure (issue 23 items 3 and 6): the jobs a candidate saved. */
export async function eraseSavedJobs(tx: Executor, candidateId: number): Promise<void> {
  await tx.delete(savedJobs).where(eq(savedJobs.candidateId, candidateId));
}
