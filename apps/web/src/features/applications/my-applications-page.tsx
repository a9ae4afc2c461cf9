import { APPLICATION_MESSAGES } from '@kweli/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ApplicationList } from './components/application-list.tsx';
import { formatDate, ReviewStatus } from './components/application-summary.tsx';
import { InterviewInvitations } from './components/interview-invitations.tsx';
import './applications.css';

/**
 * My Applications (docs/product/candidate.md): the submitted applications only, with the job and the review
 * status.
 */
export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
  return (
    <section className="applications-page">
      <h1>My Applications</h1>
      <InterviewInvitations />
      <ApplicationList
        status="submitted"
        loading="Loading your applications…"
        failed={APPLICATION_MESSAGES.applicationsFailed}
        empty={APPLICATION_MESSAGES.noApplications}
        line={(application) => (
          <p>
            Applied {formatDate(application.submitted_at ?? application.created_at)} · Review status:{' '}
            <ReviewStatus application={application} />
          </p>
        )}
        actions={(application) => (
          <Link
            className="button button-secondary"
            to={`/candidate-dashboard/applications/${application.id}/details`}
            aria-label={`View details of your application for ${application.job_details.job_title}`}
          >
            View Details
          </Link>
        )}
      />
    </section>
  );
}
