import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { OfflineNotice } from '../../lib/offline/offline-notice.tsx';
import { useOnline } from '../../lib/offline/online.ts';
import { APPLICATIONS_KEY, deleteDraft, getPublicJob, useApplicationList } from './api/applications.ts';
import { forgetApplication, readApplicationDraft, readCurrentApplication } from './application-storage.ts';
import { ApplicationList } from './components/application-list.tsx';
import { formatDate } from './components/application-summary.tsx';
import './applications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The application typed on this phone that the server has not got (offline, decision 111): it opens
 * from here too, offline or not, until it is saved as a draft (then it is in the list below). Read
 * again when the list is refreshed (after the kept work was saved) or the network comes or goes.
 */
function KeptOnPhone() {
  const t = useT();
  useOnline();
  useApplicationList('draft');
  const kept = readApplicationDraft();
  const jobId = kept?.unsaved ? kept.jobId : null;
  const job = useQuery({
    queryKey: ['public-job', jobId],
    queryFn: () => getPublicJob(jobId ?? 0),
    enabled: jobId !== null,
    retry: false,
    // Offline, the job's kept page (a saved job's, a drafted job's) names it.
    networkMode: 'offlineFirst',
  });
  if (jobId === null) return null;
  return (
    <div className="card application-item">
      <h2>{job.data?.job_title ?? t('drafts.onPhoneTitle')}</h2>
      <p className="muted">{t('drafts.onPhone')}</p>
      <div className="button-row">
        <Link
          className="button button-primary"
          to={`/apply/${jobId}`}
          aria-label={t('drafts.continueOnPhone')}
        >
          {t('drafts.continue')}
        </Link>
      </div>
    </div>
  );
}

/**
 * My Drafted Applications (docs/product/candidate.md): each draft can be continued or deleted after a
 * confirmation. Offline, the drafts as last seen (kept by the service worker, decision 111).
 */
export function DraftsPage() {
  const t = useT();
  useDocumentTitle(t('drafts.title'));
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<Application | null>(null);

  const remove = async (draft: Application) => {
    try {
      await deleteDraft(draft.id);
      // The browser's copy of this draft's work goes with it.
      if (readCurrentApplication()?.applicationId === draft.id) forgetApplication();
      setConfirming(null);
      await client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch {
      setConfirming(null);
      window.alert(messageText(APPLICATION_MESSAGES.draftDeleteFailed));
    }
  };

  return (
    <section className="applications-page">
      <h1>{t('drafts.title')}</h1>
      <OfflineNotice />
      <KeptOnPhone />
      <ApplicationList
        status="draft"
        loading={t('drafts.loading')}
        failed={messageText(APPLICATION_MESSAGES.draftsFailed)}
        empty={messageText(APPLICATION_MESSAGES.noDrafts)}
        line={(draft) => (
          <p className="muted">{t('drafts.lastSaved', { date: formatDate(draft.updated_at) })}</p>
        )}
        actions={(draft) => (
          <>
            <Link
              className="button button-primary"
              to={`/candidate-dashboard/applications/${draft.id}/edit`}
              aria-label={t('drafts.continueOf', { job: draft.job_details.job_title })}
            >
              {t('drafts.continue')}
            </Link>
            <button
              type="button"
              className="button button-danger"
              aria-label={t('drafts.deleteOf', { job: draft.job_details.job_title })}
              onClick={() => setConfirming(draft)}
            >
              {t('drafts.delete')}
            </button>
          </>
        )}
      />
      {confirming ? (
        <ConfirmDialog
          title={t('drafts.confirmTitle')}
          message={messageText(APPLICATION_MESSAGES.deleteDraftConfirm)}
          warning={confirming.job_details.job_title}
          confirmLabel={t('drafts.confirm')}
          busyLabel={t('drafts.deleting')}
          onConfirm={() => remove(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
