import {
  EMPLOYER_JOB_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  LOCATION_TYPES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  type ScreeningQuestion,
  WORKING_PERIODS,
} from '@kweli/shared';
import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobs = pgTable('jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  employerId: integer('employer_id').notNull(),
  jobTitle: text('job_title').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  companyLogo: text('company_logo'),
  industry: text('industry').notNull().default(''),
  city: text('city').notNull().default(''),
  /** Issue 25 item 4: one of KENYA_COUNTIES for a job in Kenya; '' otherwise. */
  county: text('county').notNull().default(''),
  country: text('country').notNull().default(''),
  locationType: text('location_type', { enum: LOCATION_TYPES }),
  workingPeriod: text('working_period', { enum: WORKING_PERIODS }),
  jobType: text('job_type', { enum: JOB_TYPES }),
  dueDate: date('due_date'),
  description: text('description').notNull().default(''),
  requirements: text('requirements').notNull().default(''),
  applicationDetails: text('application_details').notNull().default(''),
  benefits: text('benefits').notNull().default(''),
  /**
   * 'closed': closed by its employer (or deleted while it had submitted applications), or withdrawn by a
   * suspension or an account deletion (close-out.ts);
   * 'in_review': held by screening until an admin decides; 'removed': by an admin (issue 22).
   */
  status: text('status', { enum: EMPLOYER_JOB_STATUSES }).notNull().default('draft'),
  /** Why screening held the job: the texts of the rules it tripped (migration 0041). */
  reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
  heldAt: timestamp('held_at', { withTimezone: true }),
  /** Held by screening or by reports (migration 0042); an employer's edit releases only the former. */
  heldFor: text('held_for', { enum: ['screening', 'reports'] }),
  /** The admin's reason for removing the job. */
  moderationReason: text('moderation_reason'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Issue 22 item 7 (migration 0085): when and why it closed; when its applicants were told. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closeReason: text('close_reason', { enum: ['closed', 'withdrawn'] }),
  closedOutAt: timestamp('closed_out_at', { withTimezone: true }),
  applicantsCount: integer('applicants_count').notNull().default(0),
  /** Issue 22 item 2 (migration 0081): the employer is verified; copied like the company name. */
  employerVerified: boolean('employer_verified').notNull().default(false),
  // Issue 24 (migration 0050_job_salary.sql).
  salaryMin: integer('salary_min'),
  salaryMax: integer('salary_max'),
  salaryCurrency: text('salary_currency', { enum: SALARY_CURRENCIES }).notNull().default('KES'),
  salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }),
  experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
  /** Issue 28 (migration 0100): the questions candidates answer when they apply. */
  screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
