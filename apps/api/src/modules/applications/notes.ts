import type { ApplicationNote, ApplicationNotes } from '@kweli/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { jobCards } from '../jobs/index.ts';
import { applicationNotes, applications } from './schema.ts';
import { reviewable } from './visibility.ts';

/**
 * The employer's private notes and rating of an application (issue 28 item 5): only the employer of the
 * job reads or writes them (anyone else: 404); the candidate's answers and data export never carry them.
 */
async function ownedApplication(db: Executor, employerId: number, id: number, lock = false) {
  const query = db
    .select({ id: applications.id, rating: applications.rating })
    .from(applications)
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(and(eq(applications.id, id), reviewable(employerId)));
  const [found] = lock ? await query.for('update', { of: applications }) : await query;
  if (!found) throw notFound();
  return found;
}

const noteAnswer = (n: typeof applicationNotes.$inferSelect): ApplicationNote => ({
  id: n.id,
  body: n.body,
  created_at: n.createdAt.toISOString(),
});

export async function readNotes(db: Db, employerId: number, id: number): Promise<ApplicationNotes> {
  const found = await ownedApplication(db, employerId, id);
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, id))
    .orderBy(asc(applicationNotes.id));
  return { rating: found.rating, notes: notes.map(noteAnswer) };
}

export async function addNote(
  db: Db,
  employerId: number,
  id: number,
  body: string,
): Promise<ApplicationNote> {
  await ownedApplication(db, employerId, id);
  const [note] = await db
    .insert(applicationNotes)
    .values({ applicationId: id, authorId: employerId, body })
    .returning();
  return noteAnswer(note!);
}

export async function rateApplication(
  db: Db,
  employerId: number,
  id: number,
  rating: number | null,
): Promise<ApplicationNotes> {
  await db.transaction(async (tx) => {
    await ownedApplication(tx, employerId, id, true);
    await tx.update(applications).set({ rating }).where(eq(applications.id, id));
  });
  return readNotes(db, employerId, id);
}

/** Erasure (issue 23): the notes about an erased candidate's applications go with their text. */
export async function eraseNotesOf(tx: Executor, applicationIds: number[]): Promise<void> {
  for (const id of applicationIds)
    await tx.delete(applicationNotes).where(eq(applicationNotes.applicationId, id));
}
