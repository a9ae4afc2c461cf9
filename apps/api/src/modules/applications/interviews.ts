import {
  candidateDisplayName,
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewMode,
  type InterviewPayload,
  PAGE_SIZE,
  slotsProblem,
} from '@kweli/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { type InterviewFacts, publish } from '../../platform/events.ts';
import type { Language } from '../../platform/texts.ts';
import { userLanguage } from '../auth/index.ts';
import { candidateNames } from '../candidates/index.ts';
import { jobCards } from '../jobs/index.ts';
import { calendarFile } from './calendar.ts';
import { applicationFacts } from './facts.ts';
import { interviewRecord } from './interview-records.ts';
import { changeStatusIn } from './review.ts';
import { applications, interviews } from './schema.ts';
import { applicationTexts } from './texts.ts';
import { reviewable } from './visibility.ts';

/**
 * Interviews (issue 28 item 3, docs/decisions/091-interviews.md). The job's employer invites the candidate
 * of a submitted application with one to three times; the candidate accepts one or declines; the employer
 * may cancel. One interview per application is open (invited or confirmed) at a time. Anyone but the two
 * parties gets 404, so ids cannot be probed; the wrong role is refused by the routes (403).
 */
export const REMINDER_HOURS = 24;
const HOUR_MS = 3600 * 1000;
const REMINDER_BATCH = 50;

type Row = typeof interviews.$inferSelect;
export interface Party {
  id: number;
  role: 'candidate' | 'employer';
}

const iso = (value: string) => new Date(value).toISOString();

/** Only the parties' interviews: the employer of the job, or the candidate of the application. */
const partyOf = (user: Party): SQL =>
  user.role === 'employer' ? eq(jobCards.employerId, user.id) : eq(applications.candidateId, user.id);

const answerQuery = (db: Executor) =>
  db
    .select({
      interview: interviews,
      jobId: jobCards.id,
      jobTitle: jobCards.jobTitle,
      companyName: jobCards.companyName,
      firstName: candidateNames.firstName,
      lastName: candidateNames.lastName,
      fullName: candidateNames.fullName,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .leftJoin(candidateNames, eq(candidateNames.userId, applications.candidateId));

type AnswerRow = Awaited<ReturnType<ReturnType<typeof answerQuery>['execute']>>[number];

function toInterview(row: AnswerRow): Interview {
  const i = row.interview;
  const name = row.anonymisedAt
    ? INTERVIEW_MESSAGES.candidateGone
    : candidateDisplayName({ first_name: row.firstName, last_name: row.lastName, full_name: row.fullName });
  return {
    ...interviewRecord(i),
    job: { id: row.jobId, title: row.jobTitle, company_name: row.companyName },
    candidate_name: name,
  };
}

async function readInterview(db: Executor, user: Party, id: number): Promise<Interview> {
  const [row] = await answerQuery(db).where(and(eq(interviews.id, id), partyOf(user)));
  if (!row) throw notFound();
  return toInterview(row);
}

async function interviewFacts(tx: Executor, row: Row): Promise<InterviewFacts> {
  return {
    ...(await applicationFacts(tx, row.applicationId)),
    interviewId: row.id,
    mode: row.mode,
    location: row.location,
    durationMinutes: row.durationMinutes,
    slots: row.slots,
    confirmedSlot: row.confirmedSlot?.toISOString() ?? null,
  };
}

/**
 * POST /applications/{id}/interviews/: the job's employer invites the candidate. The application becomes
 * shortlisted, if it was not, through the one status change (history, notification, e-mail).
 */
export async function inviteToInterview(
  db: Db,
  employerId: number,
  applicationId: number,
  payload: InterviewPayload & { location: string },
  now = new Date(),
): Promise<Interview> {
  const slots = payload.slots.map(iso);
  const problem = slotsProblem(slots, now.getTime());
  if (problem) throw fieldError('slots', problem);
  const id = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: applications.id,
        reviewStatus: applications.reviewStatus,
        anonymisedAt: applications.anonymisedAt,
      })
      .from(applications)
      .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), reviewable(employerId)))
      .for('update', { of: applications });
    if (!found) throw notFound();
    if (found.anonymisedAt) throw new AppError(409, INTERVIEW_MESSAGES.candidateGone);
    const [open] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.applicationId, applicationId),
          inArray(interviews.status, ['invited', 'confirmed']),
        ),
      );
    if (open) throw new AppError(409, INTERVIEW_MESSAGES.alreadyOpen);
    // A withdrawn application is refused here (409), before anything is written.
    await changeStatusIn(tx, { applicationId, employerId, to: 'shortlisted' });
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        invitedBy: employerId,
        slots,
        mode: payload.mode as InterviewMode,
        location: payload.location,
        durationMinutes: payload.duration_minutes,
      })
      .returning();
    await publish(tx, 'interview.invited', await interviewFacts(tx, row!));
    return row!.id;
  });
  return readInterview(db, { id: employerId, role: 'employer' }, id);
}

