import { type SQL, sql } from 'drizzle-orm';

/**
 * The jobs that stopped taking applications before `cutoff` (retention, issue 23 item 6): closed or
 * removed ones that closed (removed ones: were last changed) before it, and published ones whose due
 * date passed before it. A subquery of ids, for the applications module to anonymise the applications
 * to them.
 */
export function jobsClosedBefore(cutoff: Date): SQL {
  const at = cutoff.toISOString();
  return sql`(select j.id from jobs j
    where (j.status in ('closed', 'removed') and coalesce(j.closed_at, j.updated_at) < ${at})
       or (j.status = 'published' and j.due_date < (${at}::timestamptz at time zone 'Africa/Nairobi')::date))`;
}
