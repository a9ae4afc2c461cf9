import {
  APPLICATION_MESSAGES,
  type ApplyCheck,
  JOB_MESSAGES,
  type JobCardJob,
  type SavedJobAnswer,
  type SavedJobIds,
} from '@kweli/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client.ts';
import { messageText } from '../i18n/messages/index.ts';
import { rememberPendingJobAction, SAVE_JOB_MESSAGES } from '../lib/pending-job-action.ts';
import { session } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { DraftQuestion } from './draft-question.tsx';
import { useToast } from './toast.tsx';

/**
 * Save and Apply for a job, the same from every place a job shows (job card, public job page):
 * - a visitor or a signed-in non-candidate: the action is remembered as pendingJobAction and the user
 *   goes to /login (docs/product/foundation.md §4); the login screen carries it out afterwards;
 * - a candidate saves with POST /candidate/saved-jobs/ ('Job saved successfully!' or the red failure toast);
 * - a candidate applying: the server decides (GET /applications/apply-check/?job=id, the same rules as a
 *   submission): an expired or closed job is refused with its alert, a submitted application is told and
 *   leads to the applications list, a draft asks whether to continue it (yes: its edit route; no: a new
 *   application at /apply/{id}?new=1), and otherwise a fresh application starts at /apply/{id} (keeping
 *   only work typed on this phone for this job that the server has not got).
 * The alerts are the browser's own, as the spec's texts are worded for them; the draft question is the
 * app's own dialog (`draftQuestion`, which the component using these actions shows).
 */
export const SAVED_JOBS_KEY = ['saved-jobs'] as const;

export const isCandidate = () => Boolean(session.token()) && session.role() === 'candidate';

const savedJobIdsKey = () => [...SAVED_JOBS_KEY, 'ids', session.token()] as const;
const NONE: ReadonlySet<number> = new Set();

/**
 * The jobs the signed-in candidate saved (issue 27 item 4): every job card and job page marks them
 * "Saved", after a reload too. One small call per session, refreshed after each save or removal.
 */
export function useSavedJobIds(): ReadonlySet<number> {
  const query = useQuery({
    queryKey: savedJobIdsKey(),
    queryFn: () => api<SavedJobIds>('/candidate/saved-jobs/ids/'),
    enabled: isCandidate(),
    staleTime: 5 * 60_000,
    retry: false,
    select: (answer) => new Set(answer.job_ids),
  });
  return query.data ?? NONE;
}

export const saveJob = (jobId: number) =>
  api<SavedJobAnswer>('/candidate/saved-jobs/', { method: 'POST', body: { job_id: jobId } });

/** Whether the signed-in candidate may apply to the job, as the server decides it. */
export const checkApply = (jobId: number) =>
  api<ApplyCheck>('/applications/apply-check/', { query: { job: jobId } });

export function useJobActions() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ jobId: number; draftId: number } | null>(null);
  const toast = useToast();
  const client = useQueryClient();
  const saveMutation = useMutation({
    mutationFn: saveJob,
    onSuccess: (answer) => {
      toast(SAVE_JOB_MESSAGES.saved);
      client.setQueryData<SavedJobIds>(savedJobIdsKey(), (old) =>
        old ? { job_ids: [answer.job_id, ...old.job_ids.filter((id) => id !== answer.job_id)] } : old,
      );
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
    async (job: Pick<JobCardJob, 'id'>): Promise<void> => {
      if (!isCandidate()) {
        rememberPendingJobAction('apply', job.id);
        navigate('/login');
        return;
      }
      let decision: ApplyCheck;
      try {
        decision = await checkApply(job.id);
      } catch {
        window.alert(messageText(JOB_MESSAGES.checkFailed));
        return;
      }
      if (decision.outcome === 'expired' || decision.outcome === 'closed') {
        window.alert(
          messageText(
            decision.outcome === 'expired' ? JOB_MESSAGES.expired : APPLICATION_MESSAGES.jobNotOpen,
          ),
        );
        return;
      }
      // An in-progress application of another job must not leak into this one
      // (docs/product/foundation.md §4).
      storage.remove('currentApplication');
      if (decision.outcome === 'already_applied') {
        window.alert(messageText(JOB_MESSAGES.alreadySubmitted));
        navigate('/candidate-dashboard/applications');
        return;
      }
      if (decision.outcome === 'draft' && decision.application !== null) {
        setAsking({ jobId: job.id, draftId: decision.application });
        return;
      }
      // Work typed on this phone for this job that the server has not got (typed offline) is not thrown
      // away: the form opens with it (decision 111). Anything else starts afresh.
      const kept = storage.getJson<{ jobId?: unknown; unsaved?: unknown }>('applicationDraft');
      if (kept?.jobId !== job.id || kept.unsaved !== true) storage.remove('applicationDraft');
      navigate(`/apply/${job.id}`);
    },
    [navigate],
  );

  const draftQuestion: ReactNode = asking
    ? createElement(DraftQuestion, {
        onContinue: () => {
          setAsking(null);
          navigate(`/candidate-dashboard/applications/${asking.draftId}/edit`);
        },
        onStartNew: () => {
          setAsking(null);
          storage.remove('applicationDraft');
          navigate(`/apply/${asking.jobId}?new=1`);
        },
        onClose: () => setAsking(null),
      })
    : null;

  return { save, apply, saving: saveMutation.isPending, draftQuestion };
}
