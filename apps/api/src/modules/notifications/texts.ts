import { LANGUAGES, type ReviewStatus } from '@kweli/shared';
import { defineServerTexts, type Texts } from '../../platform/texts.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The notifications' and their e-mails' texts (issue 25 item 1: in the reader's language). */
export const notificationTexts = defineServerTexts('notifications', en, sw);
type T = Texts<typeof en>;

/** The facts of an interview a notice tells (platform/events.ts InterviewFacts, as the notice keeps them). */
export interface InterviewTextFacts {
  jobTitle: string;
  companyName: string;
  candidateName: string;
  mode: string;
  location: string;
  durationMinutes: number;
  slots: string[];
  confirmedSlot: string | null;
}

/**
 * What a notification says, kept as facts beside its English message (notifications.params, migration
 * 0112), so that its e-mail is written in the reader's language when it is sent.
 */
export type NotificationText =
  | { text: 'statusChange'; jobTitle: string; companyName: string; status: ReviewStatus; message?: string }
  | { text: 'newApplication'; candidateName: string; jobTitle: string }
  | { text: 'newJobPost'; jobTitle: string; companyName: string }
  | { text: 'deadlineReminder'; jobTitle: string; companyName: string; dueDay: string }
  // `why` is platform/events.ts JobCloseCause (not imported: the events import the database's schema).
  | { text: 'jobClosed'; jobTitle: string; companyName: string; why: 'closed' | 'withdrawn' | 'expired' }
  | { text: 'fromCandidate'; candidateName: string; jobTitle: string }
  | { text: 'fromEmployer'; companyName: string; jobTitle: string }
  | { text: 'jobApproved'; jobTitle: string }
  | { text: 'jobRemoved'; jobTitle: string; reason: string }
  | { text: 'verificationApproved' }
  | { text: 'verificationRejected'; reason: string }
  | {
      text: 'interviewInvitation' | 'interviewAccepted' | 'interviewCancelled';
      interview: InterviewTextFacts;
    }
  | { text: 'interviewDeclined'; interview: InterviewTextFacts; reason: string }
  | { text: 'interviewReminder'; interview: InterviewTextFacts; role: 'candidate' | 'employer' };

/** "Data Analyst at Safaricom", or the title alone when the company has no name. */
export const jobAt = (t: T, title: string, company: string) =>
  company ? t('jobAtCompany', { title, company }) : title;

/** "Tuesday 1 December 2026, 10:00 (Nairobi time)": how an interview's time is written. */
export const interviewTime = (t: T, iso: string) => t('interview.dateTime', t.dateTimeParts(iso));

export const interviewMode = (t: T, mode: string) =>
  mode === 'in_person' || mode === 'phone' || mode === 'video' ? t(`interview.modes.${mode}`) : mode;
export const durationText = (t: T, minutes: number) => t('interview.duration', { count: minutes });
/** "In person, Westlands office, 45 minutes". */
const interviewPlace = (t: T, facts: InterviewTextFacts) =>
  [interviewMode(t, facts.mode), facts.location, durationText(t, facts.durationMinutes)]
    .filter(Boolean)
    .join(', ');
const candidate = (t: T, name: string) => name || t('unnamedCandidate');
/** A moderator's reason ends the sentence the text puts it in: its own full stop goes. */
const reasonOf = (reason: string) => reason.replace(/[.\s]+$/, '');

/**
 * The employer's message in the reader's language when it is one of the ready-made texts sent unchanged,
 * in any of our languages (a rejection without words of its own carries the English one, decision 090;
 * the decision form offers it in the employer's language): the reader gets the catalogue's. Words the
 * employer wrote are theirs and stay as written.
 */
export function employerMessage(
  t: T,
  facts: { jobTitle: string; companyName: string; message?: string | null | undefined },
): string | undefined {
  if (!facts.message) return undefined;
  const names = { job: facts.jobTitle, company: facts.companyName };
  for (const kind of ['rejected', 'shortlisted'] as const) {
    const key = `status.templates.${kind}` as const;
    if (LANGUAGES.some((language) => facts.message === notificationTexts(language)(key, names)))
      return t(key, names);
  }
  return facts.message;
}

