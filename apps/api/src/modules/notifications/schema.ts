import { NOTIFICATION_TYPES } from '@kweli/shared';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  message: text('message').notNull(),
  jobId: integer('job_id'),
  jobTitle: text('job_title').notNull().default(''),
  applicationId: integer('application_id'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
