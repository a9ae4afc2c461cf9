/**
 * The texts of the recruiter's tools (issue 28): screening questions, decisions with a message, notes and
 * ratings, the export. Zod-free, like the other text modules, so any screen may use them without the
 * schemas (docs/decisions/016-web-budgets.md).
 */
import { nairobiDateTimeParts } from './limits.ts';
import { SCREENING_WORDS } from './screening-words.ts';

const KIND_WORDS: Record<string, string> = {
  yes_no: 'yes or no',
  number: 'a number',
  choice: 'one of the options',
  text: 'a text',
};

export const SCREENING_MESSAGES = {
  heading: SCREENING_WORDS.heading,
  hint: 'Up to 10 questions candidates answer when they apply. A knockout answer marks the application as not meeting your requirements.',
  add: 'Add a question',
  remove: 'Remove question',
  question: 'Question',
  kind: 'Answer type',
  kindLabels: { yes_no: 'Yes or no', number: 'Number', choice: 'Choice', text: 'Text' } as Record<
    string,
    string
  >,
  options: 'Options (one per line)',
  required: 'Required',
  knockout: 'Knockout',
  knockoutNone: 'No knockout',
  knockoutYesNo: (answer: string) => `Answering "${answer}" disqualifies`,
  knockoutMin: 'Disqualify below this number',
  knockoutChoice: 'Options that disqualify (one per line)',
  stepTitle: 'Screening questions',
  stepHint: 'The employer asks these questions of every applicant.',
  yes: 'Yes',
  no: 'No',
  optional: SCREENING_WORDS.optional,
  meets: 'Meets requirements',
  doesNotMeet: 'Does not meet requirements',
  noKnockout: 'No knockout questions',
  filterLabel: 'Requirements',
  filterAll: 'All applicants',
  filterMeets: 'Meets requirements',
  filterFails: 'Does not meet requirements',
  answersHeading: 'Screening answers',
  noAnswer: 'No answer',
  // The server's refusals.
  questionRequired: 'Write the question.',
  questionTooLong: 'A question can be at most 300 characters.',
  optionTooLong: 'An option can be at most 100 characters.',
  unknownKind: 'Choose yes_no, number, choice or text.',
  tooManyOptions: 'A question can have at most 10 options.',
  tooManyQuestions: 'A job can have at most 10 screening questions.',
  tooManyAnswers: 'Answer at most 10 screening questions.',
  choiceNeedsOptions: 'A choice question needs at least two options.',
  optionsRepeat: 'Each option must be different.',
  optionsOnlyForChoice: 'Only a choice question has options.',
  knockoutMismatch:
    'The knockout must fit the answer type: "yes" or "no" for yes/no, { "min": n } for a number, some of the options (not all) for a choice, none for a text.',
  unknownQuestion: 'This answer is for a question the job does not ask.',
  answeredTwice: (question: string) => `"${question}" is answered twice.`,
  wrongKind: (question: string, kind: string) => `Answer "${question}" with ${KIND_WORDS[kind] ?? kind}.`,
  answerRequired: (question: string) => `Please answer "${question}".`,
} as const;

/** Words of thanks: a rejection always carries them (issue 28 item 2, decision 091). */
export const THANKS_WORDS = /\b(thank|thanks|asante|appreciate)/i;

export const DECISION_TEMPLATES = {
  rejected: (job: string, company: string) =>
    `Thank you for applying for ${job} at ${company} and for the time you gave it. After careful review we will not be taking your application further this time. We wish you every success in your search.`,
  shortlisted: (job: string, company: string) =>
    `Thank you for applying for ${job} at ${company}. We are pleased to tell you that you have been shortlisted; we will be in touch about next steps soon.`,
} as const;

/** The sentence put before a rejection message that had no thanks of its own. */
export const THANKS_PREFIX = 'Thank you for your application.';

/** A rejection's message as it is sent: with words of thanks, whatever the employer wrote. */
export function withThanks(message: string): string {
  const text = message.trim();
  if (!text) return THANKS_PREFIX;
  return THANKS_WORDS.test(text) ? text : `${THANKS_PREFIX} ${text}`;
}

export const DECISION_MESSAGE_MAX = 2_000;
export const BULK_IDS_MAX = 200;