/** A status change's sentence, with the employer's message after it (issue 28 item 2). */
export function statusChangeText(
  t: T,
  facts: { jobTitle: string; companyName: string; status: ReviewStatus; message?: string | undefined },
): string {
  const told = t('status.changed', {
    job: jobAt(t, facts.jobTitle, facts.companyName),
    phrase: t(`status.phrases.${facts.status}`),
  });
  const message = employerMessage(t, facts);
  return message ? `${told}\n\n${t('status.fromEmployer')} ${message}` : told;
}

/** What the notification says, in the language of `t`. */
export function notificationText(t: T, told: NotificationText): string {
  switch (told.text) {
    case 'statusChange':
      return statusChangeText(t, told);
    case 'newApplication':
      return t('messages.newApplication', {
        candidateName: candidate(t, told.candidateName),
        jobTitle: told.jobTitle,
      });
    case 'newJobPost':
      return t('messages.newJobPost', { job: jobAt(t, told.jobTitle, told.companyName) });
    case 'deadlineReminder':
      return t('messages.deadlineReminder', {
        job: jobAt(t, told.jobTitle, told.companyName),
        date: t.date(`${told.dueDay}T00:00:00Z`),
      });
    case 'jobClosed':
      return t('messages.jobClosed', {
        job: jobAt(t, told.jobTitle, told.companyName),
        phrase: t(`messages.closedPhrases.${told.why}`),
      });
    case 'fromCandidate':
      return t('messages.fromCandidate', {
        candidateName: candidate(t, told.candidateName),
        jobTitle: told.jobTitle,
      });
    case 'fromEmployer':
      return told.companyName
        ? t('messages.fromEmployer', { companyName: told.companyName, jobTitle: told.jobTitle })
        : t('messages.fromUnnamedEmployer', { jobTitle: told.jobTitle });
    case 'jobApproved':
      return t('messages.jobApproved', { jobTitle: told.jobTitle });
    case 'jobRemoved':
      return t('messages.jobRemoved', { jobTitle: told.jobTitle, reason: reasonOf(told.reason) });
    case 'verificationApproved':
      return t('messages.verificationApproved');
    case 'verificationRejected':
      return t('messages.verificationRejected', { reason: reasonOf(told.reason) });
    default:
      return interviewText(t, told);
  }
}

function interviewText(t: T, told: Extract<NotificationText, { interview: InterviewTextFacts }>): string {
  const facts = told.interview;
  const job = jobAt(t, facts.jobTitle, facts.companyName);
  const name = candidate(t, facts.candidateName);
  const when = facts.confirmedSlot ? interviewTime(t, facts.confirmedSlot) : '';
  switch (told.text) {
    case 'interviewInvitation':
      return t('interview.invitation', {
        job,
        where: interviewPlace(t, facts),
        times: facts.slots.map((slot) => interviewTime(t, slot)).join('; '),
      });
    case 'interviewAccepted':
      return t('interview.accepted', { name, jobTitle: facts.jobTitle, when });
    case 'interviewDeclined':
      return told.reason
        ? t('interview.declinedReason', { name, jobTitle: facts.jobTitle, reason: told.reason })
        : t('interview.declined', { name, jobTitle: facts.jobTitle });
    case 'interviewCancelled':
      return when ? t('interview.cancelledOn', { job, when }) : t('interview.cancelled', { job });
    case 'interviewReminder':
      return told.role === 'candidate'
        ? t('interview.reminderCandidate', { job, when, where: interviewPlace(t, facts) })
        : t('interview.reminderEmployer', {
            name,
            jobTitle: facts.jobTitle,
            when,
            where: interviewPlace(t, facts),
          });
  }
}

/** The English message a notification keeps (what the app lists): the same words as its e-mail's. */
export const englishText = (told: NotificationText) => notificationText(notificationTexts('en'), told);
