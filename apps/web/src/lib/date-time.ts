import { nairobiDateTimeParts, TIME_ZONE } from '@kweli/shared';
import { intlLocale } from '../i18n/index.ts';
import { t } from './texts.ts';

/**
 * Dates and numbers in the reader's language, through Intl (issue 25 item 1). The English screens keep
 * the locale each was written with (dates "1 Dec 2026" are en-GB, moments and counts en-KE); Swahili
 * readers get sw-KE. Formatters are made once per locale: building one costs more than formatting
 * with it, and a list shows many dates.
 */
const localeFor = intlLocale;

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A moment as people in Kenya read it, in the product's calendar (Nairobi time), e.g. "25 Nov 2026,
 * 14:05": the audit log, the sessions list and "Employers who viewed your profile".
 */
export function dateTimeInNairobi(iso: string): string {
  return dateFormat(localeFor('en-KE'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** "2026-12-01" as "1 Dec 2026": the date itself, with no time-zone shift. */
export function formatDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return dateFormat(localeFor('en-GB'), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** 12000 as "12,000" in the reader's language. */
export function formatNumber(n: number): string {
  return n.toLocaleString(localeFor('en-KE'));
}

/** "2025-06-04" as "June 4, 2025" (the content pages' "Last updated"): the date itself, no time-zone shift. */
export function formatLongDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return dateFormat(localeFor('en-US'), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/**
 * An interview's time, "Tuesday 1 December 2026, 10:00 (Nairobi time)" (the shared `nairobiTime`), in the
 * reader's language: "Jumanne, 1 Desemba 2026, saa 10:00 (saa za Nairobi)", as the e-mails write it.
 */
export function interviewTime(iso: string): string {
  return t('dateTime.interview', nairobiDateTimeParts(iso, localeFor('en-GB')));
}
