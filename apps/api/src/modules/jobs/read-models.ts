import {
  type ApplicationJobDetails,
  JOB_STATUSES,
  JOB_TYPES,
  LOCATION_TYPES,
  WORKING_PERIODS,
} from '@kweli/shared';
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

/**
 * The columns of a job's card, as another module selects them beside its own rows (an application's
 * job, a saved job), and the card's answer (shared `applicationJobDetails`: the public job's card
 * fields). One selection, so that the card shows the same job wherever it is joined.
 */
export const jobCardColumns = {
  id: jobCards.id,
  jobTitle: jobCards.jobTitle,
  companyName: jobCards.companyName,
  companyLogo: jobCards.companyLogo,
  city: jobCards.city,
  country: jobCards.country,
  locationType: jobCards.locationType,
  jobType: jobCards.jobType,
  workingPeriod: jobCards.workingPeriod,
  dueDate: jobCards.dueDate,
};

type JobCardRow = { [K in keyof typeof jobCardColumns]: (typeof jobCards.$inferSelect)[K] };

export function toJobCard(job: JobCardRow): ApplicationJobDetails {
  return {
    id: job.id,
    job_title: job.jobTitle,
    company_name: job.companyName,
    company_logo: job.companyLogo,
    city: job.city,
    country: job.country,
    location_type: job.locationType,
    job_type: job.jobType,
    working_period: job.workingPeriod,
    due_date: job.dueDate,
  };
}
