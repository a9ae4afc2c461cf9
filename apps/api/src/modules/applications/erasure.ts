import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobsClosedBefore } from '../jobs/index.ts';
import { releaseUpload } from '../media/index.ts';
import { closeInterviewsOf } from './interview-records.ts';
import { eraseMessagesOf } from './messages.ts';
import { eraseNotesOf } from './notes.ts';
import {
  applicationMessages,
  applicationNotes,
  applicationStatusChanges,
  applications,
  interviews,
} from './schema.ts';

/**
 * Erasure and retention of applications (issue 23 items 3 and 6; decision 083). An anonymised
 * application keeps what the employer needs (its job, status, status history and dates, and it still
 * counts among the job's applicants) and nothing of the person: no cover letter, no CV, and the
 * candidate is shown as "Deleted candidate" (`anonymised_at`).
 */
const anonymised = {
  coverLetter: '',
  cv: null,
  // The candidate's own words to the screening questions (issue 28) go with the cover letter.
  screeningAnswers: [],
  anonymisedAt: sql`coalesce(${applications.anonymisedAt}, now())`,
};

async function deleteApplications(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(applicationStatusChanges).where(inArray(applicationStatusChanges.applicationId, ids));
  await tx.delete(applicationNotes).where(inArray(applicationNotes.applicationId, ids));
  await tx.delete(applicationMessages).where(inArray(applicationMessages.applicationId, ids));
  await tx.delete(interviews).where(inArray(interviews.applicationId, ids));
  await tx.delete(applications).where(inArray(applications.id, ids));
}

/**
 * An erased candidate: drafts (never seen by an employer) are deleted, sent applications anonymised.
 * Answers the ids of the applications kept. The files are the media module's to remove.
 */
export async function anonymiseApplicationsOf(tx: Executor, candidateId: number): Promise<number[]> {
  const drafts = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.submissionStatus, 'draft')));
  await deleteApplications(
    tx,
    drafts.map((d) => d.id),
  );
  const kept = await tx
    .update(applications)
    .set(anonymised)
    .where(eq(applications.candidateId, candidateId))
    .returning({ id: applications.id });
  // The employer's notes about the person go too (issue 28 item 5); the rating, a number, stays.
  await eraseNotesOf(
    tx,
    kept.map((k) => k.id),
  );
  // The conversations with the person keep their dates, not their words (issue 28 item 4).
  await eraseMessagesOf(
    tx,
    kept.map((k) => k.id),
  );
  // Their interviews lose the decline reason, and those waiting or confirmed are cancelled (decision 091).
  await closeInterviewsOf(
    tx,
    kept.map((k) => k.id),
  );
  return kept.map((k) => k.id);
}

/**
 * Retention: drafts not touched since before `cutoff` are deleted (up to `limit`, claimed with SKIP
 * LOCKED); their CV uploads are released for the orphan sweep. Answers how many.
 */
export async function deleteDraftsOlderThan(tx: Executor, cutoff: Date, limit: number): Promise<number> {
  const old = await tx
    .select({ id: applications.id, cv: applications.cv })
    .from(applications)
    .where(and(eq(applications.submissionStatus, 'draft'), lt(applications.updatedAt, cutoff)))
    .orderBy(applications.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  await deleteApplications(
    tx,
    old.map((d) => d.id),
  );
  for (const { cv } of old) if (cv) await releaseUpload(tx, cv);
  return old.length;
}

/**
 * Retention: sent applications to jobs that closed before `cutoff` are anonymised (up to `limit`,
 * claimed with SKIP LOCKED); their CV uploads are released. Answers the ids anonymised.
 */
export async function anonymiseApplicationsToJobsClosedBefore(
  tx: Executor,
  cutoff: Date,
  limit: number,
): Promise<number[]> {
  const due = await tx
    .select({ id: applications.id, cv: applications.cv })
    .from(applications)
    .where(
      and(
        isNull(applications.anonymisedAt),
        eq(applications.submissionStatus, 'submitted'),
        sql`${applications.jobId} in ${jobsClosedBefore(cutoff)}`,
      ),
    )
    .orderBy(applications.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  await tx.update(applications).set(anonymised).where(inArray(applications.id, ids));
  await eraseMessagesOf(tx, ids);
  await closeInterviewsOf(tx, ids);
  for (const { cv } of due) if (cv) await releaseUpload(tx, cv);
  return ids;
}
