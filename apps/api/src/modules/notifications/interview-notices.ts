import type { Language, NotificationType, Role } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { DomainEvents, InterviewFacts } from '../../platform/events.ts';
import { enqueueEmail, enqueueWork } from '../../platform/outbox.ts';
import { compose, helloLine, userLanguages } from '../auth/index.ts';
import { notificationLink } from './emails.ts';
import { createNotification } from './events.ts';
import {
  durationText,
  englishText,
  type InterviewTextFacts,
  interviewMode,
  interviewTime,
  jobAt,
  type NotificationText,
  notificationTexts,
} from './texts.ts';

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
  /** The interview's facts: each side's e-mail is written from them in its reader's language. */
  interview: InterviewTextFacts;
  /** The calendar file in each language: each side's e-mail attaches the one in its reader's. */
  calendars: { en: string; sw: string };
  calendarName: string;
}

/** The facts a notice keeps of an interview (its e-mail is written from them in the reader's language). */
const told = (facts: InterviewFacts): InterviewTextFacts => ({
  jobTitle: facts.jobTitle,
  companyName: facts.companyName,
  candidateName: facts.candidateName,
  mode: facts.mode,
  location: facts.location,
  durationMinutes: facts.durationMinutes,
  slots: facts.slots,
  confirmedSlot: facts.confirmedSlot,
});

const notice = (facts: InterviewFacts, userId: number, type: NotificationType, params: NotificationText) => ({
  userId,
  type,
  message: englishText(params),
  params,
  jobId: facts.jobId,
  jobTitle: facts.jobTitle,
  applicationId: facts.applicationId,
});

export async function notifyInterviewInvitation(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_invitation', {
      text: 'interviewInvitation',
      interview: told(facts),
    }),
  );
}

/** The employer is told in the app; both get the confirmation e-mail with the calendar file. */
export async function notifyInterviewAccepted(
  tx: Executor,
  event: DomainEvents['interview.accepted'],
): Promise<void> {
  const notificationId = await createNotification(
    tx,
    notice(event, event.employerId, 'interview_accepted', {
      text: 'interviewAccepted',
      interview: told(event),
    }),
    { email: false },
  );
  await enqueueWork(tx, INTERVIEW_CONFIRMATION_TOPIC, {
    candidateId: event.candidateId,
    employerId: event.employerId,
    notificationId,
    interview: told(event),
    calendars: event.calendars,
    calendarName: event.calendarName,
  } satisfies InterviewConfirmationWork);
}

export async function notifyInterviewDeclined(
  tx: Executor,
  event: DomainEvents['interview.declined'],
): Promise<void> {
  await createNotification(
    tx,
    notice(event, event.employerId, 'interview_declined', {
      text: 'interviewDeclined',
      interview: told(event),
      reason: event.reason,
    }),
  );
}

export async function notifyInterviewCancelled(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_cancelled', {
      text: 'interviewCancelled',
      interview: told(facts),
    }),
  );
}

export async function notifyInterviewReminder(tx: Executor, facts: InterviewFacts): Promise<void> {
  await createNotification(
    tx,
    notice(facts, facts.candidateId, 'interview_reminder', {
      text: 'interviewReminder',
      interview: told(facts),
      role: 'candidate',
    }),
  );
  await createNotification(
    tx,
    notice(facts, facts.employerId, 'interview_reminder', {
      text: 'interviewReminder',
      interview: told(facts),
      role: 'employer',
    }),
  );
}

/**
 * A confirmation queued before the e-mails had languages (before migration 0112) carried its sentence's
 * parts in English and one calendar file, not the interview's facts.
 */
interface EnglishConfirmationWork {
  job: string;
  candidateName: string;
  when: string;
  mode: string;
  location: string;
  durationMinutes: number;
  calendar: string;
}

/**
 * The parts of one side's confirmation: from the facts in the reader's language, or, for work queued
 * before the facts were kept, in English from the parts it carried (sent rather than dropped: the
 * interview is confirmed and both sides are waiting for its calendar file).
 */
function confirmationParts(work: InterviewConfirmationWork, readerLanguage: Language) {
  const facts = work.interview as InterviewTextFacts | undefined;
  if (!facts) {
    const old = work as unknown as EnglishConfirmationWork;
    const t = notificationTexts('en');
    return {
      language: 'en' as Language,
      t,
      job: old.job,
      candidateName: old.candidateName || t('unnamedCandidate'),
      when: old.when,
      how: [old.mode, old.location].filter(Boolean).join(', '),
      durationMinutes: old.durationMinutes,
      calendar: old.calendar,
    };
  }
  const t = notificationTexts(readerLanguage);
  return {
    language: readerLanguage,
    t,
    job: jobAt(t, facts.jobTitle, facts.companyName),
    candidateName: facts.candidateName || t('unnamedCandidate'),
    when: interviewTime(t, facts.confirmedSlot!),
    how: [interviewMode(t, facts.mode), facts.location].filter(Boolean).join(', '),
    durationMinutes: facts.durationMinutes,
    calendar: work.calendars[readerLanguage],
  };
}

interface Recipient {
  user_id: number;
  email: string;
  role: Role;
}

/**
 * The outbox handler of the confirmation: one e-mail to each side that has e-mails on, each in its reader's
 * language with the calendar file attached, queued in the transaction that marks the work done (a retry
 * never sends twice).
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
  const languages = await userLanguages(
    tx,
    to.map((r) => Number(r.user_id)),
  );
  for (const recipient of to) {
    const employer = recipient.role === 'employer';
    const parts = confirmationParts(work, languages.get(Number(recipient.user_id)) ?? 'en');
    const { language, t } = parts;
    const link = employer
      ? notificationLink(publicUrl, 'employer', work.notificationId)
      : `${publicUrl}/candidate-dashboard/applications`;
    const mail = compose(
      recipient.email,
      t('interview.confirmedSubject', { job: parts.job }),
      helloLine(language),
      [
        employer
          ? t('interview.confirmedEmployer', { name: parts.candidateName, job: parts.job })
          : t('interview.confirmedCandidate', { job: parts.job }),
        t('interview.when', { when: parts.when }),
        t('interview.how', { how: parts.how, duration: durationText(t, parts.durationMinutes) }),
        t('interview.calendarAttached', { name: work.calendarName }),
      ],
      t('frame.openInApp'),
      link,
      [t('frame.footer', { link: `${publicUrl}/settings` })],
      language,
    );
    await enqueueEmail(tx, {
      ...mail,
      attachments: [
        {
          filename: work.calendarName,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: parts.calendar,
        },
      ],
    });
  }
}
