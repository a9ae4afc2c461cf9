import type { SessionAnswer } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { prefetchOwnProfile } from '../../api/own-profile.ts';
import { useToast } from '../../components/toast.tsx';
import { takeAccountLanguage } from '../../i18n/language.ts';
import { safeNextPath } from '../../lib/next-path.ts';
import { SAVE_JOB_MESSAGES, takePendingJobAction } from '../../lib/pending-job-action.ts';
import { session } from '../../lib/session.ts';

/** Where each role lands after login (docs/product/foundation.md §4). */
export const HOME_OF_ROLE = { candidate: '/candidate-dashboard', employer: '/employer-dashboard' } as const;

/**
 * After a successful login or Google sign-in: store the session (which caches the streak and raises the
 * streak and loginSuccess events), then carry out a pending job action for a candidate (apply goes to
 * the apply page; save saves the job and shows 'Job saved successfully!' on the candidate dashboard),
 * otherwise go where the user was going (`/login?next=`, a path of this site only: issue 27 item 3),
 * otherwise to the role's dashboard. The user's profile is asked for at once, while the next screen's
 * code loads, so that the dashboard opens with it (issue 27 item 16). Each move replaces the login page in
 * the history: Back from the next screen returns to the page before the login, not to a login form for
 * someone already signed in.
 */
export function useFinishLogin(): (answer: SessionAnswer) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return useCallback(
    async (answer: SessionAnswer) => {
      session.start(answer);
      // The account's language wins over the browser's (issue 25 item 1): the next screen opens in it.
      await takeAccountLanguage(answer.language);
      // A failure here is only a missed head start: the dashboard asks again and shows its own error.
      void prefetchOwnProfile(queryClient, answer.role);
      const pending = takePendingJobAction();
      if (answer.role === 'candidate' && pending?.action === 'apply') {
        navigate(`/apply/${pending.jobId}`, { replace: true });
        return;
      }
      if (answer.role === 'candidate' && pending?.action === 'save') {
        try {
          await api('/candidate/saved-jobs/', { method: 'POST', body: { job_id: pending.jobId } });
          toast(SAVE_JOB_MESSAGES.saved);
        } catch {
          toast(SAVE_JOB_MESSAGES.failed, 'error');
        }
      }
      navigate(!pending && next ? next : HOME_OF_ROLE[answer.role], { replace: true });
    },
    [navigate, queryClient, toast, next],
  );
}
