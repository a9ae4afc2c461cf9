import { sql } from 'drizzle-orm';
import { subscribe } from '../../platform/events.ts';
import { registerFileHolder } from '../media/index.ts';
import { copyCompanyToJobs } from './posting.ts';

/**
 * What the jobs module hears of and holds: a company profile saved (its name and logo are copied onto
 * the employer's jobs, in the same transaction) and the logo keys those copies name.
 */
export function registerJobSubscriptions(): void {
  subscribe('company.changed', 'jobs: copy the company onto its jobs', (tx, company) =>
    copyCompanyToJobs(tx, company.employerId, company),
  );
  registerFileHolder('jobs', sql`exists (select 1 from jobs where company_logo = u.s3_key)`);
}
