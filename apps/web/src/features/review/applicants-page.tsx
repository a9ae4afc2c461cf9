import {
  DECISION_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type ReviewStatus,
  SCREENING_MESSAGES,
  type StatusCounts,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { usePipelineColumns } from '../../lib/media-query.ts';
import { REVIEW_KEY, useApplicants, useApplicantsPipeline, useReviewJob } from './api/review.ts';
import { BulkDecision } from './components/bulk-decision.tsx';
import { DownloadCsv } from './components/download-csv.tsx';
import { PipelineColumns, PipelineTabs, type Selection } from './components/pipeline.tsx';
import { placeText } from './components/review-parts.tsx';
import '../../components/data-table.css';
import './review.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * Applicants for a job (/employer/jobs/{jobId}/applicants, docs/product/employer.md §2): Back to Jobs, the
 * job's title, place and number of applications, and the submitted applications newest first, each with View
 * Application. The server sends only submitted applications to the job's own employer. Issue 28: the
 * requirements filter, the selection for one decision, and the pipeline (a column or tab per status).
 */
/**
 * The tab a phone opens on: Pending, the applications waiting for a decision, unless it has none; then
 * the first status that has some, rather than an empty list above full ones.
 */
export function firstTab(counts: StatusCounts): ReviewStatus {
  return counts.pending > 0 ? 'pending' : (REVIEW_STATUSES.find((status) => counts[status] > 0) ?? 'pending');
}

const asStatus = (value: string | null): ReviewStatus | null =>
  REVIEW_STATUSES.find((status) => status === value) ?? null;

export function ApplicantsPage() {
  const t = useT();
  const label = useLabel();
  const { jobId = '' } = useParams();
  const [meets, setMeets] = useState('');
  // The tab the employer chose is in the address (`?status=`): Back from an application returns to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenTab = asStatus(searchParams.get('status'));
  const setTab = (status: ReviewStatus) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('status', status);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  /** The tab opened on, from the first counts of each filter: a decision moving applicants does not move it. */
  const openedOn = useRef<{ meets: string; tab: ReviewStatus } | null>(null);
  // Issue 28 item 2: the applicants chosen for one decision, from any column or tab.
  const [selected, setSelected] = useState<number[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const columns = usePipelineColumns();
  const job = useReviewJob(jobId);
  // One call opens the page (decision 093). Columns: the pipeline's, the first page of every status and
  // the counts. Tabs: every list answer carries the whole job's counts (status_counts), so the first page
  // of the first status (the tab shown first, the same query) gives them, whatever tab is open.
  const board = useApplicantsPipeline(jobId, meets, columns);
  const pending = useApplicants(jobId, 1, meets, 'pending', !columns);
  const applicants = columns ? board : pending;
  useDocumentTitle(
    job.data ? messageText(REVIEW_MESSAGES.applicantsFor(job.data.job_title)) : t('common.applicants'),
  );

  const back = (
    <p>
      <Link to="/employer-dashboard">← {messageText(REVIEW_MESSAGES.backToJobs)}</Link>
    </p>
  );
  if (job.isPending || applicants.isPending)
    return (
      <section className="review-page">
        {back}
        <p className="page-loading" role="status">
          {t('common.loadingApplicants')}
        </p>
      </section>
    );
  if (job.isError || applicants.isError)
    return (
      <section className="review-page">
        {back}
        <h1>{t('common.applicants')}</h1>
        <div className="alert alert-error" role="alert">
          <p>{messageText(REVIEW_MESSAGES.applicantsFailed)}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void job.refetch();
              void applicants.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      </section>
    );

  const counts = applicants.data.status_counts;
  if (openedOn.current?.meets !== meets) openedOn.current = { meets, tab: firstTab(counts) };
  const tab = chosenTab ?? openedOn.current.tab;
  const count = Object.values(counts).reduce((a, b) => a + b, 0);
  const knockouts = (job.data.screening_questions ?? []).some((q) => q.knockout !== null);
  const selection: Selection = {
    selected,
    toggle: (ids, on) =>
      setSelected((now) =>
        on ? [...now, ...ids.filter((id) => !now.includes(id))] : now.filter((id) => !ids.includes(id)),
      ),
  };
  const pipeline = { jobId, meets, knockouts, counts, selection };
  return (
    <section className="review-page">
      {back}
      <header>
        <h1>{messageText(REVIEW_MESSAGES.applicantsFor(job.data.job_title))}</h1>
        {placeText(job.data) ? <p className="muted">{placeText(job.data)}</p> : null}
        <p>{t('applicants.count', { count })}</p>
        {count > 0 ? <DownloadCsv jobId={job.data.id} jobTitle={job.data.job_title} /> : null}
      </header>
      {knockouts ? (
        <div className="field review-filter">
          <label htmlFor="meets-filter">{messageText(SCREENING_MESSAGES.filterLabel)}</label>
          <select
            id="meets-filter"
            value={meets}
            onChange={(e) => {
              setMeets(e.target.value);
              setSelected([]);
            }}
          >
            <option value="">{messageText(SCREENING_MESSAGES.filterAll)}</option>
            <option value="true">{messageText(SCREENING_MESSAGES.filterMeets)}</option>
            <option value="false">{messageText(SCREENING_MESSAGES.filterFails)}</option>
          </select>
        </div>
      ) : null}
      {count === 0 ? (
        <div className="empty-state">
          <p>{messageText(REVIEW_MESSAGES.noApplicants)}</p>
        </div>
      ) : (
        <>
          {done ? (
            <p className="alert alert-success" role="status">
              {done}
            </p>
          ) : null}
          <BulkDecision
            ids={selected}
            jobTitle={job.data.job_title}
            companyName={job.data.company_name}
            onDone={(answer, status) => {
              setDone(messageText(DECISION_MESSAGES.bulkDone(answer.changed, label('reviewStatus', status))));
              setSelected([]);
              void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
            }}
          />
          {columns && board.data ? (
            <PipelineColumns key={meets} {...pipeline} firstPages={board.data.columns} />
          ) : (
            <PipelineTabs key={meets} {...pipeline} tab={tab} onTab={setTab} />
          )}
        </>
      )}
    </section>
  );
}
