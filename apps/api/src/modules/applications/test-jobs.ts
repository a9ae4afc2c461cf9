import { todayInNairobi } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import { jobs } from '../jobs/schema.ts';

/** A date some days from today, in the product's calendar. */
export function daysFromToday(days: number): string {
  const d = new Date(`${todayInNairobi()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A job written straight to the table, for the tests of applications and saved jobs: published and
 * open for a month unless told otherwise, so these tests do not depend on the job-posting screens.
 */
export async function insertJob(
  db: Db,
  employerId: number,
  fields: Partial<typeof jobs.$inferInsert> = {},
): Promise<typeof jobs.$inferSelect> {
  const [job] = await db
    .insert(jobs)
    .values({
      employerId,
      jobTitle: 'Data Analyst',
      companyName: 'Safaricom',
      city: 'Nairobi',
      country: 'Kenya',
      locationType: 'hybrid',
      workingPeriod: 'full-time',
      jobType: 'permanent',
      description: 'Analyse data for a mobile network.',
      status: 'published',
      publishedAt: new Date(),
      dueDate: daysFromToday(30),
      ...fields,
    })
    .returning();
  return job!;
}
