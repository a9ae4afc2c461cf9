import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_MESSAGES } from '../alert-texts.ts';
import { LANGUAGES, label } from '../enums.ts';
import { EXPERIENCE_LABELS, type ExperienceLevel, groupDigits } from '../salary.ts';
import { emailField } from './auth.ts';
import { jobSearchQuery } from './jobs.ts';

/**
 * Job alerts (issue 24, items 3 and 4; docs/product/rules.md "Job alerts"; docs/decisions/071-job-alerts.md):
 * a saved search that e-mails its new jobs instantly, daily or weekly. The API validates with these and the
 * web app's "Create alert for this search" sends them.
 */
/** What an alert searches: the search's own filters (the same names and rules as GET /jobs/search/). */
export const jobAlertQuery = jobSearchQuery
  .pick({
    job_title: true,
    city: true,
    county: true,
    country: true,
    job_type: true,
    location_type: true,
    working_period: true,
    experience_level: true,
    salary_min: true,
  })
  .strip();
export type JobAlertQuery = z.infer<typeof jobAlertQuery>;

/** Whether a query names nothing (an alert for every job is refused). */
export const isEmptyAlertQuery = (query: JobAlertQuery): boolean =>
  Object.values(query).every((v) => v === undefined || v === '');

const frequency = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequencyInvalid }),
);

const nonEmptyQuery = jobAlertQuery.refine((q) => !isEmptyAlertQuery(q), {
  error: ALERT_MESSAGES.emptyQuery,
});

/** POST /job-alerts/ */
export const createJobAlertPayload = z.object({
  query: nonEmptyQuery,
  frequency: frequency.default('daily'),
});
export type CreateJobAlertPayload = z.input<typeof createJobAlertPayload>;
/** PATCH /job-alerts/{id}/ */
export const updateJobAlertPayload = z.object({
  query: nonEmptyQuery.optional(),
  frequency: frequency.optional(),
});
/** POST /job-alerts/subscribe/: a visitor's alert, started by the link e-mailed to the address. */
export const subscribeJobAlertPayload = z.object({
  email: emailField,
  query: nonEmptyQuery,
  frequency: frequency.default('daily'),
  /** The language the visitor reads the site in (issue 25 item 1): the alert's e-mails are written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type SubscribeJobAlertPayload = z.input<typeof subscribeJobAlertPayload>;

/** The signed link of a confirmation or an unsubscribe: `?alert=<id>&token=<signature>`. */
export const alertLinkQuery = z.object({
  alert: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  token: z.string().min(1).max(200),
});

export const jobAlert = z.object({
  id: z.number().int(),
  query: jobAlertQuery,
  frequency: z.enum(ALERT_FREQUENCIES),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  /** The weekly alert made from the candidate's preferences (issue 24 item 5). */
  from_profile: z.boolean(),
});
export type JobAlert = z.infer<typeof jobAlert>;
export const jobAlertList = z.array(jobAlert);

/** How an alert's search reads in its e-mail and list: "nurse · Nairobi · Senior level · KES 100,000+ a month". */
export function describeAlertQuery(query: JobAlertQuery): string {
  const parts = [
    query.job_title,
    query.city,
    query.county,
    query.country,
    label(query.location_type),
    label(query.working_period),
    label(query.job_type),
    query.experience_level ? EXPERIENCE_LABELS[query.experience_level as ExperienceLevel] : undefined,
    query.salary_min !== undefined ? `KES ${groupDigits(query.salary_min)}+ a month` : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}
