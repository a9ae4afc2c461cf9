import { APPLICATION_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { anonymiseApplicationsOf } from './erasure.ts';
import { csvCell, defuseFormula } from './export.ts';
import { addApplication } from './test-applications.ts';

/**
 * The applicants export (issue 28 item 6, decision 092): the job's own employer only, text/csv as an
 * attachment, one row per submitted application, formula cells defused, RFC 4180 quoting, nothing of
 * an anonymised candidate, never the private notes.
 */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let jobId: number;
let csv: string;

/** A small RFC 4180 reader for the checks: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const questions = [
  { id: 'q1', question: 'Do you have a KCSE certificate?', kind: 'yes_no', required: true, knockout: 'no' },
  { id: 'q2', question: 'Years of experience, roughly', kind: 'text', required: false, knockout: null },
];

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, {
    firstName: '=HYPERLINK("http://evil.example","click")',
    lastName: 'Otieno, "Jr"',
    phone: '+254700111222',
  });
  jobId = (await addJob(t, { employerId: employer.id, jobTitle: 'Clerk, Nairobi (2026)' })).id;
  await t.db.execute(
    sql`update jobs set screening_questions = ${JSON.stringify(questions)}::jsonb where id = ${jobId}`,
  );
  const answers = [
    { question_id: 'q1', question: questions[0]!.question, kind: 'yes_no', answer: 'yes' },
    {
      question_id: 'q2',
      question: questions[1]!.question,
      kind: 'text',
      answer: '@SUM(1+1)\nline two, "quoted"',
    },
  ] as const;
  const sent = await addApplication(t, {
    jobId,
    candidateId: candidate.id,
    screeningAnswers: [...answers],
    meetsRequirements: true,
    rating: 4,
    submittedAt: new Date('2026-11-20T09:30:00Z'),
  });
  // A draft is nobody's to see.
  const drafter = await createUser(t, 'candidate');
  await addApplication(t, { jobId, candidateId: drafter.id, submissionStatus: 'draft' });
  // An erased candidate's application: counted, anonymous.
  const erased = await createUser(t, 'candidate');
  await updateCandidateProfile(t, erased.id, {
    firstName: 'Wanjiru',
    lastName: 'Gone',
    phone: '+254711999888',
  });
  await addApplication(t, {
    jobId,
    candidateId: erased.id,
    screeningAnswers: [{ ...answers[1], answer: 'ten years at Wanjiru Ltd' }],
    meetsRequirements: false,
    submittedAt: new Date('2026-11-21T09:30:00Z'),
  });
  await t.db.transaction((tx) => anonymiseApplicationsOf(tx, erased.id));
  const noted = await t.call(employer, 'POST', `/applications/${sent.id}/notes/`, {
    body: 'Private: salary too high',
  });
  expect(noted.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const exportOf = (user: TestUser | null, query: string) =>
  t.call(user, 'GET', `/applications/for_job/export.csv${query}`);

describe('GET /applications/for_job/export.csv', () => {
  it('When the job’s employer asks, then it answers a CSV attachment', async () => {
    const res = await exportOf(employer, `?job_id=${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="applicants-${jobId}-clerk-nairobi-2026.csv"`,
    );
    csv = res.body;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('When read back, then there is a header and one row per submitted application, in the order they came', () => {
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Status',
      'Submitted',
      'Withdrawn',
      'Do you have a KCSE certificate?',
      'Years of experience, roughly',
      'Meets requirements',
      'Rating',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      `'=HYPERLINK("http://evil.example","click") Otieno, "Jr"`,
      candidate.email,
      "'+254700111222",
      'Pending',
      '2026-11-20 12:30',
      '',
      'yes',
      `'@SUM(1+1)\nline two, "quoted"`,
      'yes',
      '4',
    ]);
  });

  it('When a candidate was erased, then their row says "Deleted candidate" and holds nothing of them', () => {
    const [, , anonymous] = parseCsv(csv.slice(1));
    expect(anonymous).toEqual([
      APPLICATION_MESSAGES.deletedCandidate,
      '',
      '',
      'Pending',
      '2026-11-21 12:30',
      '',
      '',
      '',
      'no',
      '',
    ]);
    expect(csv).not.toMatch(/Wanjiru|254711999888/);
  });

  it('When the employer has private notes, then the export never carries them', () => {
    expect(csv).not.toContain('salary too high');
  });

  it('When another employer, a candidate or a visitor asks, then 404, 403 and 401', async () => {
    expect((await exportOf(otherEmployer, `?job_id=${jobId}`)).statusCode).toBe(404);
    expect((await exportOf(candidate, `?job_id=${jobId}`)).statusCode).toBe(403);
    expect((await exportOf(null, `?job_id=${jobId}`)).statusCode).toBe(401);
  });

  it.each([
    ['no job_id', '', 400],
    ['a job_id in words', '?job_id=abc', 400],
    ['a negative job_id', '?job_id=-3', 400],
    ['a job_id past the integers', '?job_id=99999999999', 400],
    ['an unknown job', '?job_id=2147483647', 404],
  ])('When it is asked with %s, then %s', async (_name, query, status) => {
    const res = await exportOf(employer, query);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+254700', "'+254700"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['plain', 'plain'],
    ['a = b', 'a = b'],
  ])('When a cell is %j, then it is written %j', (cell, expected) => {
    expect(defuseFormula(cell)).toBe(expected);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1,2', `"'=1,2"`],
    ['plain', 'plain'],
  ])('When a cell holds %j, then it is quoted as %j', (cell, expected) => {
    expect(csvCell(cell)).toBe(expected);
  });
});
