import { INTERVIEW_MESSAGES, nairobiTime, type Role } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { DomainEvents, InterviewFacts } from '../../platform/events.ts';
import { enqueueEmail, enqueueWork } from '../../platform/outbox.ts';
import { compose } from '../auth/index.ts';
import { notificationLink } from './emails.ts';
import { createNotification, jobAtCompany, UNNAMED_CANDIDATE } from './events.ts';

/**
 * The notices of interviews (issue 28 item 3, docs/decisions/091-interviews.md): the candidate hears of an
 * invitation and a cancellation, the employer of an acceptance or a refusal, both of the reminder a day
 * before, in the app and by e-mail; an acceptance also e-mails both sides a confirmation with the
 * interview's calendar file attached. Each runs in the transaction of the change it reports; the
 * confirmation is composed by the outbox worker (which knows the site's address) from what the event told.
 */
export const INTERVIEW_CONFIRMATION_TOPIC = 'interview_confirmation_email';

export interface InterviewConfirmationWork {
  candidateId: number;
  employerId: number;
  /** The employer's notification of the acceptance, for the e-mail's link. */
  notificationId: number;
  job: string;
  candidateName: string;
  when: string;
  mode: string;
  location: string;
  durationMinutes: number;
  calendar: string;
  calendarName: string;
}

const name = (facts: InterviewFacts) => facts.candidateName || UNNAMED_CANDIDATE;
const job = (facts: InterviewFacts) => jobAtCompany(facts.jobTitle, facts.companyName);
const times = (slots: string[]) => slots.map(nairobiTime).join('; ');
const where = (facts: InterviewFacts) =>
  `${INTERVIEW_MESSAGES.modeLabels[facts.mode]}${facts.location ? `, ${facts.location}` : ''}, ${INTERVIEW_MESSAGES.durationOf(facts.durationMinutes)}`;

export const interviewInvitationMessage = (facts: InterviewFacts) =>
  `You are invited to an interview for ${job(facts)} (${where(facts)}). Choose one of these times: ${times(facts.slots)}`;
export const interviewAcceptedMessage = (facts: InterviewFacts) =>
  `${name(facts)} accepted the interview for ${facts.jobTitle}: ${nairobiTime(facts.confirmedSlot!)}`;
export const interviewDeclinedMessage = (facts: InterviewFacts, reason: string) =>
  `${name(facts)} declined the interview for ${facts.jobTitle}${reason ? `. Reason: ${reason}` : ''}`;
export const interviewCancelledMessage = (facts: InterviewFacts) =>
  `The employer cancelled the interview for ${job(facts)}${facts.confirmedSlot ? ` on ${nairobiTime(facts.confirmedSlot)}` : ''}`;
export const interviewReminderMessage = (facts: InterviewFacts, role: Role) =>
  role === 'candidate'
    ? `Reminder: your interview for ${job(facts)} is on ${nairobiTime(facts.confirmedSlot!)} (${where(facts)})`
    : `Reminder: your interview with ${name(facts)} for ${facts.jobTitle} is on ${nairobiTime(facts.confirmedSlot!)} (${where(facts)})`;

const notice = (
  facts: InterviewFacts,
  userId: number,
  type: Parameters<typeof createNotification>[1]['type'],
  message: string,
) => ({
  userId,
  type,
  message,
  jobId: facts.jobId,
  jobTitle: facts.jobTitle,
  applicationId: facts.applicationId,
});

export async function notifyInterviewInvitation(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_invitation', interviewInvitationMessage(facts)),
  );
}

/** The employer is told in the app; both get the confirmation e-mail with the calendar file. */
export async function notifyInterviewAccepted(
  tx: Executor,
  event: DomainEvents['interview.accepted'],
): Promise<void> {
  const notificationId = await createNotification(
    tx,
    notice(event, event.employerId, 'interview_accepted', interviewAcceptedMessage(event)),
    { email: false },
  );
  await enqueueWork(tx, INTERVIEW_CONFIRMATION_TOPIC, {
    candidateId: event.candidateId,
    employerId: event.employerId,
    notificationId,
    job: job(event),
    candidateName: name(event),
    when: nairobiTime(event.confirmedSlot!),
    mode: INTERVIEW_MESSAGES.modeLabels[event.mode] ?? event.mode,
    location: event.location,
    durationMinutes: event.durationMinutes,
    calendar: event.calendar,
    calendarName: event.calendarName,
  } satisfies InterviewConfirmationWork);
}

export async function notifyInterviewDeclined(
  tx: Executor,
  event: DomainEvents['interview.declined'],
): Promise<void> {
  await createNotification(
    tx,
    notice(event, event.employerId, 'interview_declined', interviewDeclinedMessage(event, event.reason)),
  );
}

export async function notifyInterviewCancelled(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_cancelled', interviewCancelledMessage(facts)),
  );
}

export async function notifyInterviewReminder(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_reminder', interviewReminderMessage(facts, 'candidate')),
  );
  await createNotification(
    tx,
    notice(facts, facts.employerId, 'interview_reminder', interviewReminderMessage(facts, 'employer')),
  );
}

interface Recipient {
  user_id: number;
  email: string;
  role: Role;
}

/**
 * The outbox handler of the confirmation: one e-mail to each side that has e-mails on, each with the
 * calendar file attached, queued in the transaction that marks the work done (a retry never sends twice).
 */
export async function sendInterviewConfirmation(
  tx: Executor,
  publicUrl: string,
  work: InterviewConfirmationWork,
): Promise<void> {
  const to = await rows<Recipient>(
    tx,
    sql`select u.user_id, u.email, u.role from user_accounts u
        where u.user_id in (${work.candidateId}, ${work.employerId}) and u.is_active and u.notify_by_email`,
  );
  for (const recipient of to) {
    const employer = recipient.role === 'employer';
    const link = employer
      ? notificationLink(publicUrl, 'employer', work.notificationId)
      : `${publicUrl}/candidate-dashboard/applications`;
    const mail = compose(
      recipient.email,
      `Interview confirmed: ${work.job}`,
      'Hello,',
      [
        employer
          ? `${work.candidateName} accepted your interview for ${work.job}.`
          : `Your interview for ${work.job} is confirmed.`,
        `When: ${work.when}`,
        `How: ${work.mode}${work.location ? `, ${work.location}` : ''} (${INTERVIEW_MESSAGES.durationOf(work.durationMinutes)})`,
        `The calendar file (${work.calendarName}) is attached: open it to add the interview to your calendar. You will be reminded a day before.`,
      ],
      'Open in Kweli Jobs',
      link,
      [
        `You receive this because of your notifications on Kweli Jobs. To stop these e-mails, turn them off in your settings: ${publicUrl}/settings`,
      ],
    );
    await enqueueEmail(tx, {
      ...mail,
      attachments: [
        {
          filename: work.calendarName,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: work.calendar,
        },
      ],
    });
  }
}
