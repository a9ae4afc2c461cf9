import { randomUUID } from 'node:crypto';
import {
  type EmployerJob,
  type EmployerJobListFilter,
  JOB_CLOSE_MESSAGES,
  JOB_REVIEW_MESSAGES,
  type JobDraft,
  type JobPostingValues,
  jobSaveErrors,
  PAGE_SIZE,
  reviewReasonsOf,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  screenJob,
  todayInNairobi,
} from '@kweli/shared';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { badRequest, fieldErrors, notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { cappedCount, countLimit } from '../../platform/paging.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import type { CompanyCopy } from '../employers/index.ts';
import { closeLockedJob } from './close-out.ts';
import { jobs } from './schema.ts';

/**
 * Job posting by employers (docs/product/employer.md §4, §5, §7): create, update and delete of the employer's
 * own jobs and drafts. Another employer's job answers 404 (docs/product/rules.md "The server is ours"). Every
 * save copies the company's name and logo onto the job, so the public search ranks and shows them without a
 * join.
 */

/** The company facts a job carries, as the employers module hands them over. */

type JobRow = typeof jobs.$inferSelect;

/** Submitted applications only: a candidate's unsent draft is not an applicant yet. */
const applicantsCount = sql<number>`(
  select count(*)::int from job_applications a where a.job_id = "jobs"."id" and a.submission_status = 'submitted'
)`;

function toAnswer(row: JobRow, applicants: number): EmployerJob {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    company_logo: row.companyLogo,
    employer_verified: row.employerVerified,
    industry: row.industry,
    city: row.city,
    county: row.county,
    country: row.country,
    location_type: row.locationType,
    working_period: row.workingPeriod,
    job_type: row.jobType,
    due_date: row.dueDate,
    description: row.description,
    requirements: row.requirements,
    application_details: row.applicationDetails,
    benefits: row.benefits,
    status: row.status,
    review_reasons: row.status === 'in_review' ? row.reviewReasons : [],
    moderation_reason: row.status === 'removed' ? row.moderationReason : null,
    closed_at: row.status === 'closed' ? (row.closedAt?.toISOString() ?? null) : null,
    close_reason: row.status === 'closed' ? row.closeReason : null,
    applicants_count: applicants,
    published_at: row.publishedAt?.toISOString() ?? null,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    salary_period: row.salaryPeriod,
    experience_level: row.experienceLevel,
    screening_questions: row.screeningQuestions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The employer's own job; another's is not found. */
async function ownJob(db: Executor, employerId: number, jobId: number) {
  const [found] = await db
    .select({ job: jobs, applicants: applicantsCount })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  if (!found) throw notFound();
  return { job: found.job, applicants: found.applicants };
}

/**
 * The dashboard table: the employer's jobs but drafts (which have their own page) and closed ones (under
 * their own filter, issue 22 item 7), held and removed ones included so the employer sees why (issue
 * 22); or the jobs of one status (`status`); newest first, one
 * page at a time through jobs_employer_list_idx. A big employer has tens of thousands of jobs: the whole
 * list in one answer took seconds and hundreds of megabytes, and even counting them all cost more than
 * the page, so they are counted up to the cap (`countCapped`; docs/performance.md).
 */
export async function listEmployerJobs(
  db: Executor,
  employerId: number,
  page = 1,
  status?: EmployerJobListFilter,
): Promise<{ count: number; countCapped: boolean; results: EmployerJob[] }> {
  const own: SQL | undefined = status
    ? and(eq(jobs.employerId, employerId), eq(jobs.status, status))
    : and(eq(jobs.employerId, employerId), ne(jobs.status, 'draft'), ne(jobs.status, 'closed'));
  const limit = countLimit(page, PAGE_SIZE);
  const [counted] = await db
    .select({ n: count() })
    .from(db.select({ id: jobs.id }).from(jobs).where(own).limit(limit).as('own_jobs'));
  const found = await db
    .select({ job: jobs, applicants: applicantsCount })
    .from(jobs)
    .where(own)
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    ...cappedCount(Number(counted?.n ?? 0), limit),
    results: found.map((r) => toAnswer(r.job, r.applicants)),
  };
}

export async function listDrafts(db: Executor, employerId: number): Promise<JobDraft[]> {
  const found = await db
    .select({ id: jobs.id, jobTitle: jobs.jobTitle, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.status, 'draft')))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id));
  return found.map((r) => ({ id: r.id, job_title: r.jobTitle, updated_at: r.updatedAt.toISOString() }));
}

