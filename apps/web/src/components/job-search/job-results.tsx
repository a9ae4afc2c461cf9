import './jobs.css';
import { JOB_MESSAGES, LANDING_RESULTS_HEIGHT } from '@kweli/shared';
import { type CSSProperties, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useMessageText } from '../../i18n/messages/index.ts';
import { formatNumber } from '../../lib/date-time.ts';
import { useWideScreen } from '../../lib/media-query.ts';
import { useSavedJobIds } from '../job-actions.ts';
import { JobCard } from '../job-card.tsx';
import { t as translate, useT } from '../texts.ts';
import { JobCardSkeleton } from './job-card-skeleton.tsx';
import { type JobSearchParams, useJobSearch } from './search-jobs.ts';
import { useScrollTrigger } from './use-scroll-trigger.ts';

/**
 * Search results with endless scrolling (docs/product/foundation.md §2.3): skeleton cards while a page loads, the next
 * page when the list is scrolled to 80 %, the exact empty message when nothing matches. From 640 px
 * wide the list scrolls inside its own box, 600 px high on the landing page; on a phone it grows with
 * the page and the window scrolls, so a flick moves the page, not a box (issue 27 item 1, decision 052).
 *
 * The first few cards of a new list are drawn at once and the rest just after, in a background render,
 * so that the first screen paints without waiting for twenty cards (docs/decisions/016-web-budgets.md).
 * The count line is always there (empty while loading), so the list never moves down when it arrives.
 */
const FIRST_CARDS = 3;

export function JobResults({
  params,
  height = LANDING_RESULTS_HEIGHT,
  label,
  headingLevel = 3,
}: {
  params: JobSearchParams;
  height?: number | string;
  label?: string;
  /** The level of each card's title, one below the page's heading above the list. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const list = label ?? t('jobSearch.results');
  const message = useMessageText();
  const search = useJobSearch(params);
  // Asked once for the whole list, not by each card: a signed-in candidate sees "Saved" (issue 27).
  const savedIds = useSavedJobIds();
  const box = useRef<HTMLElement>(null);
  const jobs = useMemo(() => search.data?.pages.flatMap((p) => p.results) ?? [], [search.data]);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? jobs : jobs.slice(0, FIRST_CARDS);
  const count = search.data?.pages[0]?.count;
  const capped = search.data?.pages[0]?.count_capped ?? false;
  const canLoadMore =
    Boolean(search.hasNextPage) &&
    !search.isFetchingNextPage &&
    !search.isError &&
    shown.length === jobs.length;

  useEffect(() => {
    if (!showAll && jobs.length > FIRST_CARDS) startTransition(() => setShowAll(true));
  }, [showAll, jobs.length]);
  const wide = useWideScreen();
  useScrollTrigger(
    box,
    () => void search.fetchNextPage(),
    canLoadMore,
    shown.length,
    wide ? 'box' : 'window',
  );
  const boxHeight = typeof height === 'number' ? `${height}px` : height;

  return (
    <div className="job-results" aria-busy={search.isFetching}>
      <p className="job-results-count" role="status">
        {count !== undefined && count > 0 ? jobsFoundText(count, capped) : ''}
      </p>
      <section
        ref={box}
        className="job-results-scroll"
        // The height applies from 640 px up (jobs.css); below, the list grows with the page.
        style={{ '--results-height': boxHeight } as CSSProperties}
        // A scrolling box must be reachable by keyboard to scroll it; on a phone the page scrolls.
        tabIndex={wide ? 0 : undefined}
        aria-label={wide ? t('jobSearch.scrollable', { label: list }) : list}
        data-testid="job-results-scroll"
      >
        {search.isPending ? (
          <div className="job-list">
            <JobCardSkeleton />
            <JobCardSkeleton />
            <JobCardSkeleton />
          </div>
        ) : search.isError && jobs.length === 0 ? (
          <div className="alert alert-error" role="alert">
            {message(JOB_MESSAGES.searchFailed)}{' '}
            <button type="button" className="button button-secondary" onClick={() => void search.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : jobs.length === 0 ? (
          <p className="job-results-empty">{message(JOB_MESSAGES.noResults)}</p>
        ) : (
          <div className="job-list">
            {shown.map((job, i) => (
              <JobCard
                key={job.id}
                job={job}
                saved={savedIds.has(job.id)}
                headingLevel={headingLevel}
                priority={i === 0}
              />
            ))}
            {search.isFetchingNextPage && <JobCardSkeleton />}
            {search.isFetchNextPageError && (
              <div className="alert alert-error" role="alert">
                {message(JOB_MESSAGES.searchFailed)}{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void search.fetchNextPage()}
                >
                  {t('common.retry')}
                </button>
              </div>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/** "12 jobs found"; a very large result set is counted only so far (count_capped): "More than 1,000 jobs found". */
export function jobsFoundText(count: number, capped: boolean): string {
  const number = formatNumber(count);
  return capped
    ? translate('jobSearch.moreThan', { number })
    : translate('jobSearch.found', { count, number });
}
