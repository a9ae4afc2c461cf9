import { AUDIT_ACTIONS } from '@kweli/shared';
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
