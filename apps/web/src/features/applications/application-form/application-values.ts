import {
  APPLICATION_MESSAGES,
  applicationPayload,
  checkScreeningAnswers,
  type PublicScreeningQuestion,
} from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';
import { schemaFromRule } from '../../../lib/forms/form-rules.ts';
import type { ApplicationDraftValues } from '../application-storage.ts';

/**
 * What the candidate fills in an application (the react-hook-form values) and the checks of its steps:
 * the cover letter by the API's own schema, the CV step by "a CV is chosen".
 */
export type ApplicationValues = Pick<
  ApplicationDraftValues,
  'cover_letter' | 'cv' | 'cv_name' | 'use_profile_cv' | 'screening_answers'
>;

export const valuesOf = (draft: ApplicationDraftValues): ApplicationValues => ({
  cover_letter: draft.cover_letter,
  cv: draft.cv,
  cv_name: draft.cv_name,
  use_profile_cv: draft.use_profile_cv,
  screening_answers: draft.screening_answers,
});

/** The answers as the API takes them: the ones given, in the questions' order. */
export const answersPayload = (questions: PublicScreeningQuestion[], answers: Record<string, string>) =>
  questions
    .filter((q) => (answers[q.id] ?? '').trim() !== '')
    .map((q) => ({ question_id: q.id, answer: answers[q.id]! }));

/**
 * Step 1's check on a job with screening questions (issue 28): the cover letter's, and the server's own rule
 * for the answers, required ones included, shown on the field `screening_answers`.
 */
export const screeningSchema = (questions: PublicScreeningQuestion[]) =>
  schemaFromRule<ApplicationValues>((values): Record<string, string> => {
    const letter = coverLetterSchema.safeParse({ cover_letter: values.cover_letter });
    if (!letter.success) return { cover_letter: letter.error.issues[0]?.message ?? '' };
    const checked = checkScreeningAnswers(
      questions.map((q) => ({ ...q, knockout: null })),
      answersPayload(questions, values.screening_answers),
      true,
    );
    return 'error' in checked ? { screening_answers: checked.error } : {};
  });

/** The CV the application goes with: the profile's when chosen (and there is one), else the uploaded one. */
export function chosenCv(values: ApplicationValues, profileCv: string | null): string | null {
  if (values.use_profile_cv) return profileCv;
  return values.cv;
}

export const coverLetterSchema = applicationPayload.pick({ cover_letter: true });

export const cvChosenSchema = (profileCv: string | null) =>
  schemaFromRule<ApplicationValues>(
    (values): Record<string, string> =>
      chosenCv(values, profileCv) ? {} : { cv: messageText(APPLICATION_MESSAGES.cvRequired) },
  );
