import {
  APPLICANTS_EXPORT_MESSAGES,
  APPLICATION_MESSAGES,
  applicantsFileName,
  candidateDisplayName,
  label,
  type ScreeningAnswer,
} from '@kweli/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { userAccounts } from '../auth/index.ts';
import { candidateNames } from '../candidates/index.ts';
import { jobCards, jobScreeningQuestions } from '../jobs/index.ts';
import { applications } from './schema.ts';

/**
 * GET /applications/for_job/export.csv (issue 28 item 6, decision 092): the submitted applications to one
 * of the employer's jobs as a spreadsheet, one row each: who (nothing of an anonymised candidate), the
 * status and dates, one column per screening question, whether they meet the requirements and the
 * employer's rating. The private notes are never in it.
 */

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) gets a
 * single quote before it, as OWASP's "CSV Injection" advises; the quote shows, the formula does not run.
 */
export function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a cell holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvCell(cell: string): string {
  const safe = defuseFormula(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines end in CRLF (RFC 4180); the byte order mark lets spreadsheet programs read UTF-8 names. */
export const csvText = (rows: string[][]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** "2026-11-26 14:05", in Nairobi time (the product's time zone). */
const nairobiTime = (date: Date | null): string =>
  date
    ? new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Africa/Nairobi',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(date)
    : '';

const yesNo = (value: boolean | null): string =>
  value === null ? '' : value ? APPLICANTS_EXPORT_MESSAGES.yes : APPLICANTS_EXPORT_MESSAGES.no;

export async function applicantsCsv(
  db: Executor,
  employerId: number,
  jobId: number,
): Promise<{ fileName: string; csv: string }> {
  const [job] = await db
    .select({ id: jobCards.id, title: jobCards.jobTitle })
    .from(jobCards)
    .where(and(eq(jobCards.id, jobId), eq(jobCards.employerId, employerId)));
  if (!job) throw notFound();
  const found = await db
    .select({
      anonymisedAt: applications.anonymisedAt,
      reviewStatus: applications.reviewStatus,
      submittedAt: applications.submittedAt,
      withdrawnAt: applications.withdrawnAt,
      answers: applications.screeningAnswers,
      meets: applications.meetsRequirements,
      rating: applications.rating,
      email: userAccounts.email,
      fullName: candidateNames.fullName,
      firstName: candidateNames.firstName,
      lastName: candidateNames.lastName,
      phone: sql<
        string | null
      >`(select p.phone from candidate_facts p where p.user_id = ${applications.candidateId})`,
    })
    .from(applications)
    .innerJoin(userAccounts, eq(userAccounts.userId, applications.candidateId))
    .leftJoin(candidateNames, eq(candidateNames.userId, applications.candidateId))
    .where(and(eq(applications.jobId, jobId), eq(applications.submissionStatus, 'submitted')))
    .orderBy(asc(applications.submittedAt), asc(applications.id));

  // The job's questions as they are now, then any an application answered that the job no longer asks
  // (each answer keeps its question's words).
  const questions = new Map<string, string>();
  for (const q of await jobScreeningQuestions(db, jobId)) questions.set(q.id, q.question);
  for (const row of found)
    for (const a of row.answers) if (!questions.has(a.question_id)) questions.set(a.question_id, a.question);
  const answerOf = (answers: ScreeningAnswer[], id: string) => {
    const answer = answers.find((a) => a.question_id === id)?.answer;
    return answer === undefined ? '' : String(answer);
  };

  const header = [
    ...APPLICANTS_EXPORT_MESSAGES.columns,
    ...questions.values(),
    ...APPLICANTS_EXPORT_MESSAGES.lastColumns,
  ];
  const rows = found.map((row) => {
    const anonymous = row.anonymisedAt !== null;
    return [
      anonymous
        ? APPLICATION_MESSAGES.deletedCandidate
        : candidateDisplayName({
            first_name: row.firstName,
            last_name: row.lastName,
            full_name: row.fullName,
          }),
      anonymous ? '' : row.email,
      anonymous ? '' : (row.phone ?? ''),
      label(row.reviewStatus),
      nairobiTime(row.submittedAt),
      nairobiTime(row.withdrawnAt),
      ...[...questions.keys()].map((id) => (anonymous ? '' : answerOf(row.answers, id))),
      yesNo(row.meets),
      row.rating === null ? '' : String(row.rating),
    ];
  });
  return { fileName: applicantsFileName(job.id, job.title), csv: csvText([header, ...rows]) };
}
