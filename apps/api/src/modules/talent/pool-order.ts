import { type TalentSearchQuery, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/connect.ts';
import { RANK_ORDER, rankingOf, STORED_POSITIONS } from './search.ts';

/**
 * The stored order of the whole talent pool (issue 26; docs/decisions/113-stored-talent-pool-order.md;
 * migration 0128): the first view of Find Talent, for every employer, is a search that asks nothing, and
 * computing it ranks and counts the whole pool (190,000 profiles, about 0.4 s at 200,000 candidates).
 *
 * Its first STORED_POSITIONS places and the pool's size are stored with the pool's change number
 * (`talent_pool_changes`, raised by triggers on every write to profiles and to the accounts' role or
 * state) and the Nairobi day they were ranked on (years of experience grow with the days). A search that
 * asks nothing reads its page from them when both still hold; otherwise it is computed as any search,
 * and the periodic work (`refreshPoolOrder`, the outbox's `every`) stores the order again. The read is
 * `storedPoolPage` (search.ts).
 */
/** The advisory lock that lets one instance at a time store the order. */
const POOL_ORDER_LOCK = 727_274_113;

/**
 * Stores the pool's order again unless it is stored for the pool as it is today. The change number and
 * the order are read in one statement (one snapshot), so a write committed meanwhile leaves the stored
 * order behind its number and is never hidden. Answers whether it stored.
 */
export async function refreshPoolOrder(db: Db, today = todayInNairobi()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claim] = await rows<{ held: boolean; fresh: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${POOL_ORDER_LOCK}) as held,
        exists (select 1 from talent_pool_order_state s join talent_pool_changes c on c.version = s.version
          where s.ranked_on = ${today}::date) as fresh`,
    );
    if (!claim?.held || claim.fresh) return false;
    const nothing = { page: 1 } as TalentSearchQuery;
    const { ranked } = rankingOf(nothing, today);
    await tx.execute(sql`delete from talent_pool_order`);
    await tx.execute(sql`${ranked},
      seen as (select version from talent_pool_changes),
      ordered as (
        select row_number() over (order by ${RANK_ORDER}) as position, id, years::float8 as years,
          count(*) over () as total
        from ranked
      ),
      stored as (
        insert into talent_pool_order (position, candidate_id, years)
        select position, id, years from ordered where position <= ${STORED_POSITIONS}
      )
      insert into talent_pool_order_state (id, version, ranked_on, total, ranked_at)
      values (true, (select version from seen), ${today}::date, (select coalesce(max(total), 0) from ordered), now())
      on conflict (id) do update set version = excluded.version, ranked_on = excluded.ranked_on,
        total = excluded.total, ranked_at = excluded.ranked_at`);
    return true;
  });
}
