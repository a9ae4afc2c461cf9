import { type Application, REVIEW_MESSAGES, type Shortlist } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useToast } from '../../components/toast.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { REVIEW_KEY, updateReviewStatus, useShortlist } from './api/review.ts';
import {
  formatAppliedDate,
  applicantName as nameOf,
  placeText,
  ViewApplicationLink,
} from './components/review-parts.tsx';
import './review.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * Shortlisted Candidates (/employer-dashboard/shortlist, docs/product/employer.md §2, §4): the shortlisted
 * applications grouped by job. Removing one asks first, then sets the application back to reviewed.
 */
const SHORTLIST_KEY = [...REVIEW_KEY, 'shortlist'];

export function ShortlistPage() {
  const t = useT();
  useDocumentTitle(t('shortlist.title'));
  const toast = useToast();
  const queryClient = useQueryClient();
  const shortlist = useShortlist();
  const [removing, setRemoving] = useState<Application | null>(null);

  const remove = async (application: Application) => {
    try {
      await updateReviewStatus(application.id, 'reviewed');
      queryClient.setQueryData<Shortlist>(SHORTLIST_KEY, (old) =>
        old
          ? {
              count: old.count - 1,
              results: old.results
                .map((g) => ({ ...g, applications: g.applications.filter((x) => x.id !== application.id) }))
                .filter((g) => g.applications.length > 0),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: REVIEW_KEY, refetchType: 'none' });
    } catch {
      toast(messageText(REVIEW_MESSAGES.shortlistRemoveFailed), 'error');
    } finally {
      setRemoving(null);
    }
  };

  let body: React.ReactNode;
  if (shortlist.isPending)
    body = (
      <p className="page-loading" role="status">
        {t('shortlist.loading')}
      </p>
    );
  else if (shortlist.isError)
    body = (
      <div className="alert alert-error" role="alert">
        <p>{messageText(REVIEW_MESSAGES.shortlistFailed)}</p>
        <button type="button" className="button button-secondary" onClick={() => void shortlist.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  else if (shortlist.data.results.length === 0)
    body = (
      <div className="empty-state">
        <p>{messageText(REVIEW_MESSAGES.noShortlisted)}</p>
      </div>
    );
  else
    body = shortlist.data.results.map((group) => (
      <section
        key={group.job.id}
        className="card shortlist-group"
        aria-labelledby={`shortlist-job-${group.job.id}`}
      >
        <h2 id={`shortlist-job-${group.job.id}`}>
          <Link to={`/employer/jobs/${group.job.id}/applicants`}>{group.job.job_title}</Link>
        </h2>
        {placeText(group.job) ? <p className="muted">{placeText(group.job)}</p> : null}
        <ul>
          {group.applications.map((application) => (
            <li key={application.id} className="shortlist-item">
              <div>
                <p>
                  <strong>{nameOf(application)}</strong>
                </p>
                <p className="muted">
                  {t('shortlist.emailAndDate', {
                    email: application.candidate_details.email,
                    date: formatAppliedDate(application),
                  })}
                </p>
              </div>
              <div className="button-row">
                <ViewApplicationLink application={application} />
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={t('shortlist.removeName', { name: nameOf(application) })}
                  onClick={() => setRemoving(application)}
                >
                  {t('shortlist.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <section className="review-page">
      <h1>{t('shortlist.title')}</h1>
      {body}
      {removing ? (
        <ConfirmDialog
          title={t('shortlist.removeTitle')}
          message={messageText(REVIEW_MESSAGES.removeConfirm(nameOf(removing)))}
          confirmLabel={t('shortlist.remove')}
          busyLabel={t('shortlist.removing')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
