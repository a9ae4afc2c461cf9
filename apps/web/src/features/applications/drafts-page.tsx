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

/**
 * My Drafted Applications (docs/product/candidate.md): each draft can be continued or deleted after a
 * confirmation.
 */
export function DraftsPage() {
  useDocumentTitle('My Drafted Applications');
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
      window.alert(APPLICATION_MESSAGES.draftDeleteFailed);
    }
  };

  return (
    <section className="applications-page">
      <h1>My Drafted Applications</h1>
      <ApplicationList
        status="draft"
        loading="Loading your drafts…"
        failed={APPLICATION_MESSAGES.draftsFailed}
        empty={APPLICATION_MESSAGES.noDrafts}
        line={(draft) => <p className="muted">Last saved {formatDate(draft.updated_at)}</p>}
        actions={(draft) => (
          <>
            <Link
              className="button button-primary"
              to={`/candidate-dashboard/applications/${draft.id}/edit`}
              aria-label={`Continue your application for ${draft.job_details.job_title}`}
            >
              Continue
            </Link>
            <button
              type="button"
              className="button button-danger"
              aria-label={`Delete your draft for ${draft.job_details.job_title}`}
              onClick={() => setConfirming(draft)}
            >
              Delete
            </button>
          </>
        )}
      />
      {confirming ? (
        <ConfirmDialog
          title="Delete draft?"
          message={APPLICATION_MESSAGES.deleteDraftConfirm}
          warning={confirming.job_details.job_title}
          confirmLabel="Delete draft"
          busyLabel="Deleting…"
          onConfirm={() => remove(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
