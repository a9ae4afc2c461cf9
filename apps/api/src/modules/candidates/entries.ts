import {
  CANDIDATE_MESSAGES,
  type Education,
  type EducationInput,
  educationInput,
  type FieldErrors,
  isWebAddress,
  type WorkExperience,
  type WorkExperienceInput,
  workExperienceInput,
} from '@kweli/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, rowsTogether } from '../../db/connect.ts';
import { fieldErrors, notFound, zodFieldErrors } from '../../platform/errors.ts';
import { claimUpload, releaseUpload } from '../media/index.ts';
import { educations, workExperiences } from './schema.ts';

/**
 * A candidate's work experience and education entries: reading, and the rules every write goes
 * through, whether one entry is sent (POST/PUT /work-experiences/, /educations/) or the whole list
 * with the profile update. Another candidate's entry is simply not found (404), so ids cannot be probed.
 */

export const toWorkExperience = (w: typeof workExperiences.$inferSelect): WorkExperience => ({
  id: w.id,
  company_name: w.companyName,
  job_title: w.jobTitle,
  from_date: w.fromDate,
  to_date: w.toDate,
  is_current: w.isCurrent,
  responsibilities: w.responsibilities,
});

export const toEducation = (e: typeof educations.$inferSelect): Education => ({
  id: e.id,
  institution_name: e.institutionName,
  course: e.course,
  education_level: e.educationLevel,
  from_date: e.fromDate,
  to_date: e.toDate,
  is_current: e.isCurrent,
  certificate: e.certificate,
});

/** Current entries first, then the most recent start. */
export async function listWorkExperiences(db: Executor, candidateId: number): Promise<WorkExperience[]> {
  const found = await db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.candidateId, candidateId))
    .orderBy(
      desc(workExperiences.isCurrent),
      sql`${workExperiences.fromDate} desc nulls last`,
      workExperiences.id,
    );
  return found.map(toWorkExperience);
}

export async function listEducations(db: Executor, candidateId: number): Promise<Education[]> {
  const found = await db
    .select()
    .from(educations)
    .where(eq(educations.candidateId, candidateId))
    .orderBy(desc(educations.isCurrent), sql`${educations.fromDate} desc nulls last`, educations.id);
  return found.map(toEducation);
}

/** Validates one entry; field errors are named under `prefix` when the entry is part of a list. */
export function parseEntry<T>(
  schema: z.ZodType<T>,
  body: unknown,
  prefix = '',
): { data: T } | { errors: FieldErrors } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const errors = zodFieldErrors(parsed.error.issues);
  if (!prefix) return { errors };
  return { errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v])) };
}

export const parseWorkExperience = (body: unknown, today: string, prefix = '') =>
  parseEntry(workExperienceInput(today), body, prefix);
export const parseEducation = (body: unknown, today: string, prefix = '') =>
  parseEntry(educationInput(today), body, prefix);

/**
 * The entries of many candidates at once, each kind current first and then newest first (talent
 * search lists them for a page of candidates): two queries in one round trip, whatever the number of
 * candidates, and each candidate's entries in the shapes of their own profile. Hand-written statements (decision 152):
 * Drizzle's query builder (the typed parameters of `inArray`, each row mapped column by column) was about
 * a twentieth of the API's CPU per talent search (docs/performance.md, "Talent search's API CPU").
 */
export async function entriesOfCandidates(db: Executor, candidateIds: number[]) {
  // `in ()` is not SQL: no candidates, no entries (and no round trip).
  if (candidateIds.length === 0) return noEntries();
  const read = candidateEntriesRead(candidateIds);
  return read.shape(await rowsTogether<[unknown, unknown]>(db, read.statements));
}

/**
 * What `entriesOfCandidates` reads, for a caller that sends these statements with its own in one round
 * trip (`rowsTogether`, decision 188): the two statements, and their rows shaped as `entriesOfCandidates`
 * answers them.
 */
export function candidateEntriesRead(candidateIds: number[]) {
  if (candidateIds.length === 0)
    return { statements: [] as SQL[], shape: (_found: unknown[][]) => noEntries() };
  return {
    statements: [
      sql`select id, candidate_id, company_name, job_title, from_date, to_date, is_current, responsibilities
          from work_experiences where candidate_id in ${candidateIds}
          order by is_current desc, from_date desc nulls last`,
      sql`select id, candidate_id, institution_name, course, education_level, from_date, to_date, is_current,
            certificate
          from educations where candidate_id in ${candidateIds}
          order by is_current desc, from_date desc nulls last`,
    ],
    shape: ([experienceRows = [], educationRows = []]: unknown[][]) => ({
      experienceOf: groupBy(
        experienceRows as WorkExperienceRow[],
        (w) => w.candidate_id,
        workExperienceOfRow,
      ),
      educationOf: groupBy(educationRows as EducationRow[], (e) => e.candidate_id, educationOfRow),
    }),
  };
}

const noEntries = () => ({
  experienceOf: new Map<number, WorkExperience[]>(),
  educationOf: new Map<number, Education[]>(),
});

/** The columns of an entry as the database answers them (a date is its text, as Drizzle's `date` reads it). */
type WorkExperienceRow = WorkExperience & { candidate_id: number };
type EducationRow = Education & { candidate_id: number };

