import {
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationInput,
  type ApplicationListItem,
  type ApplicationUpdateInput,
  type ApplyCheck,
  type ApplyOutcome,
  candidateDisplayName,
  checkScreeningAnswers,
  isJobExpired,
  meetsRequirements,
  PAGE_SIZE,
  type SubmissionStatus,
  todayInNairobi,
} from '@kweli/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import { AppError, badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { candidateAnswers, madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import { userAccounts } from '../auth/index.ts';
import { candidateNames } from '../candidates/index.ts';
import { countApplicant, jobCardColumns, jobCards, jobScreeningQuestions, toJobCard } from '../jobs/index.ts';
import { claimUpload, releaseUpload, uploadedNames } from '../media/index.ts';
import { applicationFacts } from './facts.ts';
import { cancelOpenInterviews } from './interview-records.ts';
import { unreadMessageCounts } from './messages.ts';
import { applicationStatusChanges, applications } from './schema.ts';

/**
 * A candidate's applications (docs/product/candidate.md §2-§8, docs/product/rules.md "The server is ours"):
 * drafts the candidate may change or delete, and submitted applications that only the employer changes from
 * then on. One application per candidate and job is the database's unique constraint, so two submits racing
 * each other still leave exactly one.
 */

/** An application takes a CV uploaded for it, or the candidate's profile CV. */
const CV_FILE_TYPES = ['application_cv', 'cv'] as const;

type ApplicationRow = typeof applications.$inferSelect;
type JobRow = typeof jobCards.$inferSelect;

const selection = {
  application: applications,
  job: jobCardColumns,
  email: userAccounts.email,
  fullName: candidateNames.fullName,
  firstName: candidateNames.firstName,
  lastName: candidateNames.lastName,
};

