import { AUDIT_ACTIONS, REPORT_REASONS } from '@kweli/shared';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every admin decision (migration 0040): only ever added to. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  adminId: integer('admin_id').notNull(),
  adminEmail: text('admin_email').notNull(),
  action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
  subjectType: text('subject_type', { enum: ['job', 'employer'] }).notNull(),
  subjectId: integer('subject_id').notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reports of jobs by the public (migration 0042): one per job and account, or job and visitor address. */
export const jobReports = pgTable('job_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: integer('job_id').notNull(),
  reporterId: integer('reporter_id'),
  reporterAddress: text('reporter_address'),
  reason: text('reason', { enum: REPORT_REASONS }).notNull(),
  details: text('details').notNull().default(''),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
