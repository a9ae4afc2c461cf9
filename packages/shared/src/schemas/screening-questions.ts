import { z } from 'zod';
import { SCREENING_MESSAGES } from '../recruiter-texts.ts';

/**
 * Screening questions of a job and a candidate's answers (issue 28 item 1, docs/product/employer.md
 * "Screening questions", decision 090). The job form, the apply flow and the server check with these, and the
 * server alone decides whether an application meets the requirements.
 */
export const SCREENING_KINDS = ['yes_no', 'number', 'choice', 'text'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_QUESTION_MAX = 300;
export const SCREENING_OPTIONS_MAX = 10;
export const SCREENING_OPTION_MAX = 100;
export const SCREENING_TEXT_ANSWER_MAX = 1_000;
/** Numbers far beyond any sensible answer (years, salaries) are refused rather than stored. */
export const SCREENING_NUMBER_MAX = 1_000_000_000;

const oneLine = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: SCREENING_MESSAGES.questionRequired }).max(max, { error: tooLong }));

const knockoutValue = z
  .union([
    z.enum(['yes', 'no']),
    z.object({ min: z.number().finite().min(-SCREENING_NUMBER_MAX).max(SCREENING_NUMBER_MAX) }).strict(),
    z.array(z.string()).max(SCREENING_OPTIONS_MAX),
  ])
  .nullable();
export type ScreeningKnockout = z.infer<typeof knockoutValue>;

/** One question as the job form sends it: a new one has no `id` (the server gives it one). */
export const screeningQuestionInput = z
  .object({
    id: z.string().max(40).optional(),
    question: oneLine(SCREENING_QUESTION_MAX, SCREENING_MESSAGES.questionTooLong),
    kind: z.enum(SCREENING_KINDS, { error: SCREENING_MESSAGES.unknownKind }),
    options: z
      .array(oneLine(SCREENING_OPTION_MAX, SCREENING_MESSAGES.optionTooLong))
      .max(SCREENING_OPTIONS_MAX, { error: SCREENING_MESSAGES.tooManyOptions })
      .default([]),
    required: z.boolean().default(false),
    knockout: knockoutValue.default(null),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (q.kind === 'choice') {
      if (q.options.length < 2) issue(SCREENING_MESSAGES.choiceNeedsOptions, 'options');
      if (new Set(q.options).size !== q.options.length) issue(SCREENING_MESSAGES.optionsRepeat, 'options');
    } else if (q.options.length > 0) issue(SCREENING_MESSAGES.optionsOnlyForChoice, 'options');
    const k = q.knockout;
    if (k === null) return;
    const fits =
      (q.kind === 'yes_no' && typeof k === 'string') ||
      (q.kind === 'number' && typeof k === 'object' && !Array.isArray(k)) ||
      (q.kind === 'choice' &&
        Array.isArray(k) &&
        k.length > 0 &&
        k.length < q.options.length &&
        k.every((o) => q.options.includes(o)));
    if (!fits) issue(SCREENING_MESSAGES.knockoutMismatch, 'knockout');
  });
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInput>;

export const screeningQuestionsInput = z
  .array(screeningQuestionInput)
  .max(SCREENING_QUESTIONS_MAX, { error: SCREENING_MESSAGES.tooManyQuestions })
  .default([]);

