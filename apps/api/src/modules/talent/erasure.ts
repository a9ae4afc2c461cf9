import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { deleteUnusedSpellings } from './title-spellings.ts';

/**
 * Erasure (issue 23 items 3 and 6): a candidate leaves every employer's saved talent, the search
 * titles, word postings and pool facts kept for them (and the spellings only they held, migration 0150) and the
 * stored pool order; an employer's saved talent goes with it.
 */
export async function eraseTalentRecordsOf(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`delete from saved_talent where candidate_id = ${userId} or employer_id = ${userId}`);
  const gone = await rows<{ s: string }>(
    tx,
    sql`delete from candidate_search_titles where candidate_id = ${userId} returning normalized_title as s`,
  );
  // The spellings only this candidate held, locked first so that a title another candidate is saving at
  // this moment keeps its spelling (decision 122).
  await deleteUnusedSpellings(tx, [...new Set(gone.map((r) => r.s))]);
  // The words of their profile's text, with their whole years (migration 0175).
  await tx.execute(sql`delete from candidate_document_postings where candidate_id = ${userId}`);
  // Their facts and whole years as a search with filters alone walks them (migration 0180), after the
  // postings: the order in which a profile write and the daily move of the whole years take the tables.
  await tx.execute(sql`delete from candidate_pool_facts where candidate_id = ${userId}`);
  // The stored pool order no longer answers once the profile goes (its change number moved on); its
  // place is taken out at once all the same.
  await tx.execute(sql`delete from talent_pool_order where candidate_id = ${userId}`);
}