const workExperienceOfRow = (w: WorkExperienceRow): WorkExperience => ({
  id: w.id,
  company_name: w.company_name,
  job_title: w.job_title,
  from_date: w.from_date,
  to_date: w.to_date,
  is_current: w.is_current,
  responsibilities: w.responsibilities,
});

const educationOfRow = (e: EducationRow): Education => ({
  id: e.id,
  institution_name: e.institution_name,
  course: e.course,
  education_level: e.education_level,
  from_date: e.from_date,
  to_date: e.to_date,
  is_current: e.is_current,
  certificate: e.certificate,
});

function groupBy<R, T>(found: R[], keyOf: (row: R) => number, shape: (row: R) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of found) {
    const list = groups.get(keyOf(row)) ?? [];
    list.push(shape(row));
    groups.set(keyOf(row), list);
  }
  return groups;
}

/** Entry rules beyond the shapes: an experience names a company or a title; an education both. */
export function experienceErrors(e: WorkExperienceInput, prefix = ''): FieldErrors {
  if (e.company_name || e.job_title) return {};
  return { [`${prefix}company_name`]: [CANDIDATE_MESSAGES.experienceEmpty] };
}
export function educationErrors(e: EducationInput, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (!e.institution_name) errors[`${prefix}institution_name`] = [CANDIDATE_MESSAGES.institutionRequired];
  if (!e.course) errors[`${prefix}course`] = [CANDIDATE_MESSAGES.courseRequired];
  return errors;
}

const experienceValues = (e: WorkExperienceInput) => ({
  companyName: e.company_name,
  jobTitle: e.job_title,
  fromDate: e.from_date,
  toDate: e.to_date,
  isCurrent: e.is_current,
  responsibilities: e.responsibilities,
});

const educationValues = (e: EducationInput) => ({
  institutionName: e.institution_name,
  course: e.course,
  educationLevel: e.education_level,
  fromDate: e.from_date,
  toDate: e.to_date,
  isCurrent: e.is_current,
});

export async function insertWorkExperience(
  tx: Executor,
  candidateId: number,
  e: WorkExperienceInput,
): Promise<WorkExperience> {
  const [row] = await tx
    .insert(workExperiences)
    .values({ candidateId, ...experienceValues(e) })
    .returning();
  return toWorkExperience(row!);
}

export async function updateWorkExperience(
  tx: Executor,
  candidateId: number,
  id: number,
  e: WorkExperienceInput,
): Promise<WorkExperience> {
  const [row] = await tx
    .update(workExperiences)
    .set(experienceValues(e))
    .where(and(eq(workExperiences.id, id), eq(workExperiences.candidateId, candidateId)))
    .returning();
  if (!row) throw notFound(CANDIDATE_MESSAGES.experienceNotFound);
  return toWorkExperience(row);
}

export async function deleteWorkExperience(tx: Executor, candidateId: number, id: number): Promise<void> {
  const removed = await tx
    .delete(workExperiences)
    .where(and(eq(workExperiences.id, id), eq(workExperiences.candidateId, candidateId)))
    .returning({ id: workExperiences.id });
  if (removed.length === 0) throw notFound(CANDIDATE_MESSAGES.experienceNotFound);
}

export async function insertEducation(
  tx: Executor,
  candidateId: number,
  e: EducationInput,
): Promise<Education> {
  const [row] = await tx
    .insert(educations)
    .values({ candidateId, ...educationValues(e) })
    .returning();
  return toEducation(row!);
}

/**
 * Sets an education's certificate: a stored key of the candidate's, uploaded for this entry; null
 * removes it; a web address (a signed link read back) is not a key and leaves it as it is.
 */
export async function setCertificate(
  tx: Executor,
  candidateId: number,
  educationId: number,
  current: string | null,
  next: string | null | undefined,
  field = 'certificate',
): Promise<string | null> {
  if (next === undefined || isWebAddress(next) || next === current) return current;
  if (next) {
    await claimUpload(tx, {
      key: next,
      ownerId: candidateId,
      fileTypes: ['education_certificate'],
      field,
      educationId,
    });
  }
  if (current) await releaseUpload(tx, current);
  await tx
    .update(educations)
    .set({ certificate: next || null })
    .where(eq(educations.id, educationId));
  return next || null;
}

export async function updateEducation(
  tx: Executor,
  candidateId: number,
  id: number,
  e: EducationInput,
  prefix = '',
): Promise<Education> {
  const [existing] = await tx
    .select()
    .from(educations)
    .where(and(eq(educations.id, id), eq(educations.candidateId, candidateId)))
    .for('update');
  if (!existing) throw notFound(CANDIDATE_MESSAGES.educationNotFound);
  const [row] = await tx.update(educations).set(educationValues(e)).where(eq(educations.id, id)).returning();
  const certificate = await setCertificate(
    tx,
    candidateId,
    id,
    existing.certificate,
    e.certificate,
    `${prefix}certificate`,
  );
  return { ...toEducation(row!), certificate };
}

export async function deleteEducation(tx: Executor, candidateId: number, id: number): Promise<void> {
  const [removed] = await tx
    .delete(educations)
    .where(and(eq(educations.id, id), eq(educations.candidateId, candidateId)))
    .returning({ certificate: educations.certificate });
  if (!removed) throw notFound(CANDIDATE_MESSAGES.educationNotFound);
  if (removed.certificate) await releaseUpload(tx, removed.certificate);
}

/** Throws the collected field errors, if any. */
export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}
