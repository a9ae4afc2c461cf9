import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { candidateProfiles } from './schema.ts';

/** Whether a candidate lets employers find them (the profile's visible_to_employers switch). */
export async function candidateIsVisibleToEmployers(db: Executor, candidateId: number): Promise<boolean> {
  const [profile] = await db
    .select({ visible: candidateProfiles.visibleToEmployers })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId));
  return profile?.visible ?? false;
}
