import type { InterviewSummary } from '@kweli/shared';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { interviews } from './schema.ts';

/**
 * What other parts of the module read or erase of interviews (decision 091): the applicants list's
 * summary, the candidate's data export, the erasure. Apart from interviews.ts, which changes status
 * through review.ts, so that review.ts may read these without an import cycle.
 */
/** The latest interview of each of these applications, for the applicants list (the pipeline view). */
export async function interviewSummaries(
  db: Executor,
  applicationIds: number[],
): Promise<Map<number, InterviewSummary>> {
  const found = applicationIds.length
    ? await db
        .selectDistinctOn([interviews.applicationId], {
          applicationId: interviews.applicationId,
          status: interviews.status,
          confirmedSlot: interviews.confirmedSlot,
        })
        .from(interviews)
        .where(inArray(interviews.applicationId, applicationIds))
        .orderBy(interviews.applicationId, desc(interviews.id))
    : [];
  return new Map(
    found.map((f) => [
      f.applicationId,
      { status: f.status, confirmed_slot: f.confirmedSlot?.toISOString() ?? null },
    ]),
  );
}

/**
 * Erasure (issue 23): the erased candidate's interviews lose their words (the decline reason), and those
 * still waiting or confirmed are cancelled, without telling anyone in the person's name.
 */
export async function closeInterviewsOf(tx: Executor, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .update(interviews)
    .set({
      declineReason: '',
      status: sql`case when ${interviews.status} in ('invited', 'confirmed') then 'cancelled' else ${interviews.status} end`,
      updatedAt: new Date(),
    })
    .where(inArray(interviews.applicationId, applicationIds));
}

/** A candidate's interviews as their data export holds them, by application. */
export async function interviewsData(db: Executor, applicationIds: number[]) {
  const found = applicationIds.length
    ? await db
        .select()
        .from(interviews)
        .where(inArray(interviews.applicationId, applicationIds))
        .orderBy(interviews.id)
    : [];
  return found.map(interviewRecord);
}

/** An interview's own fields as both parties read them (GET /interviews/) and the export holds them. */
export function interviewRecord(i: typeof interviews.$inferSelect) {
  return {
    id: i.id,
    application: i.applicationId,
    status: i.status,
    slots: i.slots,
    mode: i.mode,
    location: i.location,
    duration_minutes: i.durationMinutes,
    confirmed_slot: i.confirmedSlot?.toISOString() ?? null,
    decline_reason: i.declineReason,
    created_at: i.createdAt.toISOString(),
    answered_at: i.answeredAt?.toISOString() ?? null,
  };
}

/** A withdrawn application's interview waiting or confirmed is cancelled with it (decision 091). */
export async function cancelOpenInterviews(tx: Executor, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .update(interviews)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        inArray(interviews.applicationId, applicationIds),
        inArray(interviews.status, ['invited', 'confirmed']),
      ),
    );
}