export function baseQuery(db: Executor) {
  return db
    .select(selection)
    .from(applications)
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .innerJoin(userAccounts, eq(userAccounts.userId, applications.candidateId))
    .leftJoin(candidateNames, eq(candidateNames.userId, applications.candidateId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export function toAnswer(row: Joined): Application {
  const { application: a, job } = row;
  return {
    id: a.id,
    job: a.jobId,
    cover_letter: a.coverLetter,
    cv: a.cv,
    cv_key: a.cv,
    cv_name: null,
    submission_status: a.submissionStatus,
    review_status: a.reviewStatus,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    withdrawn_at: a.withdrawnAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    job_details: toJobCard(job),
    // An anonymised application (erasure or retention, issue 23) names nobody.
    candidate_details: a.anonymisedAt
      ? { name: APPLICATION_MESSAGES.deletedCandidate, email: '' }
      : {
          name: candidateDisplayName({
            first_name: row.firstName,
            last_name: row.lastName,
            full_name: row.fullName,
          }),
          email: row.email,
        },
    screening_answers: a.screeningAnswers,
  };
}

/** The answers with each CV's uploaded file name filled in (the media module keeps the names). */
export async function withCvNames(db: Executor, answers: Application[]): Promise<Application[]> {
  const names = await uploadedNames(
    db,
    answers.map((a) => a.cv),
  );
  return answers.map((a) => ({ ...a, cv_name: a.cv ? (names.get(a.cv) ?? null) : null }));
}

export interface ApplicationFilters {
  job?: number | undefined;
  submission_status?: SubmissionStatus | undefined;
  page: number;
}

/** The candidate's own applications, newest first, optionally for one job or in one status. */
export async function listApplications(
  db: Db,
  candidateId: number,
  filters: ApplicationFilters,
): Promise<{ count: number; results: ApplicationListItem[] }> {
  const conditions: SQL[] = [eq(applications.candidateId, candidateId)];
  if (filters.job !== undefined) conditions.push(eq(applications.jobId, filters.job));
  if (filters.submission_status)
    conditions.push(eq(applications.submissionStatus, filters.submission_status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const found = await baseQuery(db)
    .where(where)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  const named = await withCvNames(db, found.map(toAnswer));
  const unread = await unreadMessageCounts(
    db,
    named.map((a) => a.id),
    'candidate',
  );
  return {
    count: total?.n ?? 0,
    results: named.map((a) => ({ ...a, unread_messages: unread.get(a.id) ?? 0 })),
  };
}

/**
 * One application: the candidate's own, or, for an employer, a submitted application to one of its
 * jobs. Anything else is not found, so that ids cannot be probed.
 */
export async function getApplication(
  db: Executor,
  viewer: Pick<SessionUser, 'id' | 'role'>,
  id: number,
): Promise<Application> {
  const visible =
    viewer.role === 'candidate'
      ? eq(applications.candidateId, viewer.id)
      : and(eq(jobCards.employerId, viewer.id), eq(applications.submissionStatus, 'submitted'));
  const [row] = await baseQuery(db).where(and(eq(applications.id, id), visible));
  if (!row) throw notFound();
  const [answer] = await withCvNames(db, [toAnswer(row)]);
  return answer!;
}

/**
 * The one home of "may this candidate apply to this job" (docs/product/candidate.md §5, §8): a job takes
 * applications while it is published, and a submitted one also before its due date passes; a candidate has
 * one application per job. The apply check answers it to the web app, and every save of an application
 * enforces it.
 */
const jobOpenness = (
  job: Pick<JobRow, 'status' | 'dueDate'>,
  today: string,
): 'open' | 'closed' | 'expired' =>
  job.status !== 'published' ? 'closed' : isJobExpired(job.dueDate, today) ? 'expired' : 'open';

function checkJobOpen(job: JobRow | undefined, status: SubmissionStatus): JobRow {
  if (!job) throw fieldError('job', APPLICATION_MESSAGES.jobNotFound);
  const openness = jobOpenness(job, todayInNairobi());
  if (openness === 'closed') throw badRequest(APPLICATION_MESSAGES.jobNotOpen);
  if (status === 'submitted' && openness === 'expired') throw badRequest(APPLICATION_MESSAGES.deadlinePassed);
  return job;
}

/** GET /applications/apply-check/?job=id: what the Apply button leads to; a job no one may see is 404. */
export async function checkApply(db: Executor, candidateId: number, jobId: number): Promise<ApplyCheck> {
  const [job] = await db
    .select({ status: jobCards.status, dueDate: jobCards.dueDate })
    .from(jobCards)
    .where(eq(jobCards.id, jobId));
  if (!job) throw notFound();
  const [mine] = await db
    .select({ id: applications.id, submissionStatus: applications.submissionStatus })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  const answer = (outcome: ApplyOutcome, application: number | null = null) => ({
    job: jobId,
    outcome,
    application,
  });
  const openness = jobOpenness(job, todayInNairobi());
  if (openness === 'expired') return answer('expired');
  if (mine?.submissionStatus === 'submitted') return answer('already_applied');
  if (openness === 'closed') return answer('closed');
  return mine ? answer('draft', mine.id) : answer('new');
}

/**
 * The screening answers as kept (issue 28 item 1): checked against the job's questions (a wrong kind or an
 * unknown question at any save, a missing required answer only when sent), and, once sent, whether they
 * pass its knockouts.
 */
async function screened(
  tx: Executor,
  jobId: number,
  answers: ApplicationInput['screening_answers'],
  status: SubmissionStatus,
) {
  const questions = await jobScreeningQuestions(tx, jobId);
  const checked = checkScreeningAnswers(questions, answers, status === 'submitted');
  if ('error' in checked) throw fieldError('screening_answers', checked.error);
  return {
    screeningAnswers: checked.answers,
    meetsRequirements: status === 'submitted' ? meetsRequirements(questions, checked.answers) : null,
  };
}

async function attachCv(tx: Executor, candidateId: number, cv: string | null, status: SubmissionStatus) {
  if (cv) await claimUpload(tx, { key: cv, ownerId: candidateId, fileTypes: CV_FILE_TYPES, field: 'cv' });
  else if (status === 'submitted') throw fieldError('cv', APPLICATION_MESSAGES.cvRequired);
}

/** What happens when an application is sent: the job's count goes up and the review history starts. */
async function recordSubmission(tx: Executor, application: ApplicationRow, candidateId: number) {
  await countApplicant(tx, application.jobId);
  await tx
    .insert(applicationStatusChanges)
    .values({ applicationId: application.id, fromStatus: null, toStatus: 'pending', changedBy: candidateId });
  await publish(tx, 'application.submitted', await applicationFacts(tx, application.id));
}

/**
 * Recommendations leave out the jobs a candidate applied to (drafts too); a submission also changes
 * the job's applicant count, shown in public job answers.
 */
function applicationsChanged(db: Db, candidateId: number, submitted: boolean) {
  madeStale(db, candidateAnswers(candidateId), ...(submitted ? [PUBLIC_JOBS] : []));
}

const alreadyApplied = () => new AppError(409, APPLICATION_MESSAGES.alreadyApplied);

/**
 * POST /applications/: starts (or sends at once) the candidate's application to a job. A candidate has
 * one application per job: posting again while it is a draft starts that draft afresh (the form's
 * "new application" on a job with a draft), and once it is submitted the answer is "already applied".
 */
export async function createApplication(
  db: Db,
  candidateId: number,
  payload: ApplicationInput,
): Promise<{ application: Application; created: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobCards).where(eq(jobCards.id, payload.job));
    checkJobOpen(job, payload.submission_status);
    const screening = await screened(tx, payload.job, payload.screening_answers, payload.submission_status);
    await attachCv(tx, candidateId, payload.cv, payload.submission_status);
    const now = new Date();
    const submittedAt = payload.submission_status === 'submitted' ? now : null;
    const [previous] = await tx
      .select({ id: applications.id, cv: applications.cv })
      .from(applications)
      .where(and(eq(applications.jobId, payload.job), eq(applications.candidateId, candidateId)));
    // The constraint decides between racing calls: the loser's update finds a submitted row and
    // changes nothing, whatever it read a moment ago.
    const [saved] = await tx
      .insert(applications)
      .values({
        jobId: payload.job,
        candidateId,
        coverLetter: payload.cover_letter,
        cv: payload.cv,
        submissionStatus: payload.submission_status,
        submittedAt,
        ...screening,
      })
      .onConflictDoUpdate({
        target: [applications.jobId, applications.candidateId],
        set: {
          coverLetter: payload.cover_letter,
          cv: payload.cv,
          submissionStatus: payload.submission_status,
          submittedAt,
          ...screening,
          createdAt: now,
          updatedAt: now,
        },
        setWhere: eq(applications.submissionStatus, 'draft'),
      })
      .returning();
    if (!saved) throw alreadyApplied();
    if (previous?.cv && previous.cv !== saved.cv) await releaseUpload(tx, previous.cv);
    if (saved.submissionStatus === 'submitted') await recordSubmission(tx, saved, candidateId);
    return { id: saved.id, created: !previous, submitted: saved.submissionStatus === 'submitted' };
  });
  applicationsChanged(db, candidateId, outcome.submitted);
  const application = await getApplication(db, { id: candidateId, role: 'candidate' }, outcome.id);
  return { application, created: outcome.created };
}

/** The candidate's own application, locked for a change; another's is not found. */
async function ownApplicationForUpdate(
  tx: Executor,
  candidateId: number,
  id: number,
): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateId, candidateId)))
    .for('update');
  if (!row) throw notFound();
  if (row.submissionStatus !== 'draft') throw badRequest(APPLICATION_MESSAGES.notEditable);
  return row;
}

