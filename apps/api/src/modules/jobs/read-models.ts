import { JOB_STATUSES, JOB_TYPES, LOCATION_TYPES, WORKING_PERIODS } from '@kweli/shared';
import { boolean, date, integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/** A job as its card and the rules about it show it, for the modules that join jobs (migration 0017). */
export const jobCards = pgView('job_cards', {
  id: integer('id').notNull(),
  employerId: integer('employer_id').notNull(),
  jobTitle: text('job_title').notNull(),
  companyName: text('company_name').notNull(),
  companyLogo: text('company_logo'),
  industry: text('industry').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  locationType: text('location_type', { enum: LOCATION_TYPES }),
  workingPeriod: text('working_period', { enum: WORKING_PERIODS }),
  jobType: text('job_type', { enum: JOB_TYPES }),
  dueDate: date('due_date'),
  description: text('description').notNull(),
  status: text('status', { enum: JOB_STATUSES }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  applicantsCount: integer('applicants_count').notNull(),
  employerVerified: boolean('employer_verified').notNull(),
}).existing();
