import { storage } from '../../lib/storage.ts';

/**
 * The application form's work in the browser (docs/product/foundation.md §3, docs/product/candidate.md §3):
 * `applicationDraft` holds what the candidate typed and chose, `currentApplication` where they are (which
 * job, which saved application, which step). Both are written on every change, so a reload or a closed tab
 * loses nothing; they are cleared when the application is sent or abandoned, and the job card's Apply clears
 * them before a fresh start (docs/product/foundation.md §4).
 */
export type Step = 1 | 2 | 3;

export interface ApplicationDraftValues {
  jobId: number;
  cover_letter: string;
  /** The CV's storage key: the profile's CV or one uploaded for this application. */
  cv: string | null;
  /** The uploaded file's name, to show it again after a reload. */
  cv_name: string | null;
  use_profile_cv: boolean;
  /** Issue 28: the screening answers as typed or chosen, by question id. */
  screening_answers: Record<string, string>;
  /** True while there are changes the server has not got yet. */
  unsaved: boolean;
}

export interface CurrentApplication {
  jobId: number;
  /** The saved application (draft) this form edits, once there is one. */
  applicationId: number | null;
  step: Step;
}

const isStep = (value: unknown): value is Step => value === 1 || value === 2 || value === 3;

/** Kept answers: strings by question id, anything else dropped. */
function typedAnswers(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function readCurrentApplication(): CurrentApplication | null {
  const stored = storage.getJson<Partial<CurrentApplication>>('currentApplication');
  if (!stored || typeof stored.jobId !== 'number' || !isStep(stored.step)) return null;
  return {
    jobId: stored.jobId,
    applicationId: typeof stored.applicationId === 'number' ? stored.applicationId : null,
    step: stored.step,
  };
}

export function readApplicationDraft(): ApplicationDraftValues | null {
  const stored = storage.getJson<Partial<ApplicationDraftValues>>('applicationDraft');
  if (!stored || typeof stored.jobId !== 'number') return null;
  return {
    jobId: stored.jobId,
    cover_letter: typeof stored.cover_letter === 'string' ? stored.cover_letter : '',
    cv: typeof stored.cv === 'string' && stored.cv ? stored.cv : null,
    cv_name: typeof stored.cv_name === 'string' ? stored.cv_name : null,
    use_profile_cv: stored.use_profile_cv !== false,
    screening_answers: typedAnswers(stored.screening_answers),
    unsaved: stored.unsaved === true,
  };
}

export function storeApplication(current: CurrentApplication, draft: ApplicationDraftValues): void {
  storage.setJson('currentApplication', current);
  storage.setJson('applicationDraft', draft);
}

export function forgetApplication(): void {
  storage.remove('applicationDraft', 'currentApplication');
}
