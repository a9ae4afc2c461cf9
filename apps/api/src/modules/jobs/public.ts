import {
  JOB_MESSAGES,
  type PublicJobDetail,
  publicQuestions,
  RESPONSE_TIME_MIN_APPLICATIONS,
  RESPONSE_TIME_SAMPLE_MAX,
  RESPONSE_TIME_WINDOW_DAYS,
  responseDays,
  type ScreeningQuestion,
} from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedRows, rows } from '../../db/connect.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { PUBLIC_JOB_COLUMNS } from './search.ts';

/**
 * How quickly the employer usually reviews (issue 22 item 8, decision 063), asked of the applications
 * module's read model `employer_response_time` (migration 0082): its first responses of the last 90 days
 * (the newest RESPONSE_TIME_SAMPLE_MAX at most, read from an index) and their median.
 */
const employerResponseTime = (employerId: SQL) =>
  sql`employer_response_time(${employerId}, now() - make_interval(days => ${sql.raw(
    String(RESPONSE_TIME_WINDOW_DAYS),
  )}), ${sql.raw(String(RESPONSE_TIME_SAMPLE_MAX))})`;

/**
 * The job page's one statement, prepared: every view of a job's page and of its API answer runs it, and
 * planning it (the read model's function inlined) cost the database four times what running it does.
 */
const publicJobRow = preparedRows<
  Omit<PublicJobDetail, 'screening_questions' | 'employer_response_days'> & {
    questions: ScreeningQuestion[];
    reviewed: number;
    median_seconds: number | null;
  },
  { id: number }
>(
  'public_job',
  sql`select ${PUBLIC_JOB_COLUMNS}, j.employer_id as company_id, j.screening_questions as questions,
      r.reviewed, r.median_seconds
    from jobs j
    left join lateral ${employerResponseTime(sql`j.employer_id`)} r on true
    where j.id = ${sql.placeholder('id')} and j.status = 'published'`,
);

/**
 * A job's public page (docs/product/foundation.md §2.1): any published job, expired ones included (their
 * Apply is disabled, docs/product/rules.md "Jobs and search"); a draft or an unknown id is simply not found.
 */
export async function findPublicJob(db: Executor, id: number): Promise<PublicJobDetail | null> {
  const [job] = await publicJobRow(db, { id });
  if (!job) return null;
  const { questions, reviewed, median_seconds, ...rest } = job;
  return {
    ...rest,
    screening_questions: publicQuestions(questions),
    employer_response_days:
      reviewed >= RESPONSE_TIME_MIN_APPLICATIONS && median_seconds !== null
        ? responseDays(median_seconds)
        : null,
  };
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
