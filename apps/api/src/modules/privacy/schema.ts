import { CONSENT_KINDS, VIEW_KINDS } from '@kweli/shared';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
