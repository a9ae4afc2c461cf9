import type { ReviewStatus } from '@kweli/shared';
import type { Executor } from '../db/connect.ts';

/**
 * Domain events: how a module tells the modules above it that something happened, without importing
 * them (docs/architecture.md). The writer publishes inside its own transaction; every subscriber runs
 * in that same transaction, so what it records (a notification, a copied company name) exists exactly
 * when the change it reports was committed. Work that may wait (e-mail, matching candidates to a new
 * job) a subscriber queues in the outbox.
 *
 * Subscribers register when their module is registered (its routes plugin); registering the same
 * subscriber twice (a second app in the same process, as tests build) keeps one.
 */
/** What subscribers are told of an application: who sent it, to which job, of which employer. */
export interface ApplicationFacts {
  applicationId: number;
  candidateId: number;
  candidateName: string;
  employerId: number;
  jobId: number;
  jobTitle: string;
  companyName: string;
}

/** What subscribers are told of an interview (issue 28 item 3): its application's facts and its terms. */
export interface InterviewFacts extends ApplicationFacts {
  interviewId: number;
  mode: 'in_person' | 'phone' | 'video';
  location: string;
  durationMinutes: number;
  /** The offered times, ISO date-times. */
  slots: string[];
  /** The accepted time, once confirmed. */
  confirmedSlot: string | null;
}

export type JobCloseCause = 'closed' | 'withdrawn' | 'expired';

export interface DomainEvents {
  /** A candidate sent an application (it was a draft until now). */
  'application.submitted': ApplicationFacts;
  /**
   * An employer changed the review status of an application; `automatic` when it was the "reviewed" of
   * opening it (shown in the app, never e-mailed: issue 27 item 5).
   */
  'application.status_changed': ApplicationFacts & {
    status: ReviewStatus;
    automatic?: boolean;
    /** Issue 28: the employer's words to the candidate; a rejection's always carry thanks. */
    message?: string | undefined;
  };
  /**
   * One side of a submitted application wrote to the other (issue 28 item 4, decision 092): `from` is the
   * writer's side; the other side is told.
   */
  'application.message_sent': ApplicationFacts & { messageId: number; from: 'candidate' | 'employer' };
  /** One side read the other's messages on an application (the e-mail of its window need not follow). */
  'application.messages_read': { applicationId: number; userId: number };
  /** An employer invited the candidate of an application to an interview (issue 28 item 3). */
  'interview.invited': InterviewFacts;
  /** The candidate accepted one of the times: `calendars` is the event's iCalendar file. */
  'interview.accepted': InterviewFacts & {
    /** The event's iCalendar file with its texts in each language (each side gets their own). */
    calendars: { en: string; sw: string };
    calendarName: string;
  };
  /** The candidate declined, with their reason (possibly empty). */
  'interview.declined': InterviewFacts & { reason: string };
  /** The employer cancelled an interview that was waiting or confirmed. */
  'interview.cancelled': InterviewFacts & { wasConfirmed: boolean };
  /** A confirmed interview begins within a day: told once to both sides. */
  'interview.reminder_due': InterviewFacts;
  /** The candidate withdrew a submitted application (issue 27 item 14). */
  'application.withdrawn': { applicationId: number };
  /**
   * A job stopped taking applications (issue 22 item 7): its employer closed it (`closed`), a suspension,
   * an account deletion or an admin's removal withdrew it (`withdrawn`), or its due date passed
   * (`expired`). Published once per change, by the transaction that made it.
   */
  'job.closed': { jobId: number; jobTitle: string; companyName: string; why: JobCloseCause };
  /** A job became visible to candidates (created published, or a draft published). */
  'job.published': { jobId: number };
  /**
   * A new account accepted the terms and the privacy notice of this version (a completed sign-up is the
   * acceptance: issue 23 item 4).
   */
  'account.opened': { userId: number; role: 'candidate' | 'employer'; noticeVersion: string };
  /** A candidate answered whether employers may find them in talent search (sent with the profile). */
  /**
   * A job a candidate saved and has not applied to closes within two days (issue 24 item 6); told once
   * per saved job.
   */
  'saved_job.deadline_near': {
    candidateId: number;
    jobId: number;
    jobTitle: string;
    companyName: string;
    /** The job's last day, "2026-12-01": the notice writes it in its reader's language. */
    dueDate: string;
  };
  /** A candidate saved their job preferences (titles, industries, locations): issue 24 item 5. */
  'candidate.preferences_changed': {
    candidateId: number;
    preferences: {
      job_titles: string[];
      industries: string[];
      locations: { city: string; county?: string | undefined; country: string }[];
    };
  };
  'candidate.visibility_answered': { candidateId: number; visible: boolean };
  /** An employer opened a candidate's talent profile or application, or signed their CV (item 5). */
  'candidate.viewed': { candidateId: number; employerId: number; what: 'profile' | 'cv' | 'application' };
  /** An admin verified an employer, or a verification stopped counting (the badge on its jobs). */
  'employer.verification_changed': { employerId: number; verified: boolean };
  /** An employer saved the company profile: the name and logo shown on its jobs. */
  'company.changed': { employerId: number; companyName: string; companyLogo: string | null };
}

export type EventName = keyof DomainEvents;
type Subscriber<E extends EventName> = (tx: Executor, event: DomainEvents[E]) => Promise<unknown>;

const subscribers = new Map<EventName, Map<string, Subscriber<never>>>();

/** `name` identifies the subscriber, so that registering it again replaces it. */
export function subscribe<E extends EventName>(event: E, name: string, handler: Subscriber<E>): void {
  const forEvent = subscribers.get(event) ?? new Map();
  forEvent.set(name, handler as Subscriber<never>);
  subscribers.set(event, forEvent);
}

/** Runs every subscriber of the event, in the order they registered, inside the writer's transaction. */
export async function publish<E extends EventName>(
  tx: Executor,
  event: E,
  payload: DomainEvents[E],
): Promise<void> {
  for (const handler of subscribers.get(event)?.values() ?? []) {
    await (handler as Subscriber<E>)(tx, payload);
  }
}
