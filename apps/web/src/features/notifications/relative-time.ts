import { i18n } from '../../i18n/index.ts';
import { t } from './texts.ts';

/**
 * "5 minutes ago", "yesterday", "3 weeks ago" ("dakika 5 zilizopita", "jana"): how long ago a notification
 * came, in the reader's language.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** One formatter per language: building one costs more than formatting with it. */
const formats = new Map<string, Intl.RelativeTimeFormat>();
function formatIn(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return t('justNow');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatIn(i18n.language).format(Math.trunc(seconds / size), unit);
  }
  return t('justNow');
}
