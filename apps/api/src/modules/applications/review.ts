import {
  APPLICATION_MESSAGES,
  type Applicant,
  type Application,
  DECISION_TEMPLATES,
  PAGE_SIZE,
  REVIEW_STATUSES,
  type ReviewCandidateDetails,
  type ReviewedApplication,
  type ReviewStatus,
  type Shortlist,
  type ShortlistGroup,
  type StatusCounts,
  withThanks,
} from '@kweli/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { loadProfile } from '../candidates/index.ts';
import { jobCards } from '../jobs/index.ts';
import { applicationFacts } from './facts.ts';
import { interviewSummaries } from './interview-records.ts';
import { unreadMessageCounts } from './messages.ts';
import { applicationStatusChanges, applications } from './schema.ts';
import { baseQuery, toAnswer, withCvNames } from './service.ts';

/**
 * The employer's review of the applications to its jobs (docs/product/employer.md §2, §4 "Application
 * review_status", decision 009). An employer sees only submitted applications to its own jobs; anything else
 * is not found, so ids cannot be probed. Every change of a review status goes through
 * `changeApplicationStatus`, which records it with its time in the same transaction.
 */

/** A submitted application to one of this employer's jobs. */
const reviewable = (employerId: number): SQL =>
  and(eq(jobCards.employerId, employerId), eq(applications.submissionStatus, 'submitted'))!;

/** The newest application first, by the time it was sent (the "Date Applied" column). */
const newestFirst = [sql`${applications.submittedAt} desc nulls last`, desc(applications.id)];

/** The submitted applications to one of the employer's jobs (else 404), under the requirements filter. */
async function applicantsOfJob(db: Db, employerId: number, jobId: number, meets?: 'true' | 'false') {
  const [job] = await db
    .select({ id: jobCards.id })
    .from(jobCards)
    .where(and(eq(jobCards.id, jobId), eq(jobCards.employerId, employerId)));
  if (!job) throw notFound();
  const ofJob = and(
    eq(applications.jobId, jobId),
    eq(applications.submissionStatus, 'submitted'),
    meets ? eq(applications.meetsRequirements, meets === 'true') : undefined,
  );
  // The pipeline's counts are the whole job's (issue 28 item 7), one grouped count beside the pages.
  const byStatus = await db
    .select({ status: applications.reviewStatus, n: count() })
    .from(applications)
    .where(ofJob)
    .groupBy(applications.reviewStatus);
  const statusCounts: StatusCounts = { pending: 0, reviewed: 0, shortlisted: 0, rejected: 0 };
  for (const row of byStatus) statusCounts[row.status] = row.n;
  return { ofJob, statusCounts };
}

const pageOfApplicants = (db: Db, where: SQL | undefined, page: number) =>
  baseQuery(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);

type ApplicantRows = Awaited<ReturnType<typeof pageOfApplicants>>;

/** What a list shows of each application: its CV's name, the requirements, unread messages, the interview. */
async function asApplicants(db: Db, found: ApplicantRows): Promise<Applicant[]> {
  const named = await withCvNames(db, found.map(toAnswer));
  const ids = named.map((a) => a.id);
  const unread = await unreadMessageCounts(db, ids, 'employer');
  const interviewsOf = await interviewSummaries(db, ids);
  return named.map((a, i) => ({
    ...a,
    meets_requirements: found[i]!.application.meetsRequirements,
    unread_messages: unread.get(a.id) ?? 0,
    interview: interviewsOf.get(a.id) ?? null,
  }));
}

