import type { PublicJob } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { PUBLIC_JOB_COLUMNS } from './search.ts';

/**
 * A job's public page (docs/product/foundation.md §2.1): any published job, expired ones included (their
 * Apply is disabled, docs/product/rules.md "Jobs and search"); a draft or an unknown id is simply not found.
 */
export async function findPublicJob(db: Executor, id: number): Promise<PublicJob | null> {
  const [job] = await rows<PublicJob>(
    db,
    sql`select ${PUBLIC_JOB_COLUMNS} from jobs j where j.id = ${id} and j.status = 'published'`,
  );
  return job ?? null;
}

export async function publicJob(db: Executor, id: number): Promise<PublicJob> {
  const job = await findPublicJob(db, id);
  if (!job) throw notFound();
  return job;
}
