import type { Role } from '@kweli/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { jobCards } from '../jobs/index.ts';
import { applications } from './schema.ts';

/**
 * Who may see an application (decision 009), as a condition on `applications` joined with `job_cards`:
 * an employer sees only the submitted applications to its own jobs; anything else is not found, so that
 * ids cannot be probed.
 */
export const reviewable = (employerId: number): SQL =>
  and(eq(jobCards.employerId, employerId), eq(applications.submissionStatus, 'submitted'))!;

/** The candidate's own applications (drafts too), or for an employer the `reviewable` ones. */
export const visibleTo = (viewer: { id: number; role: Role }): SQL =>
  viewer.role === 'candidate' ? eq(applications.candidateId, viewer.id) : reviewable(viewer.id);
