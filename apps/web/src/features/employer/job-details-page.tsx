import { JOB_POSTING_MESSAGES } from '@kweli/shared';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ShareDialog } from '../../components/share-dialog.tsx';
import { formatDate } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { useEmployerJob } from './api/employer-jobs.ts';
import { CompanyLogo } from './components/company-logo.tsx';
import { JobReviewNotice, jobLocation } from './components/job-review-notice.tsx';
import './components/employer.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The employer's view of one of its jobs (/employer/jobs/{jobId}/details, docs/product/employer.md §2): every
 * field, the long texts with their line breaks, and a share icon opening the share dialog with the public
 * link. Publishing lands here (issue 27, item 8): the success message, then "View public page" and "Share".
 */
export function EmployerJobDetailsPage() {
  const t = useT();
  const label = useLabel();
  const { jobId } = useParams();
  const justPublished = (useLocation().state as { published?: boolean } | null)?.published === true;
  const job = useEmployerJob(jobId);
  const [sharing, setSharing] = useState(false);
  useDocumentTitle(job.data?.job_title ?? messageText(JOB_POSTING_MESSAGES.titleView));

  if (job.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('common.loadingJob')}
      </p>
    );
  }
  if (job.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageText(JOB_POSTING_MESSAGES.detailsFailed)}</p>
        <button type="button" className="button button-secondary" onClick={() => void job.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const j = job.data;
  const facts: [string, string][] = [
    [t('jobDetails.facts.industry'), label('industry', j.industry) || '-'],
    [t('jobDetails.facts.location'), jobLocation(j)],
    [t('jobDetails.facts.locationType'), label('locationType', j.location_type) || '-'],
    [t('jobDetails.facts.workingPeriod'), label('workingPeriod', j.working_period) || '-'],
    [t('jobDetails.facts.jobType'), label('jobType', j.job_type) || '-'],
    [t('jobDetails.facts.dueDate'), j.due_date ? formatDate(j.due_date) : '-'],
    [t('jobDetails.facts.status'), label('jobStatus', j.status)],
  ];
  const texts: [string, string][] = [
    [t('jobDetails.texts.description'), j.description],
    [t('jobDetails.texts.requirements'), j.requirements],
    [t('jobDetails.texts.applicationDetails'), j.application_details],
    [t('jobDetails.texts.benefits'), j.benefits],
  ];

  return (
    <section className="employer-page job-details-page">
      {justPublished && j.status === 'published' ? (
        <div className="alert alert-success published-notice" role="status">
          <p>{messageText(JOB_POSTING_MESSAGES.published)}</p>
          <div className="button-row">
            <Link className="button button-primary" to={`/public/jobs/${j.id}/details`}>
              {t('jobDetails.viewPublic')}
            </Link>
            <button type="button" className="button button-secondary" onClick={() => setSharing(true)}>
              {t('jobDetails.share')}
            </button>
          </div>
        </div>
      ) : null}
      <JobReviewNotice job={j} />
      <p className="muted">{messageText(JOB_POSTING_MESSAGES.titleView)}</p>
      <article className="card">
        <header className="job-preview-head">
          <CompanyLogo logoKey={j.company_logo} name={j.company_name} size={72} />
          <div className="job-details-title">
            <h1>{j.job_title}</h1>
            <p className="job-preview-company">{j.company_name}</p>
          </div>
          {j.status === 'published' ? (
            <button
              type="button"
              className="icon-button share-button"
              aria-label={t('jobDetails.shareJob', { title: j.job_title })}
              title={t('jobDetails.share')}
              onClick={() => setSharing(true)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="18" cy="5" r="3" />
                <circle cx="6" cy="12" r="3" />
                <circle cx="18" cy="19" r="3" />
                <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
              </svg>
            </button>
          ) : null}
        </header>
        <dl className="job-facts">
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {texts.map(([name, value]) => (
          <section key={name}>
            <h2>{name}</h2>
            <p className="pre-line">{value.trim() || '-'}</p>
          </section>
        ))}
        <div className="button-row">
          {j.status === 'removed' ? null : (
            <Link className="button button-secondary" to={`/employer/edit-job/${j.id}`}>
              {t('common.edit')}
            </Link>
          )}
          <Link className="button button-secondary" to={`/employer/jobs/${j.id}/applicants`}>
            {t('common.applicants')}
          </Link>
          <Link className="button button-secondary" to="/employer-dashboard">
            {t('jobDetails.backToDashboard')}
          </Link>
        </div>
      </article>
      {sharing ? <ShareDialog job={j} onClose={() => setSharing(false)} /> : null}
    </section>
  );
}
