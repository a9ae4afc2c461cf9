import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/modal.tsx';
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
  const [deleting, setDeleting] = useState(false);

  const remove = async (draft: Application) => {
    setDeleting(true);
    try {
      await deleteDraft(draft.id);
      // The browser's copy of this draft's work goes with it.
      if (readCurrentApplication()?.applicationId === draft.id) forgetApplication();
      setConfirming(null);
      await client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch {
      setConfirming(null);
      window.alert(APPLICATION_MESSAGES.draftDeleteFailed);
    } finally {
      setDeleting(false);
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
        <Modal title="Delete draft?" onClose={() => setConfirming(null)}>
          <p>{APPLICATION_MESSAGES.deleteDraftConfirm}</p>
          <p className="muted">{confirming.job_details.job_title}</p>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={deleting}
              onClick={() => void remove(confirming)}
            >
              {deleting ? 'Deleting…' : 'Delete draft'}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
