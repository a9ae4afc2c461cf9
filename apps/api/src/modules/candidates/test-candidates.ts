import type { CandidatePreferences } from '@kweli/shared';
import { todayInNairobi } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { candidateProfiles, educations, workExperiences } from './schema.ts';

/**
 * The candidate factories of the API tests: candidates with profiles, work and studies written straight
 * into the candidate tables (`addCandidate`), and a change to an existing candidate's profile.
 */

/** Sets fields of a candidate's profile, as a finished wizard would have left them. */
export async function updateCandidateProfile(
  t: Pick<TestApp, 'db'>,
  userId: number,
  fields: Partial<typeof candidateProfiles.$inferInsert>,
): Promise<void> {
  await t.db.update(candidateProfiles).set(fields).where(eq(candidateProfiles.userId, userId));
}

/** A date the given years (and days) before today in Nairobi, so that years of experience are exact. */
export function yearsAgo(years: number, days = 0): string {
  const d = new Date(`${todayInNairobi()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export interface PoolCandidate {
  first: string;
  last: string;
  phone?: string;
  visible?: boolean;
  preferences?: Partial<CandidatePreferences>;
  jobs?: {
    title: string;
    company?: string;
    from: string;
    to?: string | null;
    current?: boolean;
    about?: string;
  }[];
  studies?: { level: string | null; course: string; institution?: string; current?: boolean }[];
}

export async function addCandidate(t: Pick<TestApp, 'db' | 'config'>, c: PoolCandidate): Promise<TestUser> {
  const user = await createUser(t, 'candidate');
  const db: Db = t.db;
  await db
    .update(candidateProfiles)
    .set({
      firstName: c.first,
      lastName: c.last,
      fullName: `${c.first} ${c.last}`.trim(),
      phone: c.phone ?? '+254700000000',
      visibleToEmployers: c.visible ?? true,
      preferences: {
        industries: c.preferences?.industries ?? [],
        job_titles: c.preferences?.job_titles ?? [],
        locations: c.preferences?.locations ?? [],
      },
    })
    .where(eq(candidateProfiles.userId, user.id));
  for (const job of c.jobs ?? [])
    await db.insert(workExperiences).values({
      candidateId: user.id,
      companyName: job.company ?? 'Acme Ltd',
      jobTitle: job.title,
      fromDate: job.from,
      toDate: job.current ? null : (job.to ?? null),
      isCurrent: job.current ?? false,
      responsibilities: job.about ?? '',
    });
  for (const study of c.studies ?? [])
    await db.insert(educations).values({
      candidateId: user.id,
      institutionName: study.institution ?? 'University of Nairobi',
      course: study.course,
      educationLevel: study.level,
      fromDate: yearsAgo(10),
      toDate: study.current ? null : yearsAgo(7),
      isCurrent: study.current ?? false,
    });
  return user;
}