export const DECISION_MESSAGES = {
  messageLabel: 'Message to the candidates (optional)',
  messageLabelOne: 'Message to the candidate (optional)',
  useTemplate: 'Use the ready-made text',
  messageTooLong: `A message can be at most ${DECISION_MESSAGE_MAX} characters.`,
  tooManyIds: `Choose at most ${BULK_IDS_MAX} applications at once.`,
  noIds: 'Choose at least one application.',
  idsRepeat: 'Each application may be listed once.',
  selected: (n: number) => `${n} selected`,
  select: (name: string) => `Select ${name}`,
  bulkApply: 'Apply to selected',
  bulkStatus: 'Change selected to',
  bulkDone: (n: number, status: string) => `${n} application${n === 1 ? '' : 's'} changed to ${status}.`,
  bulkFailed: 'Failed to change the selected applications. Nothing was changed; please try again.',
  fromEmployer: 'Message from the employer:',
} as const;

/** Issue 28 item 7: the applicants page as a pipeline, one column (wide) or tab (phone) per status. */
export const PIPELINE_MESSAGES = {
  statuses: 'Applications by status',
  /** A column's heading and a tab's name: "Pending (42)". */
  withCount: (status: string, n: number) => `${status} (${n})`,
  none: 'No applications in this status.',
  selectAllIn: (status: string) => `Select all ${status} on this page`,
  pages: (status: string) => `${status} pages`,
} as const;

export const NOTE_MESSAGES = {
  heading: 'Private notes',
  privateLabel: 'Only your team sees this',
  hint: 'Only your company sees these notes and the rating; the candidate never does.',
  label: 'Add a note',
  save: 'Save note',
  saved: 'Note saved.',
  failed: 'Failed to save the note. Please try again.',
  none: 'No notes yet.',
  required: 'Write the note.',
  tooLong: 'A note can be at most 2000 characters.',
  rating: 'Rating',
  ratingOf: (n: number) => `${n} of 5`,
  noRating: 'Not rated',
  ratingSaved: 'Rating saved.',
  ratingFailed: 'Failed to save the rating. Please try again.',
  loadFailed: 'Failed to load the notes. Please try again.',
  ratingRange: 'Give a rating from 1 to 5.',
} as const;

/** GET /applications/for_job/export.csv (issue 28 item 6, decision 092): the column titles in their order. */
export const APPLICANTS_EXPORT_MESSAGES = {
  download: 'Download CSV',
  downloading: 'Preparing the CSV…',
  failed: 'Failed to download the CSV. Please try again.',
  columns: ['Name', 'E-mail', 'Phone', 'Status', 'Submitted', 'Withdrawn'],
  /** After the screening questions' own columns. */
  lastColumns: ['Meets requirements', 'Rating'],
  yes: 'yes',
  no: 'no',
} as const;

/** The export's file name, ASCII: "applicants-12-data-analyst.csv" (the server's and the page's). */
export function applicantsFileName(jobId: number, jobTitle: string): string {
  const slug = jobTitle
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `applicants-${jobId}${slug ? `-${slug}` : ''}.csv`;
}

/** A message on an application is at most this long, after trimming (issue 28 item 4). */
export const APPLICATION_MESSAGE_MAX = 2_000;
/** The messages one page of a thread holds (older ones with `before`). */
export const MESSAGES_PAGE_SIZE = 50;
/** A thread holds at most this many messages: a conversation, not a chat room. */
export const THREAD_MESSAGES_MAX = 1_000;

/** The conversation on an application (issue 28 item 4, decision 092). */
export const CONVERSATION_MESSAGES = {
  heading: 'Messages',
  hintEmployer: 'A conversation with the candidate. They see every message you send here.',
  hintCandidate: 'A conversation with the employer about this application.',
  label: 'Write a message',
  send: 'Send message',
  sending: 'Sending…',
  sent: 'Message sent.',
  failed: 'Failed to send the message. Please try again.',
  loadFailed: 'Failed to load the messages.',
  none: 'No messages yet.',
  older: 'Show older messages',
  you: 'You',
  employer: 'Employer',
  candidate: 'Candidate',
  erased: 'This message was deleted with its author’s account.',
  unread: (n: number) => `${n} unread message${n === 1 ? '' : 's'}`,
  // The server's refusals.
  required: 'Write a message.',
  tooLong: `A message can be at most ${APPLICATION_MESSAGE_MAX} characters.`,
  notSent: 'Messages start once the application is sent.',
  withdrawn: 'This application was withdrawn: the conversation is closed. You can still read it.',
  deletedCandidate: 'The candidate deleted their account: the conversation is closed.',
  threadFull: `This conversation has reached ${THREAD_MESSAGES_MAX} messages and is closed.`,
} as const;

