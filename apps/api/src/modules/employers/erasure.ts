import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { employerProfiles } from './schema.ts';

/**
 * Erasure of an employer (issue 23 item 3; decision 083): the company profile (the contact's name,
 * phones, e-mail, links) is deleted. Its jobs keep the company's name as they showed it (the jobs
 * module's copy), so candidates' applications still say where they applied.
 */
export async function eraseCompanyProfile(tx: Executor, employerId: number): Promise<void> {
  await tx.delete(employerProfiles).where(eq(employerProfiles.userId, employerId));
}
