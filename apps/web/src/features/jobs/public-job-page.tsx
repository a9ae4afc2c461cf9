import { isJobExpired, JOB_MESSAGES, label, todayInNairobi } from '@kweli/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { BuildingIcon } from '../../components/building-icon.tsx';
import { useJobActions } from '../../components/job-actions.ts';
import { formatDate } from '../../components/job-card.tsx';
import { ShareDialog } from '../../components/share-dialog.tsx';
import '../../components/job-search/jobs.css';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedMediaUrl } from '../../lib/signed-media.ts';
import { usePublicJob } from './api/get-public-job.ts';

/**
 * The public job page (/public/jobs/:jobId/details, docs/product/foundation.md §2.1,
 * docs/product/candidate.md §2): every field of the job with Save, Share and Apply. Expired jobs stay
 * readable, with Apply disabled. The server sends this page's HTML with the job's meta tags and JSON-LD
 * already in it (apps/api/src/modules/jobs/public-page.ts).
 */
export function PublicJobPage() {
  const { jobId = '' } = useParams();
  const job = usePublicJob(jobId);
  const { save, apply, saving } = useJobActions();
  const [saved, setSaved] = useState(false);
  const [sharing, setSharing] = useState(false);
  const logo = useSignedMediaUrl(job.data?.company_logo);
  useDocumentTitle(
    job.data
      ? `${job.data.job_title}${job.data.company_name ? ` at ${job.data.company_name}` : ''}`
      : 'Job details',
  );

  if (job.isPending) {
    return (
      <p role="status" className="job-page">
        Loading job...
      </p>
    );
  }
  if (job.isError) {
    const status = job.error instanceof ApiError ? job.error.status : 0;
    const missing = status === 404 || status === 400;
    // A job its employer deleted while it had applicants (410): said plainly, with nothing to apply to.
    const closed = status === 410;
    return (
      <div className="job-page">
        <h1>{closed ? JOB_MESSAGES.noLongerAvailableTitle : missing ? 'Job not found' : 'Job details'}</h1>
        <p className="alert alert-error" role="alert">
          {closed
            ? JOB_MESSAGES.noLongerAvailable
            : missing
              ? JOB_MESSAGES.jobNotFound
              : JOB_MESSAGES.jobLoadFailed}
        </p>
        <p>
          <Link to="/browse-jobs">Browse open jobs</Link>
        </p>
      </div>
    );
  }

  const data = job.data;
  const expired = isJobExpired(data.due_date, todayInNairobi());
  const place = [data.city, data.country].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['Company', data.company_name],
    ['Industry', data.industry],
    ['Location', place],
    ['Location type', label(data.location_type)],
    ['Working period', label(data.working_period)],
    ['Job type', label(data.job_type)],
    ['Due date', data.due_date ? formatDate(data.due_date) : 'Open until filled'],
  ];
  const sections: [string, string][] = [
    ['Job description', data.description],
    ['Requirements', data.requirements],
    ['How to apply', data.application_details],
    ['Benefits', data.benefits],
  ];

  return (
    <article className="job-page">
      <header className="job-card-head">
        <div className="job-card-logo">
          {logo ? (
            <img src={logo} alt={`${data.company_name} logo`} width={80} height={80} />
          ) : (
            <BuildingIcon />
          )}
        </div>
        <div>
          <h1>{data.job_title}</h1>
          <p className="job-card-company">{[data.company_name, place].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      <div className="card-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={saved || saving}
          onClick={async () => setSaved(await save(data.id))}
        >
          {saved ? 'Saved' : 'Save'}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setSharing(true)}>
          Share
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={expired}
          onClick={() => void apply(data)}
        >
          {expired ? JOB_MESSAGES.deadlinePassed : 'Apply'}
        </button>
      </div>
      <dl className="card job-page-facts">
        {facts
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {sections
        .filter(([, text]) => text.trim())
        .map(([title, text]) => (
          <section key={title} className="card job-page-section">
            <h2>{title}</h2>
            <p className="job-page-text">{text}</p>
          </section>
        ))}
      {sharing && <ShareDialog job={data} onClose={() => setSharing(false)} />}
    </article>
  );
}
