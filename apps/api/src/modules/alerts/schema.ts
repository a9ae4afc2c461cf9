import { ALERT_FREQUENCIES, type JobAlertQuery } from '@kweli/shared';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Job alerts (migration 0051_job_alerts.sql; docs/decisions/071-job-alerts.md). */
export const jobAlerts = pgTable('job_alerts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The candidate's account; null for a visitor's alert, which has only its e-mail. */
  userId: integer('user_id'),
  email: text('email'),
  query: jsonb('query').$type<JobAlertQuery>().notNull(),
  frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
  nextDueAt: timestamp('next_due_at', { withTimezone: true }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  /** The weekly alert made from the candidate's preferences (issue 24 item 5; migration 0052). */
  isDefault: boolean('is_default').notNull().default(false),
  /** The language a visitor subscribed in (issue 25 item 1; migration 0113): their e-mails' language. */
  language: text('language').notNull().default('en'),
});

/** Every job an alert e-mailed, once: the primary key is the guarantee. */
export const jobAlertSends = pgTable(
  'job_alert_sends',
  {
    alertId: bigint('alert_id', { mode: 'number' }).notNull(),
    jobId: integer('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);
