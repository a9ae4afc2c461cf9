import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';

/**
 * Erasure (issue 23 items 3 and 6): a candidate leaves every employer's saved talent and the search
 * titles kept for them; an employer's saved talent goes with it.
 */
export async function eraseTalentRecordsOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`delete from saved_talent where candidate_id = ${userId} or employer_id = ${userId}`);
  await tx.execute(sql`delete from candidate_search_titles where candidate_id = ${userId}`);
}
