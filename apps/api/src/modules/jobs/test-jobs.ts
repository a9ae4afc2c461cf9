import { todayInNairobi } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { jobs } from './schema.ts';

/** A job for tests: published, open for 30 days and posted a day ago unless told otherwise. */
export type TestJob = Partial<typeof jobs.$inferInsert> & { employerId: number; jobTitle: string };

export const daysFromToday = (days: number) => {
  const d = new Date(`${todayInNairobi()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function addJob(t: Pick<TestApp, 'db'>, job: TestJob): Promise<number> {
  const [row] = await t.db
    .insert(jobs)
    .values({
      companyName: 'Test Company',
      city: 'Nairobi',
      country: 'Kenya',
      industry: 'Technology',
      description: 'A good job.',
      status: 'published',
      publishedAt: daysAgo(1),
      dueDate: daysFromToday(30),
      locationType: 'on-site',
      workingPeriod: 'full-time',
      jobType: 'permanent',
      ...job,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * A job written straight to the table, for the tests of applications, saved jobs and notifications: published and
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