export async function getEmployerJob(db: Executor, employerId: number, jobId: number): Promise<EmployerJob> {
  const { job, applicants } = await ownJob(db, employerId, jobId);
  return toAnswer(job, applicants);
}

/**
 * Screening before publication (issue 22 item 3): a job to be published whose texts trip a rule of
 * packages/shared is held instead, with the reasons its employer sees.
 */
function screened(values: JobPostingValues) {
  if (values.status !== 'published') return { status: values.status, reviewReasons: [] as string[] };
  const reasons = reviewReasonsOf(screenJob(values));
  return reasons.length
    ? { status: 'in_review' as const, reviewReasons: reasons }
    : { status: 'published' as const, reviewReasons: [] as string[] };
}

/**
 * The questions as saved (issue 28 item 1): the server names each question. An id the job already gave
 * keeps its question's answers linked; any other (a new question, or an id made up by the caller) gets a
 * fresh one, so answers can never be pointed at a question of another job.
 */
export function namedQuestions(
  given: ScreeningQuestionInput[],
  stored: ScreeningQuestion[] = [],
): ScreeningQuestion[] {
  const known = new Set(stored.map((q) => q.id));
  const used = new Set<string>();
  return given.map((q) => {
    const keep = q.id && known.has(q.id) && !used.has(q.id);
    const id = keep ? q.id! : `q_${randomUUID().slice(0, 8)}`;
    used.add(id);
    return {
      id,
      question: q.question,
      kind: q.kind,
      options: q.kind === 'choice' ? (q.options ?? []) : [],
      required: q.required ?? false,
      knockout: q.knockout ?? null,
    };
  });
}

function columns(values: JobPostingValues, company: CompanyCopy, stored?: ScreeningQuestion[]) {
  return {
    screeningQuestions: namedQuestions(values.screening_questions, stored),
    jobTitle: values.job_title,
    city: values.city,
    county: values.county,
    country: values.country,
    locationType: values.location_type,
    workingPeriod: values.working_period,
    jobType: values.job_type,
    dueDate: values.due_date,
    description: values.description,
    requirements: values.requirements,
    applicationDetails: values.application_details,
    benefits: values.benefits,
    industry: values.industry,
    companyName: company.companyName,
    companyLogo: company.companyLogo,
    employerVerified: company.employerVerified,
    salaryMin: values.salary_min,
    salaryMax: values.salary_max,
    salaryCurrency: values.salary_currency,
    salaryPeriod: values.salary_period,
    experienceLevel: values.experience_level,
  };
}

function checkSave(values: JobPostingValues, keptDueDate?: string | null): void {
  const errors = jobSaveErrors(values, { today: todayInNairobi(), keptDueDate });
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, [m]])));
  }
}

export async function createJob(
  db: Executor,
  employerId: number,
  values: JobPostingValues,
  company: CompanyCopy,
): Promise<EmployerJob> {
  checkSave(values);
  const { status, reviewReasons } = screened(values);
  // Publishing queues the matching of candidates in the same transaction (issue 11): it runs after commit.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(jobs)
      .values({
        employerId,
        ...columns(values, company),
        status,
        reviewReasons,
        heldAt: status === 'in_review' ? new Date() : null,
        heldFor: status === 'in_review' ? 'screening' : null,
        publishedAt: status === 'published' ? new Date() : null,
      })
      .returning();
    if (created!.status === 'published') await publish(tx, 'job.published', { jobId: created!.id });
    return created;
  });
  madeStale(db, PUBLIC_JOBS);
  return toAnswer({ ...row!, status }, 0);
}

/**
 * Updates a job or draft. Publishing a draft stamps its publication time; saving a published job as a
 * draft takes it off the board. A due date already stored may stay as it is even once it has passed.
 */
