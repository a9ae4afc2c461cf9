import type { Application } from '@kweli/shared';
import { inArray } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { uploadTestFile } from '../media/test-uploads.ts';
import { applicationFirstResponses, applications, interviews } from './schema.ts';

/**
 * The application factories of the API tests. `addApplication` writes a row straight to the table
 * (submitted now unless told otherwise), for tests about what others see of it; `submitApplication`
 * applies the way a candidate does: the CV uploaded, then `POST /applications/`.
 */
export async function addApplication(
  t: Pick<TestApp, 'db'>,
  application: Partial<typeof applications.$inferInsert> & { jobId: number; candidateId: number },
): Promise<typeof applications.$inferSelect> {
  const submitted = (application.submissionStatus ?? 'submitted') === 'submitted';
  const [row] = await t.db
    .insert(applications)
    .values({ submissionStatus: 'submitted', submittedAt: submitted ? new Date() : null, ...application })
    .returning();
  return row!;
}

export async function submitApplication(
  t: Pick<TestApp, 'app' | 'call'>,
  candidate: TestUser,
  jobId: number,
  body: { cover_letter?: string; submission_status?: 'draft' | 'submitted' } = {},
): Promise<Application> {
  const cv = await uploadTestFile(t, candidate, 'application_cv');
  const res = await t.call(candidate, 'POST', '/applications/', {
    job: jobId,
    cv,
    cover_letter: 'Dear team',
    submission_status: 'submitted',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`application refused: ${res.statusCode} ${res.body}`);
  return res.json<Application>();
}

/** Moves the first responses of these applications into the past, as if the employer had answered then. */
export async function backdateFirstResponses(
  t: Pick<TestApp, 'db'>,
  applicationIds: number[],
  respondedAt: Date,
): Promise<void> {
  await t.db
    .update(applicationFirstResponses)
    .set({ respondedAt })
    .where(inArray(applicationFirstResponses.applicationId, applicationIds));
}

/**
 * An interview written straight to the table (issue 28 item 3), for tests about answering, cancelling,
 * reminding or reading one; `slots` default to three times in the coming days.
 */
export async function addInterview(
  t: Pick<TestApp, 'db'>,
  interview: Partial<typeof interviews.$inferInsert> & { applicationId: number; invitedBy: number },
): Promise<typeof interviews.$inferSelect> {
  const day = 24 * 3600 * 1000;
  const slots = [2, 3, 4].map((n) =>
    new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + n * day).toISOString(),
  );
  const [row] = await t.db
    .insert(interviews)
    .values({
      slots,
      mode: 'video',
      location: 'https://meet.example.com/kweli',
      durationMinutes: 45,
      ...interview,
    })
    .returning();
  return row!;
}
