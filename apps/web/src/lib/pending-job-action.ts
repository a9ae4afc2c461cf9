import { storage } from './storage.ts';
import { t } from './texts.ts';

/**
 * A job action a visitor (or a signed-in non-candidate) asked for before logging in as a candidate
 * (docs/product/foundation.md §4): remembered as pendingJobAction, carried out after login.
 */
export interface PendingJobAction {
  action: 'save' | 'apply';
  jobId: number;
}

/**
 * The save-job texts of docs/product/foundation.md §8, shared by every place that saves a job; read in
 * the reader's language when a toast shows them.
 */
export const SAVE_JOB_MESSAGES = {
  get saved() {
    return t('saveJob.saved');
  },
  get failed() {
    return t('saveJob.failed');
  },
};

export function rememberPendingJobAction(action: PendingJobAction['action'], jobId: number): void {
  storage.setJson('pendingJobAction', { action, jobId } satisfies PendingJobAction);
}

/** Returns the remembered action, if any, and forgets it so it runs once. */
export function takePendingJobAction(): PendingJobAction | null {
  const pending = storage.getJson<PendingJobAction>('pendingJobAction');
  storage.remove('pendingJobAction');
  if (!pending || (pending.action !== 'save' && pending.action !== 'apply')) return null;
  const jobId = Number(pending.jobId);
  return Number.isInteger(jobId) && jobId > 0 ? { action: pending.action, jobId } : null;
}
