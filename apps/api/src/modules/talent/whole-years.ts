import { todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/connect.ts';

/**
 * The whole years of experience stored on every title row (migration 0165, decision 115), every word
 * posting (migration 0175, decision 121) and every profile's pool facts (migration 0180), which the
 * ranking windows of a title search, of a search with words and of a search with filters alone walk in
 * order (search.ts `rankingWindow`, `queryWindow`, `poolWindow`). They are for one Nairobi
 * day (`talent_whole_years_state`): a current job adds a day every day, so a few candidates pass a whole
 * year each day. Until they are moved to the new day, searches rank every match as before.
 *
 * Moving them takes a lock that makes writers of titles (every profile write) wait, so that no write
 * of the old day's figure commits after the move: a writer already holding titles is waited for, and
 * the move's update, which runs after, sees and corrects its rows; a writer that comes later reads the
 * new day. The update writes only the rows whose figure changed (a few hundred a day at 200,000
 * candidates) but computes every profile's (about a second at that size). Answers whether it moved them.
 */
export async function countWholeYears(db: Db, today = todayInNairobi()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = async () =>
      (
        await rows<{ fresh: boolean }>(
          tx,
          sql`select counted_on = ${today}::date as fresh from talent_whole_years_state`,
        )
      )[0]?.fresh ?? false;
    if (await fresh()) return false;
    // Share row exclusive: profile writers (row exclusive on the titles) wait, and so does another
    // instance moving the years; it finds them moved when it gets the lock.
    // The postings after the titles: the order in which a profile write takes them (the titles before
    // the row is written, the postings after), so neither waits for the other in a cycle.
    await tx.execute(sql`lock table candidate_search_titles in share row exclusive mode`);
    await tx.execute(sql`lock table candidate_document_postings in share row exclusive mode`);
    // The pool's facts (migration 0180) last: a profile write takes them after the postings.
    await tx.execute(sql`lock table candidate_pool_facts in share row exclusive mode`);
    if (await fresh()) return false;
    await tx.execute(sql`update talent_whole_years_state set counted_on = ${today}::date`);
    // Every profile's figure is computed once; only the candidates whose figure changed are rewritten.
    await tx.execute(sql`create temp table talent_counted_years on commit drop as
      select y.user_id, y.whole_years from (
        select p.user_id, talent_whole_years(p.user_id, p.experience_days, p.experience_open_since,
          p.experience_settled_on, ${today}::date) as whole_years
        from candidate_facts p
      ) y
      where exists (select 1 from candidate_document_postings d where d.candidate_id = y.user_id and d.whole_years <> y.whole_years)
        or exists (select 1 from candidate_search_titles t where t.candidate_id = y.user_id and t.whole_years <> y.whole_years)
        or exists (select 1 from candidate_pool_facts f where f.candidate_id = y.user_id and f.whole_years <> y.whole_years)`);
    await tx.execute(sql`update candidate_search_titles t set whole_years = y.whole_years
      from talent_counted_years y where t.candidate_id = y.user_id and t.whole_years <> y.whole_years`);
    await tx.execute(sql`update candidate_document_postings d set whole_years = y.whole_years
      from talent_counted_years y where d.candidate_id = y.user_id and d.whole_years <> y.whole_years`);
    await tx.execute(sql`update candidate_pool_facts f set whole_years = y.whole_years
      from talent_counted_years y where f.candidate_id = y.user_id and f.whole_years <> y.whole_years`);
    return true;
  });
}
