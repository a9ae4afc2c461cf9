import { JOB_MESSAGES, type PublicJobDetail, publicQuestions, type ScreeningQuestion } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { PUBLIC_JOB_COLUMNS } from './search.ts';

/**
 * A job's public page (docs/product/foundation.md §2.1): any published job, expired ones included (their
 * Apply is disabled, docs/product/rules.md "Jobs and search"); a draft or an unknown id is simply not found.
 */
export async function findPublicJob(db: Executor, id: number): Promise<PublicJobDetail | null> {
  const [job] = await rows<Omit<PublicJobDetail, 'screening_questions'> & { questions: ScreeningQuestion[] }>(
    db,
    sql`select ${PUBLIC_JOB_COLUMNS}, j.employer_id as company_id, j.screening_questions as questions
      from jobs j where j.id = ${id} and j.status = 'published'`,
  );
  if (!job) return null;
  const { questions, ...rest } = job;
  return { ...rest, screening_questions: publicQuestions(questions) };
}

/**
 * The screening questions of a job (issue 28 item 1), knockouts included, for the applications module to
 * check answers against; none for an unknown job.
 */
export async function jobScreeningQuestions(db: Executor, jobId: number): Promise<ScreeningQuestion[]> {
  const [job] = await rows<{ questions: ScreeningQuestion[] }>(
    db,
    sql`select screening_questions as questions from jobs where id = ${jobId}`,
  );
  return job?.questions ?? [];
}

/** Whether a job was closed by its employer while it had applicants (issue 20, item 11). */
export async function isClosedJob(db: Executor, id: number): Promise<boolean> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from jobs where id = ${id} and status = 'closed'`,
  );
  return Boolean(found);
}

/** The job's answer; a closed job answers 410 with a text that says so (the page shows no Apply). */
export async function publicJob(db: Executor, id: number): Promise<PublicJobDetail> {
  const job = await findPublicJob(db, id);
  if (job) return job;
  if (await isClosedJob(db, id)) throw new AppError(410, JOB_MESSAGES.noLongerAvailable);
  throw notFound();
}
