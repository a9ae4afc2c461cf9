import {
  type Applicant,
  type ApplicantsPipeline,
  DECISION_MESSAGES,
  INTERVIEW_MESSAGES,
  PIPELINE_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type ReviewStatus,
  SCREENING_MESSAGES,
  type StatusCounts,
} from '@kweli/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Pager } from '../../../components/pager.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { dateTimeInNairobi } from '../../../lib/date-time.ts';
import { useLabel } from '../../../lib/labels.ts';
import { useApplicants } from '../api/review.ts';
import { useT } from '../texts.ts';
import {
  formatAppliedDate,
  applicantName as nameOf,
  StatusBadge,
  ViewApplicationLink,
} from './review-parts.tsx';
import { MeetsBadge, ScreeningAnswers } from './screening-parts.tsx';

/**
 * The applicants page as a pipeline (issue 28 item 7, decision 093): one list per review status, each
 * paged by the server for its own status, so a column's count (the whole job's, from `status_counts`)
 * and its pages agree. Wide: the four lists side by side, their first pages from the page's one call
 * (the pipeline's); a phone: a tab per status (the WAI-ARIA tabs pattern, arrows to move) and one list
 * at a time, each asking for its own pages.
 */

/** The application's latest interview and its unread messages (issue 28 items 3, 4); nothing if none. */
function ApplicantState({ applicant }: { applicant: Applicant }) {
  const { interview, unread_messages: unread } = applicant;
  if (!interview && !unread) return null;
  return (
    <span className="pipeline-state">
      {interview ? (
        <span className="review-badge pipeline-interview">
          {`${messageText(INTERVIEW_MESSAGES.heading)}: ${messageText(INTERVIEW_MESSAGES.statusLabels[interview.status] ?? interview.status)}`}
          {interview.confirmed_slot ? `, ${dateTimeInNairobi(interview.confirmed_slot)}` : ''}
        </span>
      ) : null}
      <UnreadBadge count={unread} />
    </span>
  );
}

export interface Selection {
  selected: number[];
  toggle: (ids: number[], on: boolean) => void;
}

type FirstPage = ApplicantsPipeline['columns'][ReviewStatus];

/**
 * One status's applications, newest first, a page at a time: the table of the spec, as cards. With
 * `firstPage` (the columns), page 1 is that answer and only the later pages are asked for.
 */
