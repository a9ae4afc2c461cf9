import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { Modal } from '../../components/modal.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { APPLICATIONS_KEY, deleteDraft, useApplicationList } from './api/applications.ts';
import { forgetApplication, readCurrentApplication } from './application-storage.ts';
import { ApplicationJob, formatDate, ShowMore } from './components/application-summary.tsx';
import './applications.css';

/**
 * My Drafted Applications (docs/product/candidate.md): each draft can be continued or deleted after a
 * confirmation.
 */
export function DraftsPage() {
  useDocumentTitle('My Drafted Applications');
  const client = useQueryClient();
  const list = useApplicationList('draft');
  const [confirming, setConfirming] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];

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

  let body: ReactNode;
  if (list.isPending)
    body = (
      <p className="page-loading" role="status">
        Loading your drafts…
      </p>
    );
  else if (list.isError)
    body = <LoadError message={APPLICATION_MESSAGES.draftsFailed} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <div className="empty-state">
        <p>{APPLICATION_MESSAGES.noDrafts}</p>
        <Link className="button button-primary" to="/candidate-dashboard">
          Browse Jobs
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="application-list">
          {items.map((draft) => (
            <li key={draft.id} className="card application-item">
              <h2>{draft.job_details.job_title}</h2>
              <ApplicationJob application={draft} />
              <p className="muted">Last saved {formatDate(draft.updated_at)}</p>
              <div className="button-row">
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
              </div>
            </li>
          ))}
        </ul>
        <ShowMore
          hasNext={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </>
    );

  return (
    <section className="applications-page">
      <h1>My Drafted Applications</h1>
      {body}
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
