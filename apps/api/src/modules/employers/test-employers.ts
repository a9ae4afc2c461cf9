import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { employerProfiles } from './schema.ts';

/** The employer factory of the API tests: sets fields of an employer's company profile, as its wizard would. */
export async function updateEmployerProfile(
  t: Pick<TestApp, 'db'>,
  userId: number,
  fields: Partial<typeof employerProfiles.$inferInsert>,
): Promise<void> {
  await t.db.update(employerProfiles).set(fields).where(eq(employerProfiles.userId, userId));
}
