import type { Application } from '@kweli/shared';
import type { ApplicationDraftValues, CurrentApplication, Step } from './application-storage.ts';

/**
 * Where the application form opens (docs/product/candidate.md "Application form" and §4), decided from what
 * the server holds and what the browser kept:
 * - a job already applied to: no form, "already applied";
 * - an existing draft (edit mode, or found for the job): where the browser's own work on it was (a
 *   reload, a return), or the phone's unsaved work for this job (typed offline), else step 1 with the
 *   draft's contents;
 * - otherwise a new application: step 2 if a cover letter was kept, step 3 if a CV too, else step 1.
 * Work kept for another job is dropped: changing the job resets the application state.
 */
export interface StartInput {
  jobId: number;
  /** `?new=1`: a fresh application, whatever the browser kept or the server holds as a draft. */
  forceNew: boolean;
  /** The candidate's application to this job, if any (the edit route's, or the one found for the job). */
  existing: Application | null;
  stored: { current: CurrentApplication | null; draft: ApplicationDraftValues | null };
  profileCv: string | null;
}

export type StartState =
  | { kind: 'already-applied' }
  | { kind: 'form'; current: CurrentApplication; draft: ApplicationDraftValues };

export const emptyDraft = (jobId: number): ApplicationDraftValues => ({
  jobId,
  cover_letter: '',
  cv: null,
  cv_name: null,
  use_profile_cv: true,
  screening_answers: {},
  unsaved: false,
});

export function stepForDraft(draft: Pick<ApplicationDraftValues, 'cover_letter' | 'cv'>): Step {
  if (!draft.cover_letter.trim()) return 1;
  return draft.cv ? 3 : 2;
}

export function startState(input: StartInput): StartState {
  const { jobId, existing, stored } = input;
  if (existing?.submission_status === 'submitted') return { kind: 'already-applied' };
  // A fresh start over an existing draft reuses its record (one per job): saving replaces its contents.
  if (input.forceNew) {
    return {
      kind: 'form',
      current: { jobId, applicationId: existing?.id ?? null, step: 1 },
      draft: emptyDraft(jobId),
    };
  }
  const applicationId = existing?.id ?? null;
  const keptForThis =
    applicationId !== null &&
    stored.current?.jobId === jobId &&
    stored.draft?.jobId === jobId &&
    stored.current.applicationId === applicationId;
  if (keptForThis && stored.current && stored.draft) {
    return { kind: 'form', current: stored.current, draft: stored.draft };
  }
  // Work typed on this phone for this job that the server has not got (typed offline, before the
  // phone knew of the server's draft) is the newest: it opens, and saving puts it in that draft.
  if (applicationId !== null && stored.draft?.jobId === jobId && stored.draft.unsaved) {
    const step = stored.current?.jobId === jobId ? stored.current.step : 1;
    return { kind: 'form', current: { jobId, applicationId, step }, draft: stored.draft };
  }
  if (existing && applicationId !== null) {
    return {
      kind: 'form',
      current: { jobId, applicationId, step: 1 },
      draft: {
        jobId,
        cover_letter: existing.cover_letter,
        cv: existing.cv,
        cv_name: null,
        use_profile_cv: existing.cv === null || existing.cv === input.profileCv,
        screening_answers: Object.fromEntries(
          (existing.screening_answers ?? []).map((a) => [a.question_id, String(a.answer)]),
        ),
        unsaved: false,
      },
    };
  }
  const kept = stored.draft?.jobId === jobId ? stored.draft : emptyDraft(jobId);
  return { kind: 'form', current: { jobId, applicationId: null, step: stepForDraft(kept) }, draft: kept };
}
