import { APPLICATION_MESSAGES } from '@kweli/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useApplicationList } from './api/applications.ts';
import { ApplicationJob, formatDate, ReviewStatus, ShowMore } from './components/application-summary.tsx';
import './applications.css';

/**
 * My Applications (docs/product/candidate.md): the submitted applications only, with the job and the review
 * status.
 */
export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
  const list = useApplicationList('submitted');
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];
  let body: ReactNode;
  if (list.isPending)
    body = (
      <p className="page-loading" role="status">
        Loading your applications…
      </p>
    );
  else if (list.isError)
    body = (
      <LoadError message={APPLICATION_MESSAGES.applicationsFailed} onRetry={() => void list.refetch()} />
    );
  else if (items.length === 0)
    body = (
      <div className="empty-state">
        <p>{APPLICATION_MESSAGES.noApplications}</p>
        <Link className="button button-primary" to="/candidate-dashboard">
          Browse Jobs
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="application-list">
          {items.map((application) => (
            <li key={application.id} className="card application-item">
              <h2>{application.job_details.job_title}</h2>
              <ApplicationJob application={application} />
              <p>
                Applied {formatDate(application.submitted_at ?? application.created_at)} · Review status:{' '}
                <ReviewStatus application={application} />
              </p>
              <div className="button-row">
                <Link
                  className="button button-secondary"
                  to={`/candidate-dashboard/applications/${application.id}/details`}
                  aria-label={`View details of your application for ${application.job_details.job_title}`}
                >
                  View Details
                </Link>
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
      <h1>My Applications</h1>
      {body}
    </section>
  );
}
