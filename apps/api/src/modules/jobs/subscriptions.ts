import { sql } from 'drizzle-orm';
import { subscribe } from '../../platform/events.ts';
import { registerFileHolder } from '../media/index.ts';
import { copyCompanyToJobs, copyVerificationToJobs } from './posting.ts';

/**
 * What the jobs module hears of and holds: a company profile saved (its name and logo are copied onto
 * the employer's jobs, in the same transaction) and the logo keys those copies name.
 */
export function registerJobSubscriptions(): void {
  subscribe('company.changed', 'jobs: copy the company onto its jobs', (tx, company) =>
    copyCompanyToJobs(tx, company.employerId, company),
  );
  subscribe('employer.verification_changed', 'jobs: copy the verified badge onto its jobs', (tx, change) =>
    copyVerificationToJobs(tx, change.employerId, change.verified),
  );
  registerFileHolder('jobs', sql`exists (select 1 from jobs where company_logo = u.s3_key)`);
}
