import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const savedTalent = pgTable(
  'saved_talent',
  {
    employerId: integer('employer_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.candidateId] })],
);
