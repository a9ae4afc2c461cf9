import { sql } from 'drizzle-orm';
import { registerFileHolder, registerReadPolicy } from '../media/index.ts';

/** The company logo (media/policies.ts): anyone may see it once attached, on the profile and the jobs. */
export function registerEmployerFiles(): void {
  registerReadPolicy('company_logo', async () => true);
  registerFileHolder(
    'employer_profiles',
    sql`exists (select 1 from employer_profiles where company_logo = u.s3_key)`,
  );
}
