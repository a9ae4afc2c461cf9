import { rmSync } from 'node:fs';
import {
  type ApplicantsPage,
  type Application,
  type EmployerJob,
  type PublicJobDetail,
  SCREENING_MESSAGES,
  TEXT_MESSAGES,
} from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

/** Issue 28 item 1: screening questions on the job, answers on the application, meets_requirements. */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;

const QUESTIONS = [
  { question: 'Do you hold a valid KCSE certificate?', kind: 'yes_no', required: true, knockout: 'no' },
  { question: 'Years of experience as a clerk', kind: 'number', required: true, knockout: { min: 2 } },
  {
    question: 'Where do you live?',
    kind: 'choice',
    options: ['Nairobi', 'Mombasa', 'Abroad'],
    knockout: ['Abroad'],
  },
  { question: 'Anything else?', kind: 'text' },
];

const jobBody = (screening_questions: unknown[] = QUESTIONS) => ({
  job_title: 'Office Clerk',
  industry: 'Technology',
  location_type: 'on-site',
  working_period: 'full-time',
  job_type: 'PERMANENT',
  description: 'Filing and records.',
  status: 'published',
  screening_questions,
});

let job: EmployerJob;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  const res = await t.call(employer, 'POST', '/employer/jobs/', jobBody());
  expect(res.statusCode).toBe(201);
  job = res.json<EmployerJob>();
});
afterAll(async () => {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

const q = (i: number) => job.screening_questions[i]!.id;

async function apply(answers: unknown[], status: 'draft' | 'submitted' = 'submitted', who?: TestUser) {
  const candidate = who ?? (await createUser(t, 'candidate'));
  const cv = await uploadTestFile(t, candidate, 'application_cv');
  const res = await t.call(candidate, 'POST', '/applications/', {
    job: job.id,
    cv,
    submission_status: status,
    screening_answers: answers,
  });
  return { res, candidate };
}

const passing = () => [
  { question_id: q(0), answer: 'yes' },
  { question_id: q(1), answer: 3 },
  { question_id: q(2), answer: 'Nairobi' },
  { question_id: q(3), answer: 'I type fast.\nAnd file well.' },
];

describe('When an employer saves screening questions', () => {
  it('then the server names each question and keeps the knockouts for the employer alone', async () => {
    expect(job.screening_questions).toHaveLength(4);
    for (const question of job.screening_questions) expect(question.id).toMatch(/^q_[0-9a-f]{8}$/);
    expect(job.screening_questions[1]).toMatchObject({
      kind: 'number',
      required: true,
      knockout: { min: 2 },
    });
    const pub = await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`);
    const shown = pub.json<PublicJobDetail>().screening_questions;
    expect(shown.map((s) => s.question)).toEqual(QUESTIONS.map((s) => s.question));
    expect(JSON.stringify(shown)).not.toContain('knockout');
  });

  it('then saving again keeps the ids it gave and replaces an id made up by the caller', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', jobBody(QUESTIONS.slice(0, 2)));
    const saved = res.json<EmployerJob>();
    const again = await t.call(employer, 'PUT', `/employer/jobs/${saved.id}/`, {
      ...jobBody(),
      screening_questions: [
        { ...QUESTIONS[0], id: saved.screening_questions[0]!.id },
        { ...QUESTIONS[1], id: q(0) },
      ],
    });
    expect(again.statusCode).toBe(200);
    const ids = again.json<EmployerJob>().screening_questions.map((s) => s.id);
    expect(ids[0]).toBe(saved.screening_questions[0]!.id);
    expect(ids[1]).not.toBe(q(0));
  });

  it.each([
    [
      'more than 10 questions',
      Array.from({ length: 11 }, () => QUESTIONS[3]),
      SCREENING_MESSAGES.tooManyQuestions,
    ],
    ['an unknown kind', [{ question: 'Why?', kind: 'essay' }], SCREENING_MESSAGES.unknownKind],
    [
      'a choice without options',
      [{ question: 'Where?', kind: 'choice' }],
      SCREENING_MESSAGES.choiceNeedsOptions,
    ],
    [
      'a knockout of the wrong kind',
      [{ question: 'Years?', kind: 'number', knockout: 'no' }],
      SCREENING_MESSAGES.knockoutMismatch,
    ],
    [
      'a choice knocking out every option',
      [{ question: 'Where?', kind: 'choice', options: ['A', 'B'], knockout: ['A', 'B'] }],
      SCREENING_MESSAGES.knockoutMismatch,
    ],
    ['an empty question', [{ question: '   ', kind: 'text' }], SCREENING_MESSAGES.questionRequired],
  ])('then %s is a field error and nothing is saved', async (_name, questions, message) => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', jobBody(questions));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(JSON.stringify(message).slice(1, -1));
  });

  it('then a question with a control character is refused', async () => {
    const res = await t.call(
      employer,
      'POST',
      '/employer/jobs/',
      jobBody([{ question: 'Why\u0000?', kind: 'text' }]),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(TEXT_MESSAGES.hiddenCharacters);
  });
});

describe('When a candidate applies to a job with screening questions', () => {
  it('then passing answers are kept with the questions and meet the requirements', async () => {
    const { res } = await apply(passing());
    expect(res.statusCode).toBe(201);
    const sent = res.json<Application>();
    expect(sent.screening_answers).toEqual([
      { question_id: q(0), question: QUESTIONS[0]!.question, kind: 'yes_no', answer: 'yes' },
      { question_id: q(1), question: QUESTIONS[1]!.question, kind: 'number', answer: 3 },
      { question_id: q(2), question: QUESTIONS[2]!.question, kind: 'choice', answer: 'Nairobi' },
      {
        question_id: q(3),
        question: QUESTIONS[3]!.question,
        kind: 'text',
        answer: 'I type fast.\nAnd file well.',
      },
    ]);
  });

  it.each([
    ['a "no" to the yes/no', 0, 'no'],
    ['a number below the minimum', 1, 1],
    ['a knocked-out option', 2, 'Abroad'],
  ])('then %s does not meet the requirements', async (_name, index, answer) => {
    const answers = passing().map((a, i) => (i === index ? { ...a, answer } : a));
    const { res } = await apply(answers);
    expect(res.statusCode).toBe(201);
    const list = await t.call(
      employer,
      'GET',
      `/applications/for_job/?job_id=${job.id}&meets_requirements=false`,
    );
    expect(list.json<ApplicantsPage>().results.map((a) => a.id)).toContain(res.json<Application>().id);
  });

  it.each([
    [
      'a missing required answer',
      () => passing().slice(1),
      SCREENING_MESSAGES.answerRequired(QUESTIONS[0]!.question),
    ],
    [
      'a text for a number',
      () => [...passing().slice(0, 1), { question_id: q(1), answer: 'three' }],
      'with a number',
    ],
    [
      'an option not offered',
      () => passing().map((a, i) => (i === 2 ? { ...a, answer: 'Kisumu' } : a)),
      'one of the options',
    ],
    [
      'a question of another job',
      () => [...passing(), { question_id: 'q_deadbeef', answer: 'yes' }],
      SCREENING_MESSAGES.unknownQuestion,
    ],
    ['the same question twice', () => [...passing(), passing()[0]], 'answered twice'],
    [
      'a yes/no answered with a number',
      () => passing().map((a, i) => (i === 0 ? { ...a, answer: 1 } : a)),
      'yes or no',
    ],
  ])('then %s is a field error of screening_answers and nothing is sent', async (_name, answers, message) => {
    const { res, candidate } = await apply(answers());
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().screening_answers?.[0]).toContain(message);
    const mine = await t.call(candidate, 'GET', '/applications/');
    expect(mine.json<{ count: number }>().count).toBe(0);
  });

  it('then a draft may leave required answers out, and they are checked when it is sent', async () => {
    const { res, candidate } = await apply([{ question_id: q(1), answer: '4' }], 'draft');
    expect(res.statusCode).toBe(201);
    const draft = res.json<Application>();
    expect(draft.screening_answers).toEqual([expect.objectContaining({ answer: 4 })]);
    const send = await t.call(candidate, 'PUT', `/applications/${draft.id}/`, {
      cv: draft.cv,
      submission_status: 'submitted',
      screening_answers: [{ question_id: q(1), answer: 4 }],
    });
    expect(send.statusCode).toBe(400);
    expect(send.json<Record<string, string[]>>().screening_answers).toEqual([
      SCREENING_MESSAGES.answerRequired(QUESTIONS[0]!.question),
    ]);
    const sent = await t.call(candidate, 'PUT', `/applications/${draft.id}/`, {
      cv: draft.cv,
      submission_status: 'submitted',
      screening_answers: passing(),
    });
    expect(sent.statusCode).toBe(200);
  });

  it('then a change of the draft that leaves the answers out keeps them', async () => {
    const { res, candidate } = await apply(passing(), 'draft');
    const draft = res.json<Application>();
    const sent = await t.call(candidate, 'PUT', `/applications/${draft.id}/`, {
      cv: draft.cv,
      cover_letter: 'Changed',
      submission_status: 'submitted',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Application>().screening_answers).toHaveLength(4);
  });

  it('then a draft still refuses an answer of the wrong kind', async () => {
    const { res } = await apply([{ question_id: q(0), answer: 'maybe' }], 'draft');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['screening_answers']);
  });
});

describe('When the employer lists the applicants by requirements', () => {
  it('then the filter separates those who pass from those who fail, with their answers', async () => {
    const all = (
      await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}`)
    ).json<ApplicantsPage>();
    const pass = (
      await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}&meets_requirements=true`)
    ).json<ApplicantsPage>();
    const fail = (
      await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}&meets_requirements=false`)
    ).json<ApplicantsPage>();
    expect(pass.count + fail.count).toBe(all.count);
    expect(pass.results.every((a) => a.meets_requirements === true)).toBe(true);
    expect(fail.results.every((a) => a.meets_requirements === false)).toBe(true);
    expect(pass.results[0]!.screening_answers.length).toBeGreaterThan(0);
  });

  it('then a job without knockouts answers null', async () => {
    const res = await t.call(employer, 'POST', '/employer/jobs/', jobBody([QUESTIONS[3]]));
    const plain = res.json<EmployerJob>();
    const candidate = await createUser(t, 'candidate');
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    await t.call(candidate, 'POST', '/applications/', { job: plain.id, cv, submission_status: 'submitted' });
    const list = (
      await t.call(employer, 'GET', `/applications/for_job/?job_id=${plain.id}`)
    ).json<ApplicantsPage>();
    expect(list.results[0]!.meets_requirements).toBeNull();
  });

  it('then another employer, a candidate, a visitor and a bad filter are refused', async () => {
    const path = `/applications/for_job/?job_id=${job.id}&meets_requirements=true`;
    expect((await t.call(otherEmployer, 'GET', path)).statusCode).toBe(404);
    expect((await t.call(await createUser(t, 'candidate'), 'GET', path)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', path)).statusCode).toBe(401);
    const bad = await t.call(
      employer,
      'GET',
      `/applications/for_job/?job_id=${job.id}&meets_requirements=maybe`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
