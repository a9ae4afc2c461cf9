import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { registerFileHolder, registerHolderCheck, registerReadPolicy } from '../media/index.ts';
import { educations } from './schema.ts';
import { candidateIsVisibleToEmployers } from './visibility.ts';

/** Whether an education entry belongs to a candidate (a certificate upload is made against one). */
async function candidateOwnsEducation(
  db: Executor,
  candidateId: number,
  educationId: number,
): Promise<boolean> {
  const found = await db
    .select({ id: educations.id })
    .from(educations)
    .where(and(eq(educations.id, educationId), eq(educations.candidateId, candidateId)))
    .limit(1);
  return found.length > 0;
}

/**
 * The candidate's files and who may read them (media/policies.ts): the picture, the CV and the
 * certificates are shown to employers (talent search, applications) once attached, unless the
 * candidate chose to be hidden from employers.
 */
export function registerCandidateFiles(): void {
  // A candidate hidden from employers stays hidden (issue 20, item 10); the applications module lets
  // the employers they applied to read them still.
  const employersMayRead = async (
    db: Executor,
    viewer: { role: string } | null,
    _key: string,
    ownerId: number,
  ) => viewer?.role === 'employer' && (await candidateIsVisibleToEmployers(db, ownerId));
  registerReadPolicy('profile_picture', employersMayRead);
  registerReadPolicy('cv', employersMayRead);
  registerReadPolicy('education_certificate', employersMayRead);
  registerHolderCheck('education_certificate', candidateOwnsEducation);
  registerFileHolder(
    'candidate_profiles',
    sql`exists (select 1 from candidate_profiles where profile_picture = u.s3_key or cv_file = u.s3_key)`,
  );
  registerFileHolder('educations', sql`exists (select 1 from educations where certificate = u.s3_key)`);
}
