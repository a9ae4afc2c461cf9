import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** The jobs a candidate saved (docs/product/foundation.md §7), owned by the saved-jobs module. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: integer('candidate_id').notNull(),
    jobId: integer('job_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate was reminded of its due date (issue 24 item 6; migration 0053). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.jobId] })],
);
