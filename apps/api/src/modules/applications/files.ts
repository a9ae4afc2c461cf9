import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobCards } from '../jobs/index.ts';
import { registerFileHolder, registerReadPolicy } from '../media/index.ts';
import { applications } from './schema.ts';
import { reviewable } from './visibility.ts';

/** Whether a submitted application to one of the employer's jobs meets `conditions`. */
async function submittedToEmployer(db: Executor, employerId: number, ...conditions: SQL[]): Promise<boolean> {
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(and(...conditions, reviewable(employerId)))
    .limit(1);
  return found.length > 0;
}

/**
 * Who may read an application's CV besides its candidate: the employer of the job it was submitted
 * to. A draft is the candidate's alone until it is sent.
 */
const employerCanReadApplicationCv = (db: Executor, employerId: number, key: string) =>
  submittedToEmployer(db, employerId, eq(applications.cv, key));

/** Whether a candidate has sent (submitted) an application to one of an employer's jobs. */
const candidateAppliedToEmployer = (db: Executor, candidateId: number, employerId: number) =>
  submittedToEmployer(
    db,
    employerId,
    eq(applications.candidateId, candidateId),
    // An anonymised application no longer opens the candidate's files (issue 23).
    isNull(applications.anonymisedAt),
  );

/**
 * An application's CV (media/policies.ts): readable by the employer of the job it was sent to. And a
 * candidate's own files (picture, CV, certificates): readable by an employer they applied to, even when
 * they are hidden from employers (issue 20, item 10).
 */
export function registerApplicationFiles(): void {
  for (const fileType of ['profile_picture', 'cv', 'education_certificate'] as const) {
    registerReadPolicy(
      fileType,
      async (db, viewer, _key, ownerId) =>
        viewer?.role === 'employer' && candidateAppliedToEmployer(db, ownerId, viewer.id),
      'applications',
    );
  }
  registerReadPolicy(
    'application_cv',
    async (db, viewer, key) =>
      viewer?.role === 'employer' && employerCanReadApplicationCv(db, viewer.id, key),
  );
  registerFileHolder('applications', sql`exists (select 1 from applications where cv = u.s3_key)`);
}
