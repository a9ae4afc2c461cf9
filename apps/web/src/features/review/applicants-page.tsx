import { DECISION_MESSAGES, label, REVIEW_MESSAGES, SCREENING_MESSAGES } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { REVIEW_KEY, useApplicants, useReviewJob } from './api/review.ts';
import { BulkDecision } from './components/bulk-decision.tsx';
import { formatAppliedDate, placeText, StatusBadge } from './components/review-parts.tsx';
import { MeetsBadge, ScreeningAnswers } from './components/screening-parts.tsx';
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
  const [meets, setMeets] = useState('');
  // Issue 28 item 2: the applicants chosen for one decision (of the page shown).
  const [selected, setSelected] = useState<number[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const job = useReviewJob(jobId);
  const applicants = useApplicants(jobId, page, meets);
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
  const knockouts = (job.data.screening_questions ?? []).some((q) => q.knockout !== null);
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
      {knockouts ? (
        <div className="field review-filter">
          <label htmlFor="meets-filter">{SCREENING_MESSAGES.filterLabel}</label>
          <select
            id="meets-filter"
            value={meets}
            onChange={(e) => {
              setMeets(e.target.value);
              setPage(1);
              setSelected([]);
            }}
          >
            <option value="">{SCREENING_MESSAGES.filterAll}</option>
            <option value="true">{SCREENING_MESSAGES.filterMeets}</option>
            <option value="false">{SCREENING_MESSAGES.filterFails}</option>
          </select>
        </div>
      ) : null}
      {count === 0 ? (
        <div className="empty-state">
          <p>{REVIEW_MESSAGES.noApplicants}</p>
        </div>
      ) : (
        <>
          {done ? (
            <p className="alert alert-success" role="status">
              {done}
            </p>
          ) : null}
          <BulkDecision
            ids={selected.filter((id) => results.some((a) => a.id === id))}
            jobTitle={job.data.job_title}
            companyName={job.data.company_name}
            onDone={(answer, status) => {
              setDone(DECISION_MESSAGES.bulkDone(answer.changed, label(status)));
              setSelected([]);
              void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
            }}
          />
          <div className="table-scroll">
            <table className="jobs-table jobs-table--cards">
              <caption className="sr-only">Applications, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={DECISION_MESSAGES.selectAll}
                      checked={results.length > 0 && results.every((a) => selected.includes(a.id))}
                      onChange={(e) => setSelected(e.target.checked ? results.map((a) => a.id) : [])}
                    />
                  </th>
                  <th scope="col">Applicant</th>
                  <th scope="col">Date Applied</th>
                  <th scope="col">Status</th>
                  {knockouts ? <th scope="col">{SCREENING_MESSAGES.filterLabel}</th> : null}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {results.map((application) => (
                  <tr key={application.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={DECISION_MESSAGES.select(
                          application.candidate_details.name || application.candidate_details.email,
                        )}
                        checked={selected.includes(application.id)}
                        onChange={(e) =>
                          setSelected((now) =>
                            e.target.checked
                              ? [...now, application.id]
                              : now.filter((id) => id !== application.id),
                          )
                        }
                      />
                    </td>
                    <th scope="row">
                      {application.candidate_details.name || application.candidate_details.email}
                      <ScreeningAnswers answers={application.screening_answers} />
                    </th>
                    <td data-label="Date Applied">{formatAppliedDate(application)}</td>
                    <td data-label="Status">
                      <StatusBadge
                        status={application.review_status}
                        withdrawn={Boolean(application.withdrawn_at)}
                      />
                    </td>
                    {knockouts ? (
                      <td data-label={SCREENING_MESSAGES.filterLabel}>
                        <MeetsBadge meets={application.meets_requirements} />
                      </td>
                    ) : null}
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
        </>
      )}
      <Pager page={page} next={next} previous={previous} onPage={setPage} label="Applicant pages" />
    </section>
  );
}