/** Locks one of the party's interviews for a change (404 for anyone else's). */
async function lockInterview(tx: Executor, user: Party, id: number): Promise<Row> {
  const [row] = await tx
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(and(eq(interviews.id, id), partyOf(user)))
    .for('update', { of: interviews });
  if (!row) throw notFound();
  return row.interview;
}

export interface CalendarLinks {
  publicUrl: string;
}

/** The interview's iCalendar file, from its confirmed row. */
/** The interview's iCalendar file, from its confirmed row, its texts in the reader's language. */
function calendarOf(
  row: Row,
  facts: InterviewFacts,
  publicUrl: string,
  now: Date,
  language: Language,
): string {
  const t = applicationTexts(language);
  const mode = t(`calendar.modes.${row.mode}`);
  const job = facts.companyName
    ? t('calendar.jobAtCompany', { title: facts.jobTitle, company: facts.companyName })
    : facts.jobTitle;
  return calendarFile({
    uid: `interview-${row.id}@${new URL(publicUrl).hostname}`,
    stamp: now,
    start: row.confirmedSlot!,
    minutes: row.durationMinutes,
    summary: t('calendar.summary', { job }),
    location: row.location || mode,
    description: [
      t('calendar.interviewFor', { job }),
      t('calendar.candidate', { name: facts.candidateName || t('calendar.candidateGone') }),
      t('calendar.mode', { mode }),
      t('calendar.duration', { minutes: row.durationMinutes }),
      ...(row.location ? [t('calendar.location', { location: row.location })] : []),
    ].join('\n'),
    url: publicUrl,
  });
}

export const calendarName = (id: number) => `interview-${id}.ics`;

/**
 * One answer to an interview (accept, decline, cancel): the row is locked for the caller, `change`
 * checks its state and writes, and the caller reads the interview as it now stands. The lock makes two
 * answers at once (a double tap, two tabs) take turns, so the second sees the first's status.
 */
async function answerInterview(
  db: Db,
  user: Party,
  id: number,
  change: (tx: Executor, row: Row) => Promise<void>,
): Promise<Interview> {
  await db.transaction(async (tx) => change(tx, await lockInterview(tx, user, id)));
  return readInterview(db, user, id);
}

async function updateInterview(tx: Executor, id: number, set: Partial<Row>): Promise<Row> {
  const [updated] = await tx.update(interviews).set(set).where(eq(interviews.id, id)).returning();
  return updated!;
}

/** POST /interviews/{id}/accept/: the candidate takes one of the offered times. */
export function acceptInterview(
  db: Db,
  candidateId: number,
  id: number,
  slot: string,
  links: CalendarLinks,
  now = new Date(),
): Promise<Interview> {
  return answerInterview(db, { id: candidateId, role: 'candidate' }, id, async (tx, row) => {
    if (row.status !== 'invited') throw new AppError(409, INTERVIEW_MESSAGES.notInvited);
    const chosen = new Date(slot);
    if (!row.slots.some((s) => new Date(s).getTime() === chosen.getTime()))
      throw fieldError('slot', INTERVIEW_MESSAGES.slotNotOffered);
    if (chosen <= now) throw fieldError('slot', INTERVIEW_MESSAGES.slotPast);
    // Confirmed within a day of it: the confirmation is the reminder (decision 091).
    const soon = chosen.getTime() - now.getTime() <= REMINDER_HOURS * HOUR_MS;
    const updated = await updateInterview(tx, id, {
      status: 'confirmed',
      confirmedSlot: chosen,
      answeredAt: now,
      updatedAt: now,
      remindedAt: soon ? now : null,
    });
    const facts = await interviewFacts(tx, updated);
    await publish(tx, 'interview.accepted', {
      ...facts,
      calendars: {
        en: calendarOf(updated, facts, links.publicUrl, now, 'en'),
        sw: calendarOf(updated, facts, links.publicUrl, now, 'sw'),
      },
      calendarName: calendarName(id),
    });
  });
}

