import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { jobCards } from '../jobs/index.ts';
import { interviewsData } from './interview-records.ts';
import { messagesData } from './messages.ts';
import { applicationStatusChanges, applications } from './schema.ts';

/**
 * A candidate's applications as their data export holds them (issue 23 item 2): each with its job, its
 * review status history, and the drafts apart.
 */
export async function applicationsData(db: Executor, candidateId: number) {
  const sent = await db
    .select({ application: applications, jobTitle: jobCards.jobTitle, companyName: jobCards.companyName })
    .from(applications)
    .leftJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(applications.id));
  const ids = sent.map((row) => row.application.id);
  const changes = ids.length
    ? await db
        .select()
        .from(applicationStatusChanges)
        .where(inArray(applicationStatusChanges.applicationId, ids))
        .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id))
    : [];
  // The conversations are the candidate's too (issue 28 item 4); the employer's private notes never are.
  const messages = await messagesData(db, ids);
  const held = await interviewsData(db, ids);
  const shaped = sent.map(({ application: a, jobTitle, companyName }) => ({
    id: a.id,
    job: { id: a.jobId, title: jobTitle, company_name: companyName },
    cover_letter: a.coverLetter,
    cv: a.cv,
    submission_status: a.submissionStatus,
    review_status: a.reviewStatus,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    withdrawn_at: a.withdrawnAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    screening_answers: a.screeningAnswers,
    status_history: changes
      .filter((c) => c.applicationId === a.id)
      .map((c) => ({ from: c.fromStatus, to: c.toStatus, at: c.changedAt.toISOString() })),
    messages: (messages.get(a.id) ?? []).map((m) => ({
      from: m.mine ? 'me' : 'employer',
      body: m.body,
      sent_at: m.created_at,
      read_at: m.read_at,
    })),
    // Issue 28 item 3: the interviews offered to the candidate and their answers.
    interviews: held.filter((i) => i.application === a.id),
  }));
  return {
    applications: shaped.filter((a) => a.submission_status !== 'draft'),
    drafts: shaped.filter((a) => a.submission_status === 'draft'),
  };
}
