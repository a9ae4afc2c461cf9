import { deleteDraftQuestion, JOB_POSTING_MESSAGES, type JobDraft } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { deleteJob, EMPLOYER_DRAFTS_KEY, useDrafts } from './api/employer-jobs.ts';
import { DeleteJobButton, JobLink } from './components/job-buttons.tsx';
import './components/employer.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * Drafts (/employer-dashboard/drafts, docs/product/employer.md §2): each draft with Edit and Delete (after
 * the spec's confirmation), the empty text, and on a load failure the error with Retry, which reloads the
 * page.
 */
export function DraftsPage() {
  const t = useT();
  useDocumentTitle(t('drafts.title'));
  const queryClient = useQueryClient();
  const drafts = useDrafts();
  const [deleting, setDeleting] = useState<JobDraft | null>(null);

  const onDelete = async (draft: JobDraft) => {
    try {
      await deleteJob(draft.id);
      queryClient.setQueryData<JobDraft[]>(EMPLOYER_DRAFTS_KEY, (list) =>
        list?.filter((d) => d.id !== draft.id),
      );
    } catch {
      window.alert(messageText(JOB_POSTING_MESSAGES.draftDeleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="employer-page drafts-page">
      <h1>{t('drafts.title')}</h1>
      <ListStates
        query={drafts}
        loading={t('drafts.loading')}
        failed={messageText(JOB_POSTING_MESSAGES.draftsFailed)}
        onRetry={() => window.location.reload()}
        isEmpty={!drafts.data?.length}
        empty={messageText(JOB_POSTING_MESSAGES.noDrafts)}
      >
        <ul className="drafts-list">
          {(drafts.data ?? []).map((draft) => (
            <li key={draft.id} className="card draft-item">
              <div>
                <h2>{draft.job_title}</h2>
                <p className="muted">{t('drafts.lastSaved', { date: draft.updated_at.slice(0, 10) })}</p>
              </div>
              <div className="button-row">
                <JobLink job={draft} to="edit" />
                <DeleteJobButton job={draft} onClick={() => setDeleting(draft)} />
              </div>
            </li>
          ))}
        </ul>
      </ListStates>
      {deleting ? (
        <ConfirmDialog
          title={t('drafts.deleteTitle')}
          message={deleteDraftQuestion(deleting.job_title)}
          warning={messageText(JOB_POSTING_MESSAGES.cannotUndo)}
          confirmLabel={t('common.delete')}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
