import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';

/**
 * Erasure (issue 23 items 3 and 6): the person's job alerts, those of the account and those a visitor
 * made with the same address, with the record of what they sent.
 */
export async function eraseAlertsOf(tx: Executor, userId: number, email: string): Promise<void> {
  const theirs = sql`select id from job_alerts where user_id = ${userId} or lower(email) = lower(${email})`;
  await tx.execute(sql`delete from job_alert_sends where alert_id in (${theirs})`);
  await tx.execute(sql`delete from job_alerts where user_id = ${userId} or lower(email) = lower(${email})`);
}