/** GET /applications/for_job/?job_id=: the applications sent to one of the employer's jobs. */
export async function listApplicants(
  db: Db,
  employerId: number,
  jobId: number,
  page: number,
  meets?: 'true' | 'false',
  status?: ReviewStatus,
): Promise<{ count: number; results: Applicant[]; status_counts: StatusCounts }> {
  const { ofJob, statusCounts } = await applicantsOfJob(db, employerId, jobId, meets);
  const where = status ? and(ofJob, eq(applications.reviewStatus, status)) : ofJob;
  const total = status ? statusCounts[status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const found = await pageOfApplicants(db, where, page);
  return { count: total, results: await asApplicants(db, found), status_counts: statusCounts };
}

/**
 * GET /applications/for_job/pipeline/?job_id= (decision 093): the first page of each review status, as
 * `listApplicants` answers it for that status, with the counts read once and the lists' details read
 * for the four pages together.
 */
export async function pipelineFirstPages(
  db: Db,
  employerId: number,
  jobId: number,
  meets?: 'true' | 'false',
): Promise<{
  status_counts: StatusCounts;
  columns: Record<ReviewStatus, { count: number; results: Applicant[] }>;
}> {
  const { ofJob, statusCounts } = await applicantsOfJob(db, employerId, jobId, meets);
  const pages: ApplicantRows[] = [];
  for (const status of REVIEW_STATUSES)
    pages.push(await pageOfApplicants(db, and(ofJob, eq(applications.reviewStatus, status)), 1));
  const all = await asApplicants(db, pages.flat());
  let at = 0;
  const columns = {} as Record<ReviewStatus, { count: number; results: Applicant[] }>;
  REVIEW_STATUSES.forEach((status, i) => {
    columns[status] = { count: statusCounts[status], results: all.slice(at, at + pages[i]!.length) };
    at += pages[i]!.length;
  });
  return { status_counts: statusCounts, columns };
}

export interface StatusChange {
  applicationId: number;
  employerId: number;
  to: ReviewStatus;
  /**
   * The automatic change on opening: only from pending, and only if no one has reviewed the
   * application before, so that an employer who sets it back to pending is not overruled.
   */
  firstOpening?: boolean;
  /** Issue 28: the employer's message to the candidate, sent with the notification and e-mail. */
  message?: string | undefined;
}

/**
 * The one place a review status changes: locks the application, checks that it is a submitted
 * application to the employer's job (else 404), writes the new status and records the change with its
 * time, all in one transaction. Setting the status it already has changes and records nothing.
 * Answers whether the status changed.
 */
export async function changeApplicationStatus(db: Db, change: StatusChange): Promise<boolean> {
  return db.transaction(async (tx) => changeStatusIn(tx, change));
}

/** `changeApplicationStatus` inside the caller's transaction (a bulk decision is one transaction). */
export async function changeStatusIn(tx: Executor, change: StatusChange): Promise<boolean> {
  {
    const [current] = await tx
      .select({
        id: applications.id,
        reviewStatus: applications.reviewStatus,
        withdrawnAt: applications.withdrawnAt,
      })
      .from(applications)
      .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
      .where(and(eq(applications.id, change.applicationId), reviewable(change.employerId)))
      .for('update', { of: applications });
    if (!current) throw notFound();
    // A withdrawn application is the candidate's last word: opening it changes nothing, and a
    // deliberate change is refused plainly (issue 27 item 14).
    if (current.withdrawnAt) {
      if (change.firstOpening) return false;
      throw new AppError(409, APPLICATION_MESSAGES.withdrawnNoStatusChange);
    }
    if (current.reviewStatus === change.to) return false;
    if (change.firstOpening) {
      if (current.reviewStatus !== 'pending' || (await wasReviewedBefore(tx, current.id))) return false;
    }
    await tx
      .update(applications)
      .set({ reviewStatus: change.to, updatedAt: new Date() })
      .where(eq(applications.id, current.id));
    await tx.insert(applicationStatusChanges).values({
      applicationId: current.id,
      fromStatus: current.reviewStatus,
      toStatus: change.to,
      changedBy: change.employerId,
    });
    await recordFirstResponse(tx, current.id, change.employerId);
    // The candidate hears of it (issue 11), in this transaction: no change without its notification.
    const facts = await applicationFacts(tx, current.id);
    await publish(tx, 'application.status_changed', {
      ...facts,
      status: change.to,
      // The "reviewed" of opening it is shown in the app, never e-mailed (issue 27 item 5).
      automatic: change.firstOpening === true,
      // A rejection is never sent without words of thanks (issue 28 item 2, decision 090).
      // Without words of its own, a rejection carries the ready-made text of packages/shared.
      message:
        change.to !== 'rejected'
          ? change.message || undefined
          : change.message
            ? withThanks(change.message)
            : DECISION_TEMPLATES.rejected(facts.jobTitle, facts.companyName),
    });
    return true;
  }
}

/**
 * The first status change of an application is its employer's response (issue 22 item 8): kept once,
 * with the seconds since it was submitted, for the job page's "Usually reviews applications within".
 */
async function recordFirstResponse(tx: Executor, applicationId: number, employerId: number): Promise<void> {
  await tx.execute(sql`insert into application_first_responses
      (application_id, employer_id, responded_at, response_seconds)
    select a.id, ${employerId}::integer, now(), greatest(0, floor(extract(epoch from now() - a.submitted_at)))::integer
    from applications a where a.id = ${applicationId} and a.submitted_at is not null
    on conflict (application_id) do nothing`);
}

async function wasReviewedBefore(tx: Executor, applicationId: number): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: applicationStatusChanges.id })
    .from(applicationStatusChanges)
    .where(
      and(
        eq(applicationStatusChanges.applicationId, applicationId),
        ne(applicationStatusChanges.toStatus, 'pending'),
      ),
    )
    .limit(1);
  return Boolean(earlier);
}

async function reviewableApplication(db: Executor, employerId: number, id: number): Promise<Application> {
  const [row] = await baseQuery(db).where(and(eq(applications.id, id), reviewable(employerId)));
  if (!row) throw notFound();
  const [answer] = await withCvNames(db, [toAnswer(row)]);
  return answer!;
}

