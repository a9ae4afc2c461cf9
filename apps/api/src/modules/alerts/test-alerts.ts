import type { AlertFrequency, JobAlertQuery } from '@kweli/shared';
import type { TestApp } from '../../test/test-app.ts';
import { jobAlerts } from './schema.ts';

/** A live, confirmed job alert of a candidate, written straight to the table, for other modules' tests. */
export async function addAlert(
  t: Pick<TestApp, 'db'>,
  userId: number,
  {
    query = { job_title: 'accountant' },
    frequency = 'daily',
  }: { query?: JobAlertQuery; frequency?: AlertFrequency } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(jobAlerts)
    .values({ userId, query, frequency, confirmedAt: new Date() })
    .returning({ id: jobAlerts.id });
  return Number(row!.id);
}
