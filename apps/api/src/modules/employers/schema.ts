import type { PortfolioLink } from '@kweli/shared';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const employerProfiles = pgTable('employer_profiles', {
  userId: integer('user_id').primaryKey(),
  userName: text('user_name').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  industry: text('industry').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  website: text('website').notNull().default(''),
  companyDescription: text('company_description').notNull().default(''),
  phoneNumber1: text('phone_number_1').notNull().default(''),
  phoneNumber2: text('phone_number_2').notNull().default(''),
  companyEmail: text('company_email').notNull().default(''),
  companyLogo: text('company_logo'),
  link1: jsonb('link_1').$type<PortfolioLink | null>(),
  link2: jsonb('link_2').$type<PortfolioLink | null>(),
  link3: jsonb('link_3').$type<PortfolioLink | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Employer verification (issue 22 item 2, migration 0081): one row per employer that asked. */
export const employerVerifications = pgTable('employer_verifications', {
  employerId: integer('employer_id').primaryKey(),
  status: text('status', { enum: ['pending', 'verified', 'rejected'] }).notNull(),
  kraPin: text('kra_pin').notNull(),
  registrationNumber: text('registration_number').notNull(),
  neaLicence: text('nea_licence'),
  document: text('document').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by'),
  reason: text('reason'),
});
