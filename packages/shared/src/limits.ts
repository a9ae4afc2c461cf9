/**
 * Business constants of the spec (docs/product/foundation.md §9, docs/product/employer.md §9,
 * docs/product/candidate.md §9) shared by the API and the web app.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 18;
export const PORTFOLIO_LINKS = 3;
export const MAX_PREFERENCES_PER_CATEGORY = 3;
export const PAGE_SIZE = 20;
/** The product's calendar: due dates, streak days and "today" are counted in Nairobi time. */
export const TIME_ZONE = 'Africa/Nairobi';

export const MB = 1024 * 1024;
export const CV_MAX_BYTES = 5 * MB;
export const CERTIFICATE_MAX_BYTES = 5 * MB;
export const IMAGE_MAX_BYTES = 2 * MB;
export const VERIFICATION_DOCUMENT_MAX_BYTES = 5 * MB;

/** Delays of the spec, in milliseconds. */
export const DELAYS = {
  notificationPoll: 30_000,
  toast: 3_000,
  copied: 2_000,
  googleRedirect: 1_500,
  verificationCountdownSeconds: 5,
  sessionBanner: 5_000,
  afterSaveRedirect: 1_500,
  afterApplicationRedirect: 2_000,
  talentSessionExpiredRedirect: 3_000,
  employerHighlight: 2_000,
  candidateHighlight: 3_000,
  searchScrollThrottle: 150,
} as const;

// Made once: building a formatter costs far more than using one, and the API asks on every request.
// Made on first use, not on import: a browser's first formatter loads its locale and time-zone data
// (12 to 15 ms in Chromium here, more on a phone), which would otherwise lengthen the start of every
// page of the web app.
let nairobiDate: Intl.DateTimeFormat | undefined;

let lastMinute = Number.NaN;
let lastDay = '';

/**
 * Today's date (yyyy-MM-dd) in the product's time zone. Every signed-in call asks (the streak), so the
 * answer is remembered for the minute: time zones change the date only on a whole minute.
 */
export function todayInNairobi(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    nairobiDate ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    lastDay = nairobiDate.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

export type NairobiDateTimeParts = Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;
const nairobiDateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's parts in Nairobi, named in a locale's words ("Tuesday", "1", "December", "2026", "10",
 * "00"; sw-KE: "Jumanne", "Desemba"): the one home of the interview's date and time, which the web app
 * (`nairobiTime`, the reader's language) and the e-mails (platform/texts.ts `dateTimeParts`) put into
 * their own sentence. One formatter per locale, made on first use.
 */
export function nairobiDateTimeParts(value: string | Date, locale = 'en-GB'): NairobiDateTimeParts {
  let format = nairobiDateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    nairobiDateTimes.set(locale, format);
  }
  const parts = format.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}
