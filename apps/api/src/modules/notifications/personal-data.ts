import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { plainRecord } from '../../platform/plain-record.ts';
import { notifications } from './schema.ts';

/** A user's notifications for their data export (issue 23 item 2). */
export async function notificationsData(db: Executor, userId: number) {
  const found = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return found.map(plainRecord);
}
