import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { plainRecord } from '../../platform/plain-record.ts';
import { employerProfiles } from './schema.ts';

/** The company profile as the employer's data export holds it (issue 23 item 2). */
export async function companyProfileData(db: Executor, employerId: number) {
  const [row] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, employerId));
  return row ? plainRecord(row) : null;
}
