import { candidateDisplayName } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { candidateProfiles, educations, workExperiences } from './schema.ts';

/**
 * Erasure (issue 23 items 3 and 6; decision 083): the profile (names, phone, birth date, links,
 * preferences, the search columns kept on it), the work experiences and the educations are deleted. The
 * files they named are the media module's to remove. Answers the names and phone it held, by which the
 * erasure finds the e-mails sent to others about the person.
 */
export async function eraseCandidateProfile(tx: Executor, candidateId: number): Promise<string[]> {
  await tx.delete(workExperiences).where(eq(workExperiences.candidateId, candidateId));
  await tx.delete(educations).where(eq(educations.candidateId, candidateId));
  const [gone] = await tx
    .delete(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidateId))
    .returning();
  if (!gone) return [];
  // What names the person in what others were sent (the e-mails to employers): the erasure forgets them.
  const names = [
    candidateDisplayName({ first_name: gone.firstName, last_name: gone.lastName, full_name: gone.fullName }),
    gone.fullName,
    gone.phone,
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 3))];
}