/** PUT /applications/{id}/: replaces a draft's cover letter and CV, or sends it. */
export async function updateApplication(
  db: Db,
  candidateId: number,
  id: number,
  payload: ApplicationUpdateInput,
): Promise<Application> {
  await db.transaction(async (tx) => {
    const current = await ownApplicationForUpdate(tx, candidateId, id);
    const status = payload.submission_status;
    const { cv } = payload;
    const [job] = await tx.select().from(jobCards).where(eq(jobCards.id, current.jobId));
    checkJobOpen(job, status);
    const answers =
      payload.screening_answers ??
      current.screeningAnswers.map((a) => ({ question_id: a.question_id, answer: a.answer }));
    const screening = await screened(tx, current.jobId, answers, status);
    if (cv !== current.cv || status === 'submitted') await attachCv(tx, candidateId, cv, status);
    const now = new Date();
    const [saved] = await tx
      .update(applications)
      .set({
        coverLetter: payload.cover_letter,
        cv,
        submissionStatus: status,
        submittedAt: status === 'submitted' ? now : null,
        updatedAt: now,
        ...screening,
      })
      .where(eq(applications.id, id))
      .returning();
    if (current.cv && current.cv !== cv) await releaseUpload(tx, current.cv);
    if (saved!.submissionStatus === 'submitted') await recordSubmission(tx, saved!, candidateId);
  });
  applicationsChanged(db, candidateId, payload.submission_status === 'submitted');
  return getApplication(db, { id: candidateId, role: 'candidate' }, id);
}

/**
 * POST /applications/{id}/withdraw/: the candidate takes back a submitted application. It stays in both
 * lists, marked withdrawn, and nobody changes it after (decision 050). A draft is deleted instead, and
 * withdrawing twice is refused, so the answer always says what happened.
 */
export async function withdrawApplication(db: Db, candidateId: number, id: number): Promise<Application> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ submissionStatus: applications.submissionStatus, withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.candidateId, candidateId)))
      .for('update');
    if (!row) throw notFound();
    if (row.submissionStatus !== 'submitted') throw badRequest(APPLICATION_MESSAGES.withdrawOnlySubmitted);
    if (row.withdrawnAt) throw new AppError(409, APPLICATION_MESSAGES.alreadyWithdrawn);
    const now = new Date();
    await tx.update(applications).set({ withdrawnAt: now, updatedAt: now }).where(eq(applications.id, id));
    await cancelOpenInterviews(tx, [id]);
    await publish(tx, 'application.withdrawn', { applicationId: id });
  });
  return getApplication(db, { id: candidateId, role: 'candidate' }, id);
}

/** DELETE /applications/{id}/: removes a draft; a submitted application stays. */
export async function deleteDraft(db: Db, candidateId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownApplicationForUpdate(tx, candidateId, id);
    await tx.delete(applications).where(eq(applications.id, id));
    if (current.cv) await releaseUpload(tx, current.cv);
  });
  applicationsChanged(db, candidateId, false);
}
