import { integer, pgView, text } from 'drizzle-orm/pg-core';

/** The names a candidate gave, for the modules that name the candidate (migration 0017). */
export const candidateNames = pgView('candidate_names', {
  userId: integer('user_id').notNull(),
  fullName: text('full_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
}).existing();
