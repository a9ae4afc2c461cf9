import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { plainRecord } from '../../platform/plain-record.ts';
import { jobs } from './schema.ts';

/** Every job of an employer, drafts and closed ones too, for its data export (issue 23 item 2). */
export async function jobsData(db: Executor, employerId: number) {
  const found = await db.select().from(jobs).where(eq(jobs.employerId, employerId)).orderBy(asc(jobs.id));
  return found.map(plainRecord);
}
