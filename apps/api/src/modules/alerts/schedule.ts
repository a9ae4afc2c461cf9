import type { AlertFrequency } from '@kweli/shared';

/**
 * When an alert runs (issue 24 item 4, docs/decisions/071-job-alerts.md): instant alerts every
 * INSTANT_EVERY_MINUTES, so a job reaches them within five minutes of its publication (the tick runs every
 * TICK_SECONDS, and a job is taken once PUBLICATION_SETTLE_SECONDS old); daily ones at 07:00 in Nairobi;
 * weekly ones on Monday at 07:00 in Nairobi. Nairobi keeps UTC+3 all year (no summer time), so 07:00
 * there is 04:00 UTC.
 */
export const INSTANT_EVERY_MINUTES = 2;
export const TICK_SECONDS = 30;
/**
 * A job is looked at once it was published this long ago: a publication still committing when an alert
 * runs (its time is taken before its commit) is then never passed over.
 */
export const PUBLICATION_SETTLE_SECONDS = 60;
const SEND_HOUR_UTC = 4;
const MONDAY = 1;

/** The next time after `now` that an alert of this frequency runs. */
export function nextDue(frequency: AlertFrequency, now: Date): Date {
  if (frequency === 'instant') return new Date(now.getTime() + INSTANT_EVERY_MINUTES * 60_000);
  const next = new Date(now);
  next.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  if (frequency === 'weekly') while (next.getUTCDay() !== MONDAY) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