export async function updateJob(
  db: Executor,
  employerId: number,
  jobId: number,
  values: JobPostingValues,
  company: CompanyCopy,
): Promise<EmployerJob> {
  const { job, applicants } = await ownJob(db, employerId, jobId);
  if (job.status === 'removed') throw badRequest(JOB_REVIEW_MESSAGES.removedJob);
  if (job.status === 'closed') throw badRequest(JOB_CLOSE_MESSAGES.closedJob);
  checkSave(values, job.dueDate);
  // A job held because of reports stays held whatever its employer changes, until an admin decides.
  const heldByReports = job.status === 'in_review' && job.heldFor === 'reports';
  const { status, reviewReasons } = heldByReports
    ? { status: 'in_review' as const, reviewReasons: job.reviewReasons }
    : screened(values);
  // A job held and published before keeps its first publication time; a held one never published has none.
  const publishedAt =
    status === 'published'
      ? (job.publishedAt ?? new Date())
      : status === 'in_review' && job.status !== 'draft'
        ? job.publishedAt
        : null;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobs)
      .set({
        ...columns(values, company, job.screeningQuestions),
        status,
        reviewReasons,
        heldAt: status === 'in_review' ? (job.status === 'in_review' ? job.heldAt : new Date()) : null,
        heldFor: status === 'in_review' ? (heldByReports ? 'reports' : 'screening') : null,
        publishedAt,
        // A due date moved past today, or taken away, opens the job again: when a due date passes, the new
        // applicants are told. Search leaves out closed-out jobs (decision 135): an open one must not be.
        closedOutAt: !values.due_date || values.due_date >= todayInNairobi() ? null : job.closedOutAt,
        updatedAt: new Date(),
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId), ne(jobs.status, 'closed')))
      .returning();
    if (updated!.status === 'published' && job.status !== 'published')
      await publish(tx, 'job.published', { jobId });
    return updated;
  });
  madeStale(db, PUBLIC_JOBS);
  return toAnswer({ ...row!, status }, applicants);
}

/**
 * DELETE /employer/jobs/{id}/: a job with submitted applications is closed instead of deleted (issue
 * 20, item 11), the same close as `closeJob` (its waiting applicants are told): it leaves the board and
 * shows under the dashboard's Closed filter, while its applicants and its employer still read every
 * application of it. Anything else (a draft, a job nobody applied to) is deleted, with the candidates'
 * unsent drafts for it. The job's row is locked first, so an application sent at the same moment is
 * either counted here or refused as the job is gone.
 */
export async function deleteJob(db: Executor, employerId: number, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, employerId, jobId);
    if (job.status === 'closed') throw notFound();
    const [applied] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from job_applications
          where job_id = ${jobId} and submission_status = 'submitted'`,
    );
    if ((applied?.n ?? 0) > 0) {
      await closeLockedJob(tx, jobId, 'closed', { evenIfNotOpen: true });
    } else {
      await tx.delete(jobs).where(eq(jobs.id, jobId));
    }
  });
  madeStale(db, PUBLIC_JOBS);
}

async function lockOwnJob(tx: Executor, employerId: number, jobId: number) {
  const [job] = await tx
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .for('update');
  if (!job) throw notFound();
  return job;
}

/**
 * POST /employer/jobs/{id}/close/ (issue 22 item 7): the employer's published or held job closes for
 * good, and its waiting applicants are told (close-out.ts). Closing a closed job changes nothing and
 * tells nobody again (a retried or doubled request answers as the first did); a draft is not on the
 * board (delete it); a removed job is the moderators'. The row lock makes two closes at once one.
 */
export async function closeJob(db: Executor, employerId: number, jobId: number): Promise<EmployerJob> {
  await db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, employerId, jobId);
    if (job.status === 'draft') throw badRequest(JOB_CLOSE_MESSAGES.draftNotClosable);
    if (job.status === 'removed') throw badRequest(JOB_REVIEW_MESSAGES.removedJob);
    if (job.status !== 'closed') await closeLockedJob(tx, jobId, 'closed');
  });
  madeStale(db, PUBLIC_JOBS);
  return getEmployerJob(db, employerId, jobId);
}

/** A submitted application counts on its job (called by applications, in the submitting transaction). */
export async function countApplicant(tx: Executor, jobId: number): Promise<void> {
  await tx
    .update(jobs)
    .set({ applicantsCount: sql`${jobs.applicantsCount} + 1` })
    .where(eq(jobs.id, jobId));
}

/** Keeps the copies on every job of the employer in step with the profile (on `company.changed`). */
/** An admin verified the employer (issue 22 item 2): the badge on every job of it. */
export async function copyVerificationToJobs(db: Executor, employerId: number, verified: boolean) {
  await db.update(jobs).set({ employerVerified: verified }).where(eq(jobs.employerId, employerId));
}

export async function copyCompanyToJobs(db: Executor, employerId: number, company: CompanyCopy) {
  await db
    .update(jobs)
    .set({ companyName: company.companyName, companyLogo: company.companyLogo })
    .where(eq(jobs.employerId, employerId));
}
