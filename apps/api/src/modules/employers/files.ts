import { sql } from 'drizzle-orm';
import { adminAccount } from '../auth/index.ts';
import { registerFileHolder, registerReadPolicy } from '../media/index.ts';

/**
 * The company logo (media/policies.ts): anyone may see it once attached, on the profile and the jobs.
 * The verification document (issue 22 item 2): its employer (the owner, always) and the admins only.
 */
export function registerEmployerFiles(adminEmails: readonly string[]): void {
  registerReadPolicy('company_logo', async () => true);
  registerReadPolicy('verification_document', async (db, viewer) =>
    Boolean(viewer && (await adminAccount(db, viewer.id, adminEmails))),
  );
  registerFileHolder(
    'employer_profiles',
    sql`exists (select 1 from employer_profiles where company_logo = u.s3_key)`,
  );
  registerFileHolder(
    'employer_verifications',
    sql`exists (select 1 from employer_verifications where document = u.s3_key)`,
  );
}