async function candidateDetails(db: Executor, application: Application, candidateId: number) {
  const profile = await loadProfile(db, candidateId);
  const details: ReviewCandidateDetails = {
    id: candidateId,
    name: application.candidate_details.name,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: application.candidate_details.email,
    phone: profile.phone,
    link_1: profile.link_1,
    link_2: profile.link_2,
    link_3: profile.link_3,
    work_experiences: profile.work_experiences,
    educations: profile.educations,
  };
  return details;
}

/** The candidate of an anonymised application (issue 23): "Deleted candidate", nothing else. */
const anonymousDetails = (candidateId: number): ReviewCandidateDetails => ({
  id: candidateId,
  name: APPLICATION_MESSAGES.deletedCandidate,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  link_1: null,
  link_2: null,
  link_3: null,
  work_experiences: [],
  educations: [],
});

/**
 * GET /applications/{id}/ by the job's employer: the application, with the candidate's profile on
 * request. A read changes nothing; opening it is `openApplication`.
 */
export async function readReviewableApplication(
  db: Db,
  employerId: number,
  id: number,
  includeCandidateProfile: boolean,
): Promise<Application | ReviewedApplication> {
  const application = await reviewableApplication(db, employerId, id);
  if (!includeCandidateProfile) return application;
  const [owner] = await db
    .select({ candidateId: applications.candidateId, anonymisedAt: applications.anonymisedAt })
    .from(applications)
    .where(eq(applications.id, id));
  const details = owner!.anonymisedAt
    ? anonymousDetails(owner!.candidateId)
    : await candidateDetails(db, application, owner!.candidateId);
  return { ...application, candidate_details: details };
}

/**
 * POST /applications/{id}/open/: the employer opens the application (its detail page): a pending one
 * becomes reviewed, once, on the server; the answer is the application as read after it.
 */
export async function openApplication(
  db: Db,
  employerId: number,
  id: number,
  includeCandidateProfile: boolean,
): Promise<Application | ReviewedApplication> {
  await changeApplicationStatus(db, { applicationId: id, employerId, to: 'reviewed', firstOpening: true });
  const answer = await readReviewableApplication(db, employerId, id, includeCandidateProfile);
  // The candidate sees who opened their application (issue 23 item 5).
  const [sent] = await db
    .select({ candidateId: applications.candidateId, anonymisedAt: applications.anonymisedAt })
    .from(applications)
    .where(eq(applications.id, id));
  if (sent && !sent.anonymisedAt)
    await publish(db, 'candidate.viewed', { candidateId: sent.candidateId, employerId, what: 'application' });
  return answer;
}

/** PATCH /applications/{id}/update-status/ */
export async function updateReviewStatus(
  db: Db,
  employerId: number,
  id: number,
  status: ReviewStatus,
  message?: string,
): Promise<Application> {
  await changeApplicationStatus(db, { applicationId: id, employerId, to: status, message });
  return reviewableApplication(db, employerId, id);
}

/**
 * POST /applications/bulk-update-status/ (issue 28 item 2): one decision on up to 200 applications, all or
 * nothing. The rows are locked in id order (two bulk calls over the same rows wait for each other rather
 * than deadlock); an id that is not a submitted application to one of the caller's jobs answers 404 and a
 * withdrawn one 409, and the transaction then changes none. One already in the status is left as it is.
 */
export async function bulkUpdateReviewStatus(
  db: Db,
  employerId: number,
  ids: number[],
  status: ReviewStatus,
  message?: string,
): Promise<{ changed: number; ids: number[] }> {
  const sorted = [...ids].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
      .where(and(inArray(applications.id, sorted), reviewable(employerId)))
      .orderBy(asc(applications.id))
      .for('update', { of: applications });
    if (found.length !== sorted.length) throw notFound();
    const changed: number[] = [];
    for (const id of sorted) {
      if (await changeStatusIn(tx, { applicationId: id, employerId, to: status, message })) changed.push(id);
    }
    return { changed: changed.length, ids: changed };
  });
}

/** GET /applications/shortlisted/: the employer's shortlist, one group per job, newest first in each. */
export async function listShortlist(db: Db, employerId: number): Promise<Shortlist> {
  const found = await baseQuery(db)
    .where(and(reviewable(employerId), eq(applications.reviewStatus, 'shortlisted')))
    .orderBy(asc(jobCards.jobTitle), asc(jobCards.id), ...newestFirst);
  const named = await withCvNames(db, found.map(toAnswer));
  const groups = new Map<number, ShortlistGroup>();
  for (const [i, row] of found.entries()) {
    const group = groups.get(row.job.id) ?? {
      job: { id: row.job.id, job_title: row.job.jobTitle, city: row.job.city, country: row.job.country },
      applications: [],
    };
    group.applications.push(named[i]!);
    groups.set(row.job.id, group);
  }
  return { count: found.length, results: [...groups.values()] };
}
