import { ALERT_UNCONFIRMED_DAYS, type AlertFrequency } from '@kweli/shared';

/**
 * When an alert runs (issue 24 item 4, docs/decisions/071-job-alerts.md, 072): every instance looks for
 * due alerts once a tick (ALERT_TICK_SECONDS, 30 by default and at most). Instant alerts run every
 * INSTANT_EVERY_TICKS ticks (2 minutes by default) and take a job once it was published
 * SETTLE_TICKS ticks ago (60 s by default), so a job reaches them within seven ticks (3.5 minutes by
 * default, within the five minutes of the issue); daily ones at 07:00 in Nairobi; weekly ones on Monday at
 * 07:00 in Nairobi. Nairobi keeps UTC+3 all year (no summer time), so 07:00 there is 04:00 UTC. A shorter
 * tick (the browser journeys use 1 s) makes instant alerts come sooner; daily and weekly ones keep their
 * hour.
 */
export const TICK_SECONDS = 30;
export const INSTANT_EVERY_TICKS = 4;
/**
 * A job is looked at once it was published this many ticks ago: a publication still committing when an
 * alert runs (its time is taken before its commit) is then never passed over.
 */
export const SETTLE_TICKS = 2;
const SEND_HOUR_UTC = 4;
const MONDAY = 1;

/** How long a job waits before alerts look at it, in milliseconds. */
export const settleMs = (tickSeconds = TICK_SECONDS) => SETTLE_TICKS * tickSeconds * 1000;

/** The next time after `now` that an alert of this frequency runs. */
export function nextDue(frequency: AlertFrequency, now: Date, tickSeconds = TICK_SECONDS): Date {
  if (frequency === 'instant') return new Date(now.getTime() + INSTANT_EVERY_TICKS * tickSeconds * 1000);
  const next = new Date(now);
  next.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  if (frequency === 'weekly') while (next.getUTCDay() !== MONDAY) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Visitors' alerts whose confirmation link was not opened within this many days are deleted with their
 * e-mail address (decision 072).
 */
export const UNCONFIRMED_KEPT_DAYS = ALERT_UNCONFIRMED_DAYS;
/** How often each instance looks for such alerts. */
export const SWEEP_EVERY_MINUTES = 60;
