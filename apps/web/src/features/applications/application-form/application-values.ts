import { APPLICATION_MESSAGES, applicationPayload } from '@kweli/shared';
import { schemaFromRule } from '../../../lib/forms/form-rules.ts';
import type { ApplicationDraftValues } from '../application-storage.ts';

/**
 * What the candidate fills in an application (the react-hook-form values) and the checks of its steps:
 * the cover letter by the API's own schema, the CV step by "a CV is chosen".
 */
export type ApplicationValues = Pick<
  ApplicationDraftValues,
  'cover_letter' | 'cv' | 'cv_name' | 'use_profile_cv'
>;

export const valuesOf = (draft: ApplicationDraftValues): ApplicationValues => ({
  cover_letter: draft.cover_letter,
  cv: draft.cv,
  cv_name: draft.cv_name,
  use_profile_cv: draft.use_profile_cv,
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
      chosenCv(values, profileCv) ? {} : { cv: APPLICATION_MESSAGES.cvRequired },
  );
