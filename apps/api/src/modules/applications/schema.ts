import {
  INTERVIEW_MODES,
  INTERVIEW_STATUSES,
  REVIEW_STATUSES,
  type ScreeningAnswer,
  SUBMISSION_STATUSES,
} from '@kweli/shared';
import { boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const applications = pgTable('applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  jobId: integer('job_id').notNull(),
  candidateId: integer('candidate_id').notNull(),
  coverLetter: text('cover_letter').notNull().default(''),
  cv: text('cv'),
  submissionStatus: text('submission_status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
  reviewStatus: text('review_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /** Set once when the candidate withdraws a submitted application; it is final (decision 050). */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  /** Issue 28 (migration 0101): the screening answers, and whether they pass the job's knockouts. */
  screeningAnswers: jsonb('screening_answers').$type<ScreeningAnswer[]>().notNull().default([]),
  meetsRequirements: boolean('meets_requirements'),
  /** Issue 28 (migration 0103): the employer's rating, 1 to 5; never the candidate's to see. */
  rating: smallint('rating'),
  /** Its candidate erased, or its job closed long ago (issue 23; migration 0090): nothing of the person left. */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const applicationStatusChanges = pgTable('application_status_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull(),
  fromStatus: text('from_status', { enum: REVIEW_STATUSES }),
  toStatus: text('to_status', { enum: REVIEW_STATUSES }).notNull(),
  changedBy: integer('changed_by'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 22 item 8 (migration 0082): a submitted application's first status change, for how quickly its
 * employer usually reviews (read by others through the function `employer_response_time`).
 */
export const applicationFirstResponses = pgTable('application_first_responses', {
  applicationId: integer('application_id').primaryKey(),
  employerId: integer('employer_id').notNull(),
  respondedAt: timestamp('responded_at', { withTimezone: true }).notNull(),
  responseSeconds: integer('response_seconds').notNull(),
});

/** Issue 28 item 5 (migration 0103): the employer's private notes on an application. */
export const applicationNotes = pgTable('application_notes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull(),
  authorId: integer('author_id').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 28 item 4 (migration 0110, decision 092): the conversation on a submitted application between its
 * job's employer and its candidate. `readAt`: when the other side read it; `erasedAt`: its text went with
 * the candidate (erasure or retention).
 */
export const applicationMessages = pgTable('application_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull(),
  senderRole: text('sender_role', { enum: ['candidate', 'employer'] }).notNull(),
  senderId: integer('sender_id').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

/** Issue 28 item 3 (migration 0104, decision 091): an interview offered on an application. */
export const interviews = pgTable('interviews', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  applicationId: integer('application_id').notNull(),
  invitedBy: integer('invited_by').notNull(),
  status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('invited'),
  /** The offered times, ISO date-times in UTC, in the order offered. */
  slots: jsonb('slots').$type<string[]>().notNull(),
  mode: text('mode', { enum: INTERVIEW_MODES }).notNull(),
  location: text('location').notNull().default(''),
  durationMinutes: smallint('duration_minutes').notNull(),
  confirmedSlot: timestamp('confirmed_slot', { withTimezone: true }),
  declineReason: text('decline_reason').notNull().default(''),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
