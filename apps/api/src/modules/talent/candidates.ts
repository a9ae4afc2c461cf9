import {
  type CandidatePreferences,
  candidateDisplayName,
  type PortfolioLink,
  type TalentCandidateDetails,
  type TalentCandidateSummary,
  todayInNairobi,
} from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rowsTogether } from '../../db/connect.ts';
import { candidateEntriesRead, preferredPlaces } from '../candidates/index.ts';
import { employerCanView, storedYearsOfExperience } from './pool.ts';

/** A candidate as the talent screens show them: the summary and, for the details page, the rest. */
export type CandidateRecord = TalentCandidateDetails;

interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  profile_picture: string | null;
  cv_file: string | null;
  preferences: CandidatePreferences | null;
  link_1: PortfolioLink | null;
  link_2: PortfolioLink | null;
  link_3: PortfolioLink | null;
  years: number;
  is_saved: boolean;
}

/**
 * Loads the candidates with these ids that the employer may see, in one round of queries (profiles,
 * work experience, education), keyed by id. Ids the employer may not see are simply absent.
 */
export async function loadCandidates(
  db: Executor,
  ids: number[],
  employerId: number,
): Promise<Map<number, CandidateRecord>> {
  const found = new Map<number, CandidateRecord>();
  if (ids.length === 0) return found;
  const today = todayInNairobi();
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // The page's work experience and education are read with the profiles, in one round trip (decision
  // 188): by the ids asked, not the profiles found, which they are whenever the ids are a ranking's (the
  // talent pool's, every one of them visible to any employer); the entries of an id not found are not read.
  const entries = candidateEntriesRead(ids);
  const [profiles, ...entryRows] = await rowsTogether<[ProfileRow, unknown, unknown]>(db, [
    sql`select p.user_id as id, u.email, p.first_name, p.last_name, p.full_name, p.phone, p.profile_picture,
          p.cv_file, p.preferences, p.link_1, p.link_2, p.link_3,
          (${storedYearsOfExperience(sql`p`, today)})::float8 as years,
          exists (select 1 from saved_talent s where s.employer_id = ${employerId} and s.candidate_id = p.user_id)
            as is_saved
        from candidate_facts p join user_accounts u on u.user_id = p.user_id
        where p.user_id in (${idList}) and ${employerCanView(sql`p`, employerId)}`,
    ...entries.statements,
  ]);
  if (profiles.length === 0) return found;
  const { experienceOf, educationOf } = entries.shape(entryRows);
  for (const p of profiles) {
    const id = Number(p.id);
    const preferences = {
      industries: p.preferences?.industries ?? [],
      job_titles: p.preferences?.job_titles ?? [],
      locations: p.preferences?.locations ?? [],
    };
    const fullName = candidateDisplayName(p);
    found.set(id, {
      id,
      first_name: p.first_name,
      last_name: p.last_name,
      full_name: fullName,
      name: fullName,
      email: p.email,
      phone: p.phone,
      profile_picture: p.profile_picture,
      cv_file: p.cv_file,
      preferences,
      link_1: p.link_1 ?? null,
      link_2: p.link_2 ?? null,
      link_3: p.link_3 ?? null,
      work_experiences: experienceOf.get(id) ?? [],
      educations: educationOf.get(id) ?? [],
      ...preferredPlaces(preferences),
      years_of_experience: Math.floor(Number(p.years)),
      is_saved: Boolean(p.is_saved),
    });
  }
  return found;
}

/** The fields every list of candidates shows; the details page alone adds e-mail, phone and links. */
export function toSummary(record: CandidateRecord): TalentCandidateSummary {
  return {
    id: record.id,
    first_name: record.first_name,
    last_name: record.last_name,
    full_name: record.full_name,
    profile_picture: record.profile_picture,
    cv_file: record.cv_file,
    work_experiences: record.work_experiences,
    educations: record.educations,
    cities: record.cities,
    countries: record.countries,
    years_of_experience: record.years_of_experience,
    is_saved: record.is_saved,
  };
}
