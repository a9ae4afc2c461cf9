import {
  type ApplicationCheckItem,
  isJobExpired,
  JOB_MESSAGES,
  type JobCardJob,
  type SavedJobAnswer,
  todayInNairobi,
} from '@kweli/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client.ts';
import { rememberPendingJobAction, SAVE_JOB_MESSAGES } from '../lib/pending-job-action.ts';
import { session } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { useToast } from './toast.tsx';

/**
 * Save and Apply for a job, the same from every place a job shows (job card, public job page):
 * - a visitor or a signed-in non-candidate: the action is remembered as pendingJobAction and the user
 *   goes to /login (docs/product/foundation.md §4); the login screen carries it out afterwards;
 * - a candidate saves with POST /candidate/saved-jobs/ ('Job saved successfully!' or the red failure toast);
 * - a candidate applying: an expired job is refused with its alert; otherwise GET /applications/?job=id
 *   decides: a submitted application is told and leads to the applications list, a draft asks whether
 *   to continue it (yes: its edit route), none starts a fresh application at /apply/{id}.
 * Alerts and the confirm are the browser's own, as the spec's texts are worded for them.
 */
export const SAVED_JOBS_KEY = ['saved-jobs'] as const;

export const isCandidate = () => Boolean(session.token()) && session.role() === 'candidate';

export const saveJob = (jobId: number) =>
  api<SavedJobAnswer>('/candidate/saved-jobs/', { method: 'POST', body: { job_id: jobId } });

/** The caller's applications to one job; accepts a paged answer or a plain list. */
export async function applicationsForJob(jobId: number): Promise<ApplicationCheckItem[]> {
  const answer = await api<ApplicationCheckItem[] | { results: ApplicationCheckItem[] }>('/applications/', {
    query: { job: jobId },
  });
  return Array.isArray(answer) ? answer : answer.results;
}

export function useJobActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const saveMutation = useMutation({
    mutationFn: saveJob,
    onSuccess: () => {
      toast(SAVE_JOB_MESSAGES.saved);
      void client.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
    },
    onError: () => toast(SAVE_JOB_MESSAGES.failed, 'error'),
  });

  /** Resolves true when the job is saved (false when the user was sent to log in or it failed). */
  const save = useCallback(
    async (jobId: number): Promise<boolean> => {
      if (!isCandidate()) {
        rememberPendingJobAction('save', jobId);
        navigate('/login');
        return false;
      }
      try {
        await saveMutation.mutateAsync(jobId);
        return true;
      } catch {
        return false;
      }
    },
    [navigate, saveMutation],
  );

  const apply = useCallback(
    async (job: Pick<JobCardJob, 'id' | 'due_date'>): Promise<void> => {
      if (!isCandidate()) {
        rememberPendingJobAction('apply', job.id);
        navigate('/login');
        return;
      }
      if (isJobExpired(job.due_date, todayInNairobi())) {
        window.alert(JOB_MESSAGES.expired);
        return;
      }
      // An in-progress application of another job must not leak into this one
      // (docs/product/foundation.md §4).
      storage.remove('currentApplication');
      let existing: ApplicationCheckItem[];
      try {
        existing = await applicationsForJob(job.id);
      } catch {
        window.alert(JOB_MESSAGES.checkFailed);
        return;
      }
      const mine = existing.filter((a) => a.job === job.id);
      if (mine.some((a) => a.submission_status === 'submitted')) {
        window.alert(JOB_MESSAGES.alreadySubmitted);
        navigate('/candidate-dashboard/applications');
        return;
      }
      const draft = mine.find((a) => a.submission_status === 'draft');
      if (draft) {
        if (window.confirm(JOB_MESSAGES.draftExists)) {
          navigate(`/candidate-dashboard/applications/${draft.id}/edit`);
        }
        return;
      }
      storage.remove('applicationDraft');
      navigate(`/apply/${job.id}`);
    },
    [navigate],
  );

  return { save, apply, saving: saveMutation.isPending };
}
