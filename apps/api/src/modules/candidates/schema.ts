import type { CandidatePreferences, PortfolioLink } from '@kweli/shared';
import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const candidateProfiles = pgTable('candidate_profiles', {
  userId: integer('user_id').primaryKey(),
  fullName: text('full_name').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  dateOfBirth: date('date_of_birth'),
  profilePicture: text('profile_picture'),
  cvFile: text('cv_file'),
  preferences: jsonb('preferences').$type<CandidatePreferences>().notNull(),
  link1: jsonb('link_1').$type<PortfolioLink | null>(),
  link2: jsonb('link_2').$type<PortfolioLink | null>(),
  link3: jsonb('link_3').$type<PortfolioLink | null>(),
  visibleToEmployers: boolean('visible_to_employers').notNull().default(true),
  visibilityAnsweredAt: timestamp('visibility_answered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workExperiences = pgTable('work_experiences', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id').notNull(),
  companyName: text('company_name').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  fromDate: date('from_date'),
  toDate: date('to_date'),
  isCurrent: boolean('is_current').notNull().default(false),
  responsibilities: text('responsibilities').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const educations = pgTable('educations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  candidateId: integer('candidate_id').notNull(),
  institutionName: text('institution_name').notNull().default(''),
  course: text('course').notNull().default(''),
  educationLevel: text('education_level'),
  fromDate: date('from_date'),
  toDate: date('to_date'),
  isCurrent: boolean('is_current').notNull().default(false),
  certificate: text('certificate'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