/** POST /interviews/{id}/decline/: the candidate declines, with a reason or none. */
export function declineInterview(
  db: Db,
  candidateId: number,
  id: number,
  reason: string,
  now = new Date(),
): Promise<Interview> {
  return answerInterview(db, { id: candidateId, role: 'candidate' }, id, async (tx, row) => {
    if (row.status !== 'invited') throw new AppError(409, INTERVIEW_MESSAGES.notInvited);
    const updated = await updateInterview(tx, id, {
      status: 'declined',
      declineReason: reason,
      answeredAt: now,
      updatedAt: now,
    });
    await publish(tx, 'interview.declined', { ...(await interviewFacts(tx, updated)), reason });
  });
}

/** POST /interviews/{id}/cancel/: the employer calls off an interview that is waiting or confirmed. */
export function cancelInterview(
  db: Db,
  employerId: number,
  id: number,
  now = new Date(),
): Promise<Interview> {
  return answerInterview(db, { id: employerId, role: 'employer' }, id, async (tx, row) => {
    if (row.status !== 'invited' && row.status !== 'confirmed')
      throw new AppError(409, INTERVIEW_MESSAGES.notOpen);
    const updated = await updateInterview(tx, id, { status: 'cancelled', updatedAt: now });
    await publish(tx, 'interview.cancelled', {
      ...(await interviewFacts(tx, updated)),
      wasConfirmed: row.status === 'confirmed',
    });
  });
}

/** GET /interviews/: the caller's interviews (an employer's jobs', a candidate's own), newest first. */
export async function listInterviews(
  db: Db,
  user: Party,
  query: { application?: number | undefined; page: number },
): Promise<{ count: number; results: Interview[] }> {
  const where = and(
    partyOf(user),
    query.application ? eq(interviews.applicationId, query.application) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(where);
  const found = await answerQuery(db)
    .where(where)
    .orderBy(desc(interviews.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, results: found.map(toInterview) };
}

/** GET /interviews/{id}/calendar.ics: the confirmed interview's file, for its two parties only. */
export async function interviewCalendar(
  db: Db,
  user: Party,
  id: number,
  links: CalendarLinks,
  now = new Date(),
): Promise<{ name: string; content: string }> {
  const [found] = await db
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(and(eq(interviews.id, id), partyOf(user)));
  if (!found) throw notFound();
  if (found.interview.status !== 'confirmed') throw new AppError(409, INTERVIEW_MESSAGES.notConfirmed);
  const facts = await interviewFacts(db, found.interview);
  return {
    name: calendarName(id),
    content: calendarOf(found.interview, facts, links.publicUrl, now, await userLanguage(db, user.id)),
  };
}

/**
 * The reminders (issue 28 item 3): an instance runs this each tick; a confirmed interview starting
 * within a day and not yet reminded is claimed with FOR UPDATE SKIP LOCKED, marked reminded and told to
 * both sides in one transaction, so two instances or a restart never remind twice, and a reminder due
 * while every instance was down goes out at the next tick (unless the interview has begun). Answers how
 * many interviews were reminded.
 */
export async function runDueInterviewReminders(db: Db, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_HOURS * HOUR_MS);
  let reminded = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(interviews)
        .where(
          and(
            eq(interviews.status, 'confirmed'),
            sql`${interviews.remindedAt} is null`,
            sql`${interviews.confirmedSlot} > ${now.toISOString()}::timestamptz`,
            sql`${interviews.confirmedSlot} <= ${until.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(interviews.confirmedSlot, interviews.id)
        .limit(REMINDER_BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx.update(interviews).set({ remindedAt: now }).where(eq(interviews.id, row.id));
        await publish(tx, 'interview.reminder_due', await interviewFacts(tx, row));
      }
      return due.length;
    });
    reminded += claimed;
    if (claimed < REMINDER_BATCH) return reminded;
  }
}
