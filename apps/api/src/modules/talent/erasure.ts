import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';

/**
 * Erasure (issue 23 items 3 and 6): a candidate leaves every employer's saved talent, the search
 * titles and word postings kept for them (and the spellings only they held, migration 0150) and the
 * stored pool order; an employer's saved talent goes with it.
 */
export async function eraseTalentRecordsOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`delete from saved_talent where candidate_id = ${userId} or employer_id = ${userId}`);
  // The statement sees the titles as they were before its own delete: another candidate's title keeps
  // the spelling.
  await tx.execute(sql`with gone as (
      delete from candidate_search_titles where candidate_id = ${userId} returning normalized_title
    )
    delete from candidate_title_spellings s
    where s.normalized_title in (select normalized_title from gone)
      and not exists (select 1 from candidate_search_titles t
        where t.normalized_title = s.normalized_title and t.candidate_id <> ${userId})`);
  // The words of their profile's text, with their whole years (migration 0175).
  await tx.execute(sql`delete from candidate_document_postings where candidate_id = ${userId}`);
  // The stored pool order no longer answers once the profile goes (its change number moved on); its
  // place is taken out at once all the same.
  await tx.execute(sql`delete from talent_pool_order where candidate_id = ${userId}`);
}
