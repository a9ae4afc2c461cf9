import { todayInNairobi } from '@kweli/shared';
import type { TestApp } from '../../test/test-app.ts';
import { jobs } from './schema.ts';

/** Dates of test jobs: a due date some days from today in Nairobi, a publication some days ago. */
export const daysFromToday = (days: number) => {
  const d = new Date(`${todayInNairobi()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export type TestJob = Partial<typeof jobs.$inferInsert> & { employerId: number };

/**
 * The job factory of the API tests: a job of `employerId` written straight to the table, published a
 * day ago and open for 30 days unless told otherwise, so that tests of search, applications, saved jobs
 * and notifications do not depend on the job-posting screens.
 */
export async function addJob(t: Pick<TestApp, 'db'>, job: TestJob): Promise<typeof jobs.$inferSelect> {
  const [row] = await t.db
    .insert(jobs)
    .values({
      jobTitle: 'Data Analyst',
      companyName: 'Safaricom',
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
    .returning();
  return row!;
}
