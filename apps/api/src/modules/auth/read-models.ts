import { boolean, integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/** The account facts other modules may join (migration 0017): never the users table itself. */
export const userAccounts = pgView('user_accounts', {
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  role: text('role', { enum: ['candidate', 'employer'] }).notNull(),
  isActive: boolean('is_active').notNull(),
  notifyByEmail: boolean('notify_by_email').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** When the account was erased (issue 23 item 3; migration 0090): shown as "Deleted candidate". */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
}).existing();
