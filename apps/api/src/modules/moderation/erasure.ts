import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobReports } from './schema.ts';

/**
 * Erasure (issue 23 items 3 and 6): the reports a person made stay for the admins (the job was reported)
 * but no longer name the reporter. The audit log keeps its entries: they are admins' decisions about
 * jobs and employers, named by id, and the admin's address is the accountability of that decision
 * (decision 083).
 */
export async function forgetReporter(tx: Executor, userId: number): Promise<void> {
  // A report names its reporter or an address (the table's CHECK, one report per job and either): a
  // marker of the erased account, not an address, keeps both rules.
  await tx
    .update(jobReports)
    .set({ reporterId: null, reporterAddress: `erased-account-${userId}` })
    .where(eq(jobReports.reporterId, userId));
}
