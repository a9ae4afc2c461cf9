import {
  COMPANY_MESSAGES,
  companyPath,
  isJobExpired,
  JOB_MESSAGES,
  SAFETY_NOTICE,
  todayInNairobi,
} from '@kweli/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useJobActions, useSavedJobIds } from '../../components/job-actions.ts';
import { JobCard } from '../../components/job-card.tsx';
import { JobPosting } from '../../components/job-posting.tsx';
import { SafetyNotice } from '../../components/safety-notice.tsx';

// The report dialog brings the form library and the schemas: loaded only when someone opens it; so
// does the share dialog (decision 104).
const ReportJobDialog = lazy(async () => ({
  default: (await import('./report-job-dialog.tsx')).ReportJobDialog,
}));
const ShareDialog = lazy(async () => ({
  default: (await import('../../components/share-dialog.tsx')).ShareDialog,
}));

import '../../components/job-search/jobs.css';

import { useMessageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useNearView } from '../../lib/near-view.ts';
import { OfflineNotice } from '../../lib/offline/offline-notice.tsx';
import { useSimilarJobs } from './api/company.ts';
import { usePublicJob } from './api/get-public-job.ts';
import { useT } from './texts.ts';
/**
 * The public job page (/public/jobs/:jobId/details, docs/product/foundation.md §2.1,
 * docs/product/candidate.md §2): every field of the job with Save, Share and Apply. Expired jobs stay
 * readable, with Apply disabled. Under the title: when it was posted and how many applied, the company
 * linking to its page; below the job, a few similar jobs (issue 27 item 13). The server sends this page's HTML with the job's meta tags and JSON-LD
 * already in it (apps/api/src/modules/jobs/public-page.ts).
 */
export function PublicJobPage() {
  const { jobId = '' } = useParams();
  const job = usePublicJob(jobId);
  const { save, apply, saving, draftQuestion } = useJobActions();
  const savedIds = useSavedJobIds();
  const [savedNow, setSaved] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const t = useT();
  const m = useMessageText();
  useDocumentTitle(
    job.data
      ? job.data.company_name
        ? t('jobPage.documentTitleAt', { title: job.data.job_title, company: job.data.company_name })
        : job.data.job_title
      : t('jobPage.documentTitle'),
  );

  if (job.isPending) {
    return (
      <p role="status" className="job-page">
        {t('jobPage.loading')}
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
        <h1>
          {closed
            ? m(JOB_MESSAGES.noLongerAvailableTitle)
            : missing
              ? t('jobPage.notFound')
              : t('jobPage.title')}
        </h1>
        <p className="alert alert-error" role="alert">
          {m(
            closed
              ? JOB_MESSAGES.noLongerAvailable
              : missing
                ? JOB_MESSAGES.jobNotFound
                : JOB_MESSAGES.jobLoadFailed,
          )}
        </p>
        <p>
          <Link to="/browse-jobs">{t('jobPage.browseOpenJobs')}</Link>
        </p>
      </div>
    );
  }

  const data = job.data;
  const saved = savedNow || savedIds.has(data.id);
  const expired = isJobExpired(data.due_date, todayInNairobi());

  return (
    <article className="job-page">
      <OfflineNotice />
      <JobPosting
        job={data}
        companyHref={companyPath(data.company_id)}
        actions={
          <div className="card-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={saved || saving}
              onClick={async () => setSaved(await save(data.id))}
            >
              {saved ? t('jobPage.saved') : t('jobPage.save')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setSharing(true)}>
              {t('jobPage.share')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={expired}
              onClick={() => void apply(data)}
            >
              {expired ? m(JOB_MESSAGES.deadlinePassed) : t('jobPage.apply')}
            </button>
          </div>
        }
      />
      <SafetyNotice
        action={
          <button type="button" className="button button-secondary" onClick={() => setReporting(true)}>
            {SAFETY_NOTICE.reportButton}
          </button>
        }
      />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportJobDialog jobId={data.id} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog job={data} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
      {draftQuestion}
      <SimilarJobs jobId={data.id} savedIds={savedIds} />
    </article>
  );
}

/**
 * A few open jobs like this one, asked for when the reader scrolls towards them; nothing shows when there
 * are none or they failed to load (the job is what the page is for).
 */
function SimilarJobs({ jobId, savedIds }: { jobId: number; savedIds: ReadonlySet<number> }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  const similar = useSimilarJobs(jobId, near);
  const jobs = similar.data?.results ?? [];
  const m = useMessageText();
  return (
    <section ref={ref} aria-labelledby={jobs.length ? 'similar-jobs' : undefined}>
      {jobs.length ? (
        <>
          <h2 id="similar-jobs">{m(COMPANY_MESSAGES.similarJobs)}</h2>
          <div className="job-list">
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} saved={savedIds.has(job.id)} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
