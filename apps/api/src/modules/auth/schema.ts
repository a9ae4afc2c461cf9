import { LANGUAGES } from '@kweli/shared';
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['candidate', 'employer'] }).notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isAdmin: boolean('is_admin').notNull().default(false),
  googleSub: text('google_sub'),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  lastActiveDay: date('last_active_day'),
  notifyByEmail: boolean('notify_by_email').notNull().default(true),
  /** Issue 25 item 1 (migration 0105): the language of the web app and of the e-mails for this account. */
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  /** Issue 22 item 6 (migration 0086): suspended by an admin; no login, no session, until lifted. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** Erased by its owner or by retention (issue 23; migration 0090): the row keeps nothing personal. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** When an inactive candidate was warned of erasure (issue 23 item 6). */
  inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ...timestamps,
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose', { enum: ['verify_email', 'password_reset'] }).notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

/** Where each session started and was last refreshed from (issue 23 item 1; migration 0060). */
export const accountSessions = pgTable('account_sessions', {
  familyId: uuid('family_id').primaryKey(),
  userId: integer('user_id').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  ipAddress: text('ip_address').notNull().default(''),
  ...timestamps,
});

/** An e-mail change waiting for the link sent to the new address (issue 23 item 1). */
export const emailChanges = pgTable('email_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});