/** Issue 28 item 3: interviews. */
export const INTERVIEW_MODES = ['in_person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['invited', 'confirmed', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_SLOTS_MAX = 3;
export const INTERVIEW_DAYS_AHEAD_MAX = 90;
export const INTERVIEW_DURATION_MIN = 15;
export const INTERVIEW_DURATION_MAX = 480;
export const INTERVIEW_LOCATION_MAX = 300;
export const INTERVIEW_REASON_MAX = 1_000;
/** Nairobi keeps UTC+3 all year (no summer time): the form's date and time are read there. */
export const NAIROBI_OFFSET = '+03:00';

/** "Tuesday 1 December 2026, 10:00 (Nairobi time)": how an interview's time is written, everywhere. */
export function nairobiTime(iso: string): string {
  const { weekday, day, month, year, hour, minute } = nairobiDateTimeParts(iso, 'en-GB');
  return `${weekday} ${day} ${month} ${year}, ${hour}:${minute} (Nairobi time)`;
}

export const INTERVIEW_MESSAGES = {
  heading: 'Interview',
  invite: 'Invite to interview',
  inviteTitle: 'Invite to an interview',
  inviteHint: 'Offer up to three times (Nairobi time); the candidate picks one.',
  slot: (n: number) => `Time ${n}`,
  date: 'Date',
  time: 'Time',
  addSlot: 'Offer another time',
  removeSlot: (n: number) => `Remove time ${n}`,
  mode: 'Interview type',
  modeLabels: { in_person: 'In person', phone: 'Phone', video: 'Video call' } as Record<string, string>,
  location: 'Location, phone number or video link',
  duration: 'Duration (minutes)',
  send: 'Send invitation',
  sent: 'Invitation sent.',
  failed: 'Failed to send the invitation. Please try again.',
  cancel: 'Cancel interview',
  cancelConfirm: 'Cancel this interview? The candidate is told.',
  cancelled: 'Interview cancelled.',
  cancelFailed: 'Failed to cancel the interview. Please try again.',
  statusLabels: {
    invited: 'Invited, waiting for an answer',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  offered: 'Times offered',
  confirmedFor: (when: string) => `Confirmed for ${when}`,
  declinedBecause: (reason: string) => (reason ? `Declined: ${reason}` : 'Declined'),
  durationOf: (minutes: number) => `${minutes} minutes`,
  // The candidate's side.
  invitationFrom: (job: string) => `Interview invitation: ${job}`,
  chooseSlot: 'Choose a time',
  accept: 'Accept this time',
  accepted: 'Interview confirmed.',
  acceptFailed: 'Failed to accept the interview. Please try again.',
  decline: 'Decline',
  declineReason: 'Reason (optional)',
  declineSend: 'Decline invitation',
  declined: 'Invitation declined.',
  declineFailed: 'Failed to decline the invitation. Please try again.',
  download: 'Download calendar file',
  listFailed: 'Failed to load interviews.',
  // The server's refusals.
  slotsRequired: 'Offer at least one time.',
  slotsTooMany: `Offer at most ${INTERVIEW_SLOTS_MAX} times.`,
  slotInvalid: 'Give each time as a date and time.',
  slotPast: 'A time cannot be in the past.',
  slotTooFar: `A time can be at most ${INTERVIEW_DAYS_AHEAD_MAX} days ahead.`,
  slotsRepeat: 'Each time must be different.',
  modeUnknown: 'Choose in person, phone or video.',
  durationRange: `The duration must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes.`,
  locationRequired: 'Say where the interview takes place.',
  locationTooLong: `The location can be at most ${INTERVIEW_LOCATION_MAX} characters.`,
  reasonTooLong: `The reason can be at most ${INTERVIEW_REASON_MAX} characters.`,
  slotNotOffered: 'Choose one of the times offered.',
  alreadyOpen: 'This application already has an interview waiting or confirmed: cancel it first.',
  notInvited: 'This interview is no longer waiting for an answer.',
  notOpen: 'This interview has already been declined or cancelled.',
  notConfirmed: 'The calendar file is there once the interview is confirmed.',
  candidateGone: 'The candidate deleted their account.',
} as const;
