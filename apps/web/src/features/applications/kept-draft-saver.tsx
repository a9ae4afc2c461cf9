import { APPLICATION_MESSAGES } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useOnline } from '../../lib/offline/online.ts';
import { useT as useOfflineTexts } from '../../lib/offline/texts.ts';
import { session } from '../../lib/session.ts';
import { APPLICATIONS_KEY, getPublicJob, saveApplication } from './api/applications.ts';
import { answersPayload } from './application-form/application-values.ts';
import {
  type ApplicationDraftValues,
  type CurrentApplication,
  forgetApplication,
  readApplicationDraft,
  readCurrentApplication,
  storeApplication,
} from './application-storage.ts';

/**
 * An application typed offline that the server has not got (`applicationDraft` with `unsaved`), saved
 * as a draft when the app opens with a network or the network returns, on whichever page is open
 * (decision 111): the candidate need not go back to the form. The form itself saves its own work, so
 * nothing is done while it is open. The service worker cannot do this in the background: the access
 * token lives in the page's storage.
 */
export type KeptDraftOutcome = 'saved' | 'already-applied' | 'failed';

const FORM_PAGE = /^\/apply\/|^\/candidate-dashboard\/applications\/[^/]+\/edit$/;

/** Saves the kept work as the job's draft; the kept copy is marked saved only if unchanged meanwhile. */
export async function saveKeptDraft(
  draft: ApplicationDraftValues,
  current: CurrentApplication | null,
): Promise<KeptDraftOutcome> {
  const known = current?.jobId === draft.jobId ? current : null;
  try {
    // The answers go with their questions, as the form sends them.
    const job = await getPublicJob(draft.jobId);
    const saved = await saveApplication(known?.applicationId ?? null, {
      job: draft.jobId,
      cover_letter: draft.cover_letter,
      // The profile's CV is chosen when the form goes on (it is not known here): none is sent for it.
      cv: draft.use_profile_cv ? null : draft.cv,
      submission_status: 'draft',
      screening_answers: answersPayload(job.screening_questions ?? [], draft.screening_answers),
    });
    if (JSON.stringify(readApplicationDraft()) === JSON.stringify(draft))
      storeApplication(
        { jobId: draft.jobId, applicationId: saved.id, step: known?.step ?? 1 },
        { ...draft, unsaved: false },
      );
    return 'saved';
  } catch (error) {
    // Sent meanwhile from elsewhere: there is no draft left to save into, as the form does.
    if (error instanceof ApiError && error.status === 409) {
      forgetApplication();
      return 'already-applied';
    }
    return 'failed';
  }
}

export default function KeptDraftSaver() {
  const online = useOnline();
  const { pathname } = useLocation();
  const onForm = FORM_PAGE.test(pathname);
  const toast = useToast();
  const client = useQueryClient();
  const text = useOfflineTexts();
  const saving = useRef(false);
  /** Work the server refused in this visit: not sent again until it changes or the network comes back. */
  const refused = useRef<string | null>(null);
  if (!online) refused.current = null;
  useEffect(() => {
    if (!online || onForm || saving.current) return;
    if (!session.token() || session.role() !== 'candidate') return;
    const draft = readApplicationDraft();
    if (!draft?.unsaved || refused.current === JSON.stringify(draft)) return;
    saving.current = true;
    void saveKeptDraft(draft, readCurrentApplication()).then((outcome) => {
      saving.current = false;
      if (outcome === 'saved') {
        toast(text('keptSaved'));
        void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      } else if (outcome === 'already-applied')
        toast(messageText(APPLICATION_MESSAGES.alreadyApplied), 'error');
      else {
        // The work stays on the phone, marked unsaved: the form or the next open saves it.
        refused.current = JSON.stringify(draft);
        toast(messageText(APPLICATION_MESSAGES.draftFailed), 'error');
      }
    });
  }, [online, onForm, toast, client, text]);
  return null;
}