function StatusList({
  jobId,
  meets,
  status,
  knockouts,
  selection,
  firstPage,
}: {
  jobId: string;
  meets: string;
  status: ReviewStatus;
  knockouts: boolean;
  selection: Selection;
  firstPage?: FirstPage | undefined;
}) {
  const t = useT();
  const label = useLabel();
  const [page, setPage] = useState(1);
  const given = page === 1 ? firstPage : undefined;
  const list = useApplicants(jobId, page, meets, status, !given);
  const data = given ?? list.data;
  if (!data)
    return list.isError ? (
      <div className="alert alert-error" role="alert">
        <p>{messageText(REVIEW_MESSAGES.applicantsFailed)}</p>
        <button type="button" className="button button-secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <p className="muted" role="status">
        {t('common.loadingApplicants')}
      </p>
    );
  const { results, next, previous } = data;
  if (results.length === 0) return <p className="muted">{messageText(PIPELINE_MESSAGES.none)}</p>;
  const { selected, toggle } = selection;
  const ids = results.map((a) => a.id);
  return (
    <>
      {/* Above the cards, not in the header row, which a card layout keeps for screen readers only. */}
      <label className="pipeline-select-all">
        <input
          type="checkbox"
          checked={ids.every((id) => selected.includes(id))}
          onChange={(e) => toggle(ids, e.target.checked)}
        />{' '}
        {messageText(PIPELINE_MESSAGES.selectAllIn(label('reviewStatus', status)))}
      </label>
      <table className="jobs-table pipeline-table">
        <caption className="sr-only">
          {t('pipeline.caption', { status: label('reviewStatus', status) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('pipeline.select')}</span>
            </th>
            <th scope="col">{t('pipeline.columns.applicant')}</th>
            <th scope="col">{t('pipeline.columns.dateApplied')}</th>
            <th scope="col">{t('pipeline.columns.status')}</th>
            {knockouts ? <th scope="col">{messageText(SCREENING_MESSAGES.filterLabel)}</th> : null}
            <th scope="col">{t('pipeline.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((application) => (
            <tr key={application.id}>
              <td className="pipeline-select">
                <input
                  type="checkbox"
                  aria-label={messageText(DECISION_MESSAGES.select(nameOf(application)))}
                  checked={selected.includes(application.id)}
                  onChange={(e) => toggle([application.id], e.target.checked)}
                />
              </td>
              <th scope="row">
                {nameOf(application)}
                <ApplicantState applicant={application} />
                <ScreeningAnswers answers={application.screening_answers} />
              </th>
              <td data-label={t('pipeline.columns.dateApplied')}>{formatAppliedDate(application)}</td>
              <td data-label={t('pipeline.columns.status')}>
                <StatusBadge
                  status={application.review_status}
                  withdrawn={Boolean(application.withdrawn_at)}
                />
              </td>
              {knockouts ? (
                <td data-label={messageText(SCREENING_MESSAGES.filterLabel)}>
                  <MeetsBadge meets={application.meets_requirements} />
                </td>
              ) : null}
              <td>
                <ViewApplicationLink application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={page}
        next={next}
        previous={previous}
        onPage={setPage}
        label={messageText(PIPELINE_MESSAGES.pages(label('reviewStatus', status)))}
      />
    </>
  );
}

interface PipelineProps {
  jobId: string;
  meets: string;
  knockouts: boolean;
  counts: StatusCounts;
  selection: Selection;
}

/** Wide screens: the four statuses side by side, each with its count and its own pages. */
export function PipelineColumns({
  counts,
  firstPages,
  ...list
}: PipelineProps & { firstPages: ApplicantsPipeline['columns'] }) {
  const label = useLabel();
  return (
    <div className="pipeline pipeline-columns">
      {REVIEW_STATUSES.map((status) => (
        <section key={status} className="pipeline-column" aria-labelledby={`pipeline-${status}`}>
          <h2 id={`pipeline-${status}`}>
            {messageText(PIPELINE_MESSAGES.withCount(label('reviewStatus', status), counts[status]))}
          </h2>
          <StatusList status={status} firstPage={firstPages[status]} {...list} />
        </section>
      ))}
    </div>
  );
}

/** Phones: a tab per status with its count, one list at a time. */
export function PipelineTabs({
  counts,
  tab,
  onTab,
  ...list
}: PipelineProps & { tab: ReviewStatus; onTab: (status: ReviewStatus) => void }) {
  const label = useLabel();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const at = REVIEW_STATUSES.indexOf(tab);
    const last = REVIEW_STATUSES.length - 1;
    const to = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onTab(REVIEW_STATUSES[to]!);
    tabs.current[to]?.focus();
  };
  return (
    <div className="pipeline pipeline-tabs">
      <div
        role="tablist"
        aria-label={messageText(PIPELINE_MESSAGES.statuses)}
        className="pipeline-tablist"
        onKeyDown={move}
      >
        {REVIEW_STATUSES.map((status, i) => (
          <button
            key={status}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`pipeline-tab-${status}`}
            aria-selected={status === tab}
            aria-controls={`pipeline-panel-${status}`}
            tabIndex={status === tab ? 0 : -1}
            onClick={() => onTab(status)}
          >
            {messageText(PIPELINE_MESSAGES.withCount(label('reviewStatus', status), counts[status]))}
          </button>
        ))}
      </div>
      {REVIEW_STATUSES.map((status) => (
        <div
          key={status}
          role="tabpanel"
          id={`pipeline-panel-${status}`}
          aria-labelledby={`pipeline-tab-${status}`}
          hidden={status !== tab}
          className="pipeline-panel"
        >
          {status === tab ? <StatusList status={status} {...list} /> : null}
        </div>
      ))}
    </div>
  );
}
