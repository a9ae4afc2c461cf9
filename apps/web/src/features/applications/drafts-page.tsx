import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { APPLICATIONS_KEY, deleteDraft } from './api/applications.ts';
import { forgetApplication, readCurrentApplication } from './application-storage.ts';
import { ApplicationList } from './components/application-list.tsx';
import { formatDate } from './components/application-summary.tsx';
import './applications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * My Drafted Applications (docs/product/candidate.md): each draft can be continued or deleted after a
 * confirmation.
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
