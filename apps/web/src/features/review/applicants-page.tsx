import { REVIEW_MESSAGES } from '@kweli/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useApplicants, useReviewJob } from './api/review.ts';
import { formatAppliedDate, placeText, StatusBadge } from './components/review-parts.tsx';
import '../../components/data-table.css';
import './review.css';

/**
 * Applicants for a job (/employer/jobs/{jobId}/applicants, docs/product/employer.md §2): Back to Jobs, the
 * job's title, place and number of applications, and the submitted applications newest first, each with View
 * Application. The server sends only submitted applications to the job's own employer.
 */
export function ApplicantsPage() {
  const { jobId = '' } = useParams();
  const [page, setPage] = useState(1);
  const job = useReviewJob(jobId);
  const applicants = useApplicants(jobId, page);
  useDocumentTitle(job.data ? REVIEW_MESSAGES.applicantsFor(job.data.job_title) : 'Applicants');

  const back = (
    <p>
      <Link to="/employer-dashboard">← {REVIEW_MESSAGES.backToJobs}</Link>
    </p>
  );
  if (job.isPending || applicants.isPending)
    return (
      <section className="review-page">
        {back}
        <p className="page-loading" role="status">
          Loading applicants…
        </p>
      </section>
    );
  if (job.isError || applicants.isError)
    return (
      <section className="review-page">
        {back}
        <h1>Applicants</h1>
        <div className="alert alert-error" role="alert">
          <p>{REVIEW_MESSAGES.applicantsFailed}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void job.refetch();
              void applicants.refetch();
            }}
          >
            Retry
          </button>
        </div>
      </section>
    );

  const { count, results, next, previous } = applicants.data;
  return (
    <section className="review-page">
      {back}
      <header>
        <h1>{REVIEW_MESSAGES.applicantsFor(job.data.job_title)}</h1>
        {placeText(job.data) ? <p className="muted">{placeText(job.data)}</p> : null}
        <p>
          {count} {count === 1 ? 'application' : 'applications'}
        </p>
      </header>
      {count === 0 ? (
        <div className="empty-state">
          <p>{REVIEW_MESSAGES.noApplicants}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="jobs-table jobs-table--cards">
            <caption className="sr-only">Applications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Date Applied</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {results.map((application) => (
                <tr key={application.id}>
                  <th scope="row">
                    {application.candidate_details.name || application.candidate_details.email}
                  </th>
                  <td data-label="Date Applied">{formatAppliedDate(application)}</td>
                  <td data-label="Status">
                    <StatusBadge
                      status={application.review_status}
                      withdrawn={Boolean(application.withdrawn_at)}
                    />
                  </td>
                  <td>
                    <Link
                      className="button button-secondary"
                      to={`/employer/applications/${application.id}/details`}
                      aria-label={`View Application of ${application.candidate_details.name || application.candidate_details.email}`}
                    >
                      View Application
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} next={next} previous={previous} onPage={setPage} label="Applicant pages" />
    </section>
  );
}
