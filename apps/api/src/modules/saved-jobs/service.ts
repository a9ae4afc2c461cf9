import type { SavedJobAnswer } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { findPublicJob } from '../jobs/public.ts';

/**
 * Saving a job for a candidate (spec 01 §7). Only a job the public can see can be saved; saving it
 * again keeps the first save (not an error), so a double tap or a replayed pending action is harmless.
 */
export async function saveJob(
  db: Executor,
  candidateId: number,
  jobId: number,
): Promise<{ created: boolean; saved: SavedJobAnswer }> {
  if (!(await findPublicJob(db, jobId))) throw notFound();
  const inserted = await rows<{ saved_at: string }>(
    db,
    sql`insert into saved_jobs (candidate_id, job_id) values (${candidateId}, ${jobId})
      on conflict (candidate_id, job_id) do nothing returning created_at as saved_at`,
  );
  const [row] = inserted.length
    ? inserted
    : await rows<{ saved_at: string }>(
        db,
        sql`select created_at as saved_at from saved_jobs where candidate_id = ${candidateId} and job_id = ${jobId}`,
      );
  return {
    created: inserted.length > 0,
    saved: { job_id: jobId, saved_at: new Date(row!.saved_at).toISOString() },
  };
}
