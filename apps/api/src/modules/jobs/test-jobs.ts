import { todayInNairobi } from '@kweli/shared';
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
