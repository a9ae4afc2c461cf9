import {
  adultBirthCutoff,
  CANDIDATE_MESSAGES,
  type CandidatePreferences,
  type CandidateProfile,
  type CandidateProfileUpdate,
  candidateDisplayName,
  candidateProfileUpdate,
  type FieldErrors,
  type FileType,
  isBlankEducation,
  isBlankExperience,
  isCandidateProfileComplete,
  isWebAddress,
  todayInNairobi,
} from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { fieldErrors, notFound, zodFieldErrors } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { candidateAnswers, madeStale, TALENT_POOL } from '../../platform/stale-answers.ts';
import { userFacts } from '../auth/index.ts';
import { claimUpload, releaseUpload } from '../media/index.ts';
import {
  educationErrors,
  experienceErrors,
  insertEducation,
  insertWorkExperience,
  listEducations,
  listWorkExperiences,
  parseEducation,
  parseWorkExperience,
  setCertificate,
  throwIfErrors,
  updateEducation,
  updateWorkExperience,
} from './entries.ts';
import { candidateProfiles, educations, workExperiences } from './schema.ts';

/**
 * The candidate's own profile (docs/product/candidate.md §3, §5, §7): read with the account's e-mail and
 * streak and the nested entries; updated by PATCH with every rule of §5 checked here, on the server.
 */

const EMPTY_PREFERENCES = { industries: [], job_titles: [], locations: [] };

/**
 * The cities and countries a candidate's preferred locations name, each once whatever its case (the
 * first spelling kept): the profile and the talent screens show them.
 */
export function preferredPlaces(preferences: CandidatePreferences): {
  cities: string[];
  countries: string[];
} {
  const unique = (values: string[]) => {
    const seen = new Map<string, string>();
    for (const v of values) {
      const value = v.trim();
      if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
    }
    return [...seen.values()];
  };
  return {
    cities: unique(preferences.locations.map((l) => l.city)),
    countries: unique(preferences.locations.map((l) => l.country)),
  };
}

/** The empty profile of a new candidate account, in the sign-up's transaction. */
export async function createCandidateProfile(tx: Executor, userId: number, fullName: string): Promise<void> {
  await tx.insert(candidateProfiles).values({ userId, fullName, preferences: EMPTY_PREFERENCES });
}

/** The name the account e-mails greet a candidate by: the one given at sign-up. */
export async function candidateSignUpName(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: candidateProfiles.fullName })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return row?.name ?? '';
}

/**
 * A candidate account made before profiles existed (or by hand) has none: it reads as the empty profile
 * (the table's defaults), and its first save creates it, so that no read writes.
 */
const EMPTY_PROFILE = {
  fullName: '',
  firstName: '',
  lastName: '',
  phone: '',
  dateOfBirth: null,
  profilePicture: null,
  cvFile: null,
  preferences: EMPTY_PREFERENCES,
  link1: null,
  link2: null,
  link3: null,
  visibleToEmployers: true,
  visibilityAnsweredAt: null,
} satisfies Partial<typeof candidateProfiles.$inferSelect>;

async function ensureProfile(db: Executor, userId: number): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ userId, preferences: EMPTY_PREFERENCES })
    .onConflictDoNothing({ target: candidateProfiles.userId });
}

export async function loadProfile(db: Executor, userId: number): Promise<CandidateProfile> {
  const facts = await userFacts(db, userId);
  if (!facts) throw notFound();
  const [profile] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const p = profile ?? EMPTY_PROFILE;
  const preferences = { ...EMPTY_PREFERENCES, ...p.preferences };
  const [work, schooling] = [await listWorkExperiences(db, userId), await listEducations(db, userId)];
  const fullName = candidateDisplayName({
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: p.fullName,
  });
  return {
    id: userId,
    user: { email: facts.email },
    current_streak: facts.current_streak,
    longest_streak: facts.longest_streak,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: fullName,
    phone: p.phone,
    date_of_birth: p.dateOfBirth,
    profile_picture: p.profilePicture,
    cv_file: p.cvFile,
    preferences,
    link_1: p.link1 ?? null,
    link_2: p.link2 ?? null,
    link_3: p.link3 ?? null,
    visible_to_employers: p.visibleToEmployers,
    visibility_answered: p.visibilityAnsweredAt !== null,
    work_experiences: work,
    educations: schooling,
    ...preferredPlaces(preferences),
    is_complete: isCandidateProfileComplete({
      first_name: p.firstName,
      last_name: p.lastName,
      phone: p.phone,
    }),
  };
}

