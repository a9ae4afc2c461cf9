import { CANDIDATE_MESSAGES, type Education, type WorkExperience } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import { fieldError, fieldErrors } from '../../platform/errors.ts';
import { candidateAnswers, madeStale, TALENT_POOL } from '../../platform/stale-answers.ts';
import { storeReceivedFile } from '../media/index.ts';
import {
  deleteEducation,
  deleteWorkExperience,
  educationErrors,
  experienceErrors,
  insertEducation,
  insertWorkExperience,
  parseEducation,
  parseWorkExperience,
  setCertificate,
  throwIfErrors,
  updateEducation,
  updateWorkExperience,
} from './entries.ts';
import { formToEntry, isUploadedPart, type MultipartFields } from './multipart.ts';

/** One work experience or education at a time (POST, PUT, DELETE), as the wizard's step 2 saves them. */

function checkedExperience(body: unknown, today: string) {
  const parsed = parseWorkExperience(body ?? {}, today);
  if ('errors' in parsed) throw fieldErrors(parsed.errors);
  throwIfErrors(experienceErrors(parsed.data));
  return parsed.data;
}

/** A candidate's profile changed: talent search answers and the candidate's recommendations are stale. */
async function profileChanged<T>(db: Db, candidateId: number, write: Promise<T>): Promise<T> {
  const result = await write;
  madeStale(db, TALENT_POOL, candidateAnswers(candidateId));
  return result;
}

export async function createWorkExperience(
  db: Db,
  candidateId: number,
  body: unknown,
  today: string,
): Promise<WorkExperience> {
  return profileChanged(
    db,
    candidateId,
    insertWorkExperience(db, candidateId, checkedExperience(body, today)),
  );
}

export async function editWorkExperience(
  db: Db,
  candidateId: number,
  id: number,
  body: unknown,
  today: string,
): Promise<WorkExperience> {
  return profileChanged(
    db,
    candidateId,
    updateWorkExperience(db, candidateId, id, checkedExperience(body, today)),
  );
}

export const removeWorkExperience = (db: Db, candidateId: number, id: number) =>
  profileChanged(
    db,
    candidateId,
    db.transaction((tx) => deleteWorkExperience(tx, candidateId, id)),
  );

function checkedEducation(body: unknown, today: string) {
  const parsed = parseEducation(body ?? {}, today);
  if ('errors' in parsed) throw fieldErrors(parsed.errors);
  throwIfErrors(educationErrors(parsed.data));
  return parsed.data;
}

/**
 * POST /educations/: JSON, or multipart with a `certificate` file. With a file the entry needs its
 * start date too (docs/product/candidate.md §5); the entry is created, then the file stored and attached to
 * its id, all in one transaction, so a refused file leaves no entry behind.
 */
export async function createEducation(
  db: Db,
  candidateId: number,
  body: unknown,
  today: string,
): Promise<Education> {
  const fields = body && typeof body === 'object' ? (body as MultipartFields) : {};
  const file = isUploadedPart(fields.certificate) ? fields.certificate : null;
  const input = checkedEducation(file ? formToEntry(fields, ['is_current']) : body, today);
  if (file && !input.from_date) throw fieldError('from_date', CANDIDATE_MESSAGES.startDateRequired);
  const saving = db.transaction(async (tx) => {
    const created = await insertEducation(tx, candidateId, { ...input, certificate: undefined });
    if (!file) return created;
    const key = await storeReceivedFile(tx, {
      ownerId: candidateId,
      fileType: 'education_certificate',
      fileName: file.name || 'certificate',
      declaredType: file.type,
      bytes: file.bytes,
      educationId: created.id,
      field: 'certificate',
    });
    const certificate = await setCertificate(tx, candidateId, created.id, null, key);
    return { ...created, certificate };
  });
  return profileChanged(db, candidateId, saving);
}

export async function editEducation(
  db: Db,
  candidateId: number,
  id: number,
  body: unknown,
  today: string,
): Promise<Education> {
  const input = checkedEducation(body, today);
  return profileChanged(
    db,
    candidateId,
    db.transaction((tx) => updateEducation(tx, candidateId, id, input)),
  );
}

export const removeEducation = (db: Db, candidateId: number, id: number) =>
  profileChanged(
    db,
    candidateId,
    db.transaction((tx) => deleteEducation(tx, candidateId, id)),
  );
