import { CONSENT_KINDS, VIEW_KINDS } from '@kweli/shared';
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Consents given (issue 23 item 4; migration 0061). */
export const consents = pgTable('consents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
  version: text('version'),
  granted: boolean('granted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each time an employer looked at a candidate's data (issue 23 item 5; migration 0061). */
export const dataViews = pgTable('data_views', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id').notNull(),
  employerId: integer('employer_id'),
  /** The company's name when it looked, so the record stays readable whatever the employer does later. */
  companyName: text('company_name').notNull().default(''),
  what: text('what', { enum: VIEW_KINDS }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's data exports (issue 23 item 2; migration 0062): the ZIP lives in storage under `file_key`. */
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  status: text('status', { enum: ['pending', 'ready', 'failed'] })
    .notNull()
    .default('pending'),
  fileKey: text('file_key'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** The privacy centre's daily runs (issue 23 item 6; migration 0090): one row per task, claimed when due. */
export const privacyTaskRuns = pgTable('privacy_task_runs', {
  name: text('name').primaryKey(),
  nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});