/** A question as stored and as its employer sees it. */
export const screeningQuestion = z.object({
  id: z.string(),
  question: z.string(),
  kind: z.enum(SCREENING_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  knockout: knockoutValue,
});
export type ScreeningQuestion = z.infer<typeof screeningQuestion>;

/** A question as the public and candidates see it: what disqualifies stays the employer's. */
export const publicScreeningQuestion = screeningQuestion.omit({ knockout: true });
export type PublicScreeningQuestion = z.infer<typeof publicScreeningQuestion>;
export const publicQuestions = (questions: ScreeningQuestion[]): PublicScreeningQuestion[] =>
  questions.map(({ knockout: _k, ...q }) => q);

/** `screening_answers` of POST /applications/ and PUT /applications/{id}/. */
export const screeningAnswerInput = z.object({
  question_id: z.string().max(40),
  answer: z.union([z.string().max(SCREENING_TEXT_ANSWER_MAX * 2), z.number(), z.boolean()]).nullable(),
});
export const screeningAnswersInput = z
  .array(screeningAnswerInput)
  .max(SCREENING_QUESTIONS_MAX, { error: SCREENING_MESSAGES.tooManyAnswers })
  .default([]);
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInput>;

/** An answer as kept with the application: the question's words as they were when it was sent. */
export const screeningAnswer = z.object({
  question_id: z.string(),
  question: z.string(),
  kind: z.enum(SCREENING_KINDS),
  answer: z.union([z.string(), z.number()]),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswer>;

/** One answer in its kind's form: "yes"/"no", a number, one of the options, a text; undefined = wrong kind. */
function normalAnswer(q: ScreeningQuestion, raw: unknown): string | number | null | undefined {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  switch (q.kind) {
    case 'yes_no':
      if (raw === true || raw === 'yes') return 'yes';
      if (raw === false || raw === 'no') return 'no';
      return undefined;
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : Number.NaN;
      return Number.isFinite(n) && Math.abs(n) <= SCREENING_NUMBER_MAX ? n : undefined;
    }
    case 'choice':
      return typeof raw === 'string' && q.options.includes(raw) ? raw : undefined;
    case 'text': {
      if (typeof raw !== 'string') return undefined;
      const text = raw.trim();
      return text.length <= SCREENING_TEXT_ANSWER_MAX ? text || null : undefined;
    }
  }
}

/**
 * Checks answers against a job's questions: an unknown or repeated question, or an answer of the wrong
 * kind, is refused at any time; a missing required answer only when the application is sent. Answers the
 * kept answers, or the refusal's text for the field `screening_answers`.
 */
export function checkScreeningAnswers(
  questions: ScreeningQuestion[],
  answers: ScreeningAnswerInput[],
  submitting: boolean,
): { answers: ScreeningAnswer[] } | { error: string } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, string | number>();
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q) return { error: SCREENING_MESSAGES.unknownQuestion };
    if (given.has(q.id)) return { error: SCREENING_MESSAGES.answeredTwice(q.question) };
    const value = normalAnswer(q, a.answer);
    if (value === undefined) return { error: SCREENING_MESSAGES.wrongKind(q.question, q.kind) };
    if (value !== null) given.set(q.id, value);
  }
  if (submitting) {
    const missing = questions.find((q) => q.required && !given.has(q.id));
    if (missing) return { error: SCREENING_MESSAGES.answerRequired(missing.question) };
  }
  return {
    answers: questions.flatMap((q) =>
      given.has(q.id)
        ? [{ question_id: q.id, question: q.question, kind: q.kind, answer: given.get(q.id)! }]
        : [],
    ),
  };
}

/** Whether one answer (or its absence) is disqualified by its question's knockout. */
export function knockedOut(q: ScreeningQuestion, answer: string | number | undefined): boolean {
  const k = q.knockout;
  if (k === null) return false;
  // Leaving a knockout question unanswered does not pass it.
  if (answer === undefined) return true;
  if (typeof k === 'string') return answer === k;
  if (Array.isArray(k)) return typeof answer === 'string' && k.includes(answer);
  return typeof answer !== 'number' || answer < k.min;
}

/** `meets_requirements`: null when the job has no knockout, else whether no answer is knocked out. */
export function meetsRequirements(
  questions: ScreeningQuestion[],
  answers: ScreeningAnswer[],
): boolean | null {
  const withKnockout = questions.filter((q) => q.knockout !== null);
  if (withKnockout.length === 0) return null;
  const given = new Map(answers.map((a) => [a.question_id, a.answer]));
  return withKnockout.every((q) => !knockedOut(q, given.get(q.id)));
}