/**
 * A profile file field: a stored key of the candidate's of the right kind is attached and the old file
 * released; null removes the file; a web address (a signed link read back) is not re-sent, so ignored.
 */
async function replaceFile(
  tx: Executor,
  userId: number,
  field: 'profile_picture' | 'cv_file',
  fileType: FileType,
  current: string | null,
  next: string | null | undefined,
): Promise<string | null> {
  if (next === undefined || isWebAddress(next) || next === current) return current;
  if (next) await claimUpload(tx, { key: next, ownerId: userId, fileTypes: [fileType], field });
  if (current) await releaseUpload(tx, current);
  return next || null;
}

/** Replaces the candidate's work experience with the list sent; blank entries are skipped. */
async function replaceWorkExperiences(tx: Executor, userId: number, list: unknown[], today: string) {
  const errors: FieldErrors = {};
  const kept: number[] = [];
  const writes: (() => Promise<unknown>)[] = [];
  list.forEach((item, i) => {
    if (!item || typeof item !== 'object' || isBlankExperience(item as never)) return;
    const parsed = parseWorkExperience(item, today, `work_experiences.${i}`);
    if ('errors' in parsed) {
      Object.assign(errors, parsed.errors);
      return;
    }
    Object.assign(errors, experienceErrors(parsed.data, `work_experiences.${i}.`));
    const { id } = parsed.data;
    if (id) kept.push(id);
    writes.push(() =>
      id ? updateWorkExperience(tx, userId, id, parsed.data) : insertWorkExperience(tx, userId, parsed.data),
    );
  });
  throwIfErrors(errors);
  await removeOthers(tx, workExperiences, userId, kept);
  for (const write of writes) await write();
}

/** Replaces the candidate's education with the list sent; blank entries are skipped. */
async function replaceEducations(tx: Executor, userId: number, list: unknown[], today: string) {
  const errors: FieldErrors = {};
  const kept: number[] = [];
  const writes: (() => Promise<unknown>)[] = [];
  list.forEach((item, i) => {
    if (!item || typeof item !== 'object' || isBlankEducation(item as never)) return;
    const prefix = `educations.${i}`;
    const parsed = parseEducation(item, today, prefix);
    if ('errors' in parsed) {
      Object.assign(errors, parsed.errors);
      return;
    }
    Object.assign(errors, educationErrors(parsed.data, `${prefix}.`));
    const { id } = parsed.data;
    if (id) kept.push(id);
    writes.push(async () => {
      if (id) return updateEducation(tx, userId, id, parsed.data, `${prefix}.`);
      const created = await insertEducation(tx, userId, parsed.data);
      // A certificate is uploaded against an education's id: a new entry cannot carry one yet.
      return setCertificate(tx, userId, created.id, null, parsed.data.certificate, `${prefix}.certificate`);
    });
  });
  throwIfErrors(errors);
  const removed = await rowsNotKept(tx, userId, kept);
  for (const certificate of removed) await releaseUpload(tx, certificate);
  await removeOthers(tx, educations, userId, kept);
  for (const write of writes) await write();
}

async function rowsNotKept(tx: Executor, userId: number, kept: number[]): Promise<string[]> {
  const found = await tx
    .select({ id: educations.id, certificate: educations.certificate })
    .from(educations)
    .where(eq(educations.candidateId, userId));
  return found.filter((r) => !kept.includes(r.id) && r.certificate).map((r) => r.certificate!);
}

