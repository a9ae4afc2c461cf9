import { NOTIFICATION_TYPES, REVIEW_STATUSES } from '@kweli/shared';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationText } from './texts.ts';

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  message: text('message').notNull(),
  /** Issue 25 (migration 0112): what the message tells, as facts, for its e-mail in the reader's language. */
  params: jsonb('params').$type<NotificationText>(),
  jobId: integer('job_id'),
  jobTitle: text('job_title').notNull().default(''),
  applicationId: integer('application_id'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The status e-mails of one application (issue 27 item 5, decision 051): what the candidate was last
 * told by e-mail, and whether changes are being gathered for the next one.
 */
export const statusEmails = pgTable('status_emails', {
  applicationId: integer('application_id').primaryKey(),
  candidateId: integer('candidate_id').notNull(),
  jobTitle: text('job_title').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  latestStatus: text('latest_status', { enum: REVIEW_STATUSES }).notNull(),
  emailedStatus: text('emailed_status', { enum: REVIEW_STATUSES }),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  windowOpen: boolean('window_open').notNull().default(false),
  withdrawn: boolean('withdrawn').notNull().default(false),
  /** Issue 28 (migration 0102): the message of the latest decision, told in the e-mail. */
  message: text('message'),
});

/** The notification types (migration 0080): one row per NOTIFICATION_TYPES entry, added by migrations. */
export const notificationTypes = pgTable('notification_types', {
  type: text('type').primaryKey(),
});

/**
 * The message e-mails of one thread and recipient (issue 28 item 4, decision 092; migration 0110): like the
 * status e-mails, the first message opens a window and one e-mail tells what gathered in it.
 */
export const messageEmails = pgTable(
  'message_emails',
  {
    applicationId: integer('application_id').notNull(),
    userId: integer('user_id').notNull(),
    windowOpen: boolean('window_open').notNull().default(false),
    /** Messages of the window the recipient has not read in the app yet. */
    pending: integer('pending').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
);
