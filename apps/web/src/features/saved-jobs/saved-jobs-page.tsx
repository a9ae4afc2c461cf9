import { APPLICATION_MESSAGES } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SAVED_JOBS_KEY } from '../../components/job-actions.ts';
import { JobCard } from '../../components/job-card.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { OfflineNotice } from '../../lib/offline/offline-notice.tsx';
import { removeSavedJob, useSavedJobs } from './saved-jobs.ts';
import './saved-jobs.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * Saved Jobs (/candidate-dashboard/saved, docs/product/candidate.md): a grid of job cards, each with Remove;
 * Browse Jobs goes to the dashboard. A failed load offers Retry; a failed removal is an alert
 * (docs/product/candidate.md §8).
 */
export function SavedJobsPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  const client = useQueryClient();
  const saved = useSavedJobs();
  const [removing, setRemoving] = useState<number | null>(null);
  const jobs = saved.data?.pages.flatMap((p) => p.results) ?? [];

  const remove = async (jobId: number) => {
    setRemoving(jobId);
    try {
      await removeSavedJob(jobId);
      await client.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
    } catch {
      window.alert(messageText(APPLICATION_MESSAGES.savedJobRemoveFailed));
    } finally {
      setRemoving(null);
    }
  };

  let body: ReactNode;
  if (saved.isPending)
    body = (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  else if (saved.isError)
    body = (
      <LoadError
        message={messageText(APPLICATION_MESSAGES.savedJobsFailed)}
        onRetry={() => void saved.refetch()}
      />
    );
  else if (jobs.length === 0)
    body = (
      <div className="empty-state">
        <p>{messageText(APPLICATION_MESSAGES.noSavedJobs)}</p>
      </div>
    );
  else
    body = (
      <>
        <div className="grid saved-jobs-grid">
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              saved
              headingLevel={2}
              actions={
                <button
                  type="button"
                  className="button button-danger"
                  disabled={removing === job.id}
                  aria-label={t('removeOf', { job: job.job_title })}
                  onClick={() => void remove(job.id)}
                >
                  {removing === job.id ? t('removing') : t('remove')}
                </button>
              }
            />
          ))}
        </div>
        {saved.hasNextPage ? (
          <p>
            <button
              type="button"
              className="button button-secondary"
              disabled={saved.isFetchingNextPage}
              onClick={() => void saved.fetchNextPage()}
            >
              {saved.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </button>
          </p>
        ) : null}
      </>
    );

  return (
    <section className="saved-jobs-page">
      <div className="saved-jobs-head">
        <h1>{t('title')}</h1>
        <Link className="button button-primary" to="/candidate-dashboard">
          {t('browseJobs')}
        </Link>
      </div>
      <OfflineNotice text="savedJobs" />
      {body}
    </section>
  );
}