async function removeOthers(
  tx: Executor,
  table: typeof workExperiences | typeof educations,
  userId: number,
  kept: number[],
): Promise<void> {
  const keptIds = kept.length
    ? sql`and id not in (${sql.join(
        kept.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`delete from ${table} where candidate_id = ${userId} ${keptIds}`);
}

/** PATCH /candidate-profile/. Nothing is saved unless every rule holds. */
export async function updateProfile(
  db: Db,
  userId: number,
  body: unknown,
  today = todayInNairobi(),
): Promise<CandidateProfile> {
  const parsed = candidateProfileUpdate.safeParse(body ?? {});
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  const input: CandidateProfileUpdate = parsed.data;

  await db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    const [current] = await tx
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId))
      .for('update');
    const p = current!;
    const firstName = input.first_name ?? p.firstName;
    const lastName = input.last_name ?? p.lastName;
    const dateOfBirth = input.date_of_birth === undefined ? p.dateOfBirth : input.date_of_birth;

    // Personal details are checked as they will stand whenever any of them is sent
    // (docs/product/candidate.md §5): names and an adult date of birth. An update of other fields alone (a CV
    // attached while applying) is not held up by a profile the candidate has not filled in yet.
    const touchesPersonal =
      input.first_name !== undefined || input.last_name !== undefined || input.date_of_birth !== undefined;
    const errors: FieldErrors = {};
    if (touchesPersonal) {
      if (!firstName) errors.first_name = [CANDIDATE_MESSAGES.firstNameRequired];
      if (!lastName) errors.last_name = [CANDIDATE_MESSAGES.lastNameRequired];
      if (!dateOfBirth) errors.date_of_birth = [CANDIDATE_MESSAGES.dateOfBirthRequired];
      else if (dateOfBirth > adultBirthCutoff(today)) errors.date_of_birth = [CANDIDATE_MESSAGES.tooYoung];
    }
    throwIfErrors(errors);

    const profilePicture = await replaceFile(
      tx,
      userId,
      'profile_picture',
      'profile_picture',
      p.profilePicture,
      input.profile_picture,
    );
    const cvFile = await replaceFile(tx, userId, 'cv_file', 'cv', p.cvFile, input.cv_file);
    if (input.work_experiences) await replaceWorkExperiences(tx, userId, input.work_experiences, today);
    if (input.educations) await replaceEducations(tx, userId, input.educations, today);

    await tx
      .update(candidateProfiles)
      .set({
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`.trim(),
        dateOfBirth,
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.preferences ? { preferences: input.preferences } : {}),
        ...(input.link_1 !== undefined ? { link1: input.link_1 } : {}),
        ...(input.link_2 !== undefined ? { link2: input.link_2 } : {}),
        ...(input.link_3 !== undefined ? { link3: input.link_3 } : {}),
        ...(input.visible_to_employers !== undefined
          ? { visibleToEmployers: input.visible_to_employers, visibilityAnsweredAt: new Date() }
          : {}),
        profilePicture,
        cvFile,
        updatedAt: new Date(),
      })
      .where(eq(candidateProfiles.userId, userId));
    // The weekly alert of the candidate's preferences follows them (issue 24 item 5).
    if (input.preferences)
      await publish(tx, 'candidate.preferences_changed', {
        candidateId: userId,
        preferences: { ...EMPTY_PREFERENCES, ...input.preferences },
      });
    // Each answer is a consent the privacy centre records (issue 23 item 4), in this transaction.
    if (input.visible_to_employers !== undefined) {
      await publish(tx, 'candidate.visibility_answered', {
        candidateId: userId,
        visible: input.visible_to_employers,
      });
    }
  });
  // Talent search shows the profile, and recommendations follow its preferences and experience.
  madeStale(db, TALENT_POOL, candidateAnswers(userId));
  return loadProfile(db, userId);
}
