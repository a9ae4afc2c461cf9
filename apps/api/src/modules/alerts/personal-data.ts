import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobAlerts } from './schema.ts';

/** A candidate's job alerts for their data export (issue 23 item 2). */
export async function alertsData(db: Executor, userId: number) {
  const found = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(asc(jobAlerts.id));
  return found.map((a) => ({
    query: a.query,
    frequency: a.frequency,
    created_at: a.createdAt.toISOString(),
    confirmed_at: a.confirmedAt?.toISOString() ?? null,
    ended_at: a.endedAt?.toISOString() ?? null,
    last_sent_at: a.lastSentAt?.toISOString() ?? null,
  }));
}
