import { PAGE_SIZE, TALENT_FILTERS, TALENT_MESSAGES } from '@kweli/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { formatNumber } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTalentFilters } from './api/get-talent-filters.ts';
import { useSearchTalent } from './api/search-talent.ts';
import { SessionExpiredAlert } from './components/session-expired-alert.tsx';
import { TalentResultCard } from './components/talent-result-card.tsx';
import { filtersFrom, TalentFiltersForm } from './talent-filters-form.tsx';
import { useT } from './texts.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * Find Talent (/employer/find-talent): the filters live in the query string, so a shared or reloaded
 * address runs the same search; results come ranked with a rounded percent and the reasons.
 */
export function FindTalentPage() {
  const t = useT();
  useDocumentTitle(t('common.findTalent'));
  const [searchParams, setSearchParams] = useSearchParams();
  const { expired, noteFailure } = useSessionExpiry();
  const resultsRef = useRef<HTMLElement>(null);

  const params: Record<string, string> = {};
  for (const name of [...TALENT_FILTERS, 'page'] as const) {
    const value = searchParams.get(name);
    if (value) params[name] = value;
  }
  const page = Math.max(1, Number(params.page ?? 1) || 1);
  const filters = useTalentFilters();
  const search = useSearchTalent(params);

  useEffect(() => {
    if (filters.error) noteFailure(filters.error);
  }, [filters.error, noteFailure]);
  useEffect(() => {
    if (search.error) noteFailure(search.error);
  }, [search.error, noteFailure]);

  const goToPage = (next: number) => {
    const copy = new URLSearchParams(searchParams);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setSearchParams(copy);
    window.scrollTo({ top: 0 });
  };

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  return (
    <section className="talent-page">
      <h1>{t('common.findTalent')}</h1>
      {expired ? <SessionExpiredAlert /> : null}
      {filters.isError && !expired ? (
        <p className="alert alert-error" role="alert">
          {messageText(TALENT_MESSAGES.filtersFailed)}
        </p>
      ) : null}
      <TalentFiltersForm
        key={searchParams.toString()}
        initial={filtersFrom(searchParams)}
        options={filters.data}
        onSearch={(filled) => {
          setSearchParams(filled);
          // On a phone the form fills the screen: take the reader (and screen reader) to the results.
          resultsRef.current?.focus();
        }}
        onClear={() => setSearchParams({})}
      />
      <section
        className="talent-results"
        aria-busy={search.isFetching}
        ref={resultsRef}
        tabIndex={-1}
        aria-label={t('results.label')}
      >
        {search.isPending ? (
          <p className="page-loading" role="status">
            {t('results.searching')}
          </p>
        ) : search.isError ? (
          expired ? null : (
            <p className="alert alert-error" role="alert">
              {messageText(TALENT_MESSAGES.searchFailed)}
            </p>
          )
        ) : data && data.results.length === 0 ? (
          <p className="empty-state" role="status">
            {messageText(TALENT_MESSAGES.noCandidates)}
          </p>
        ) : data ? (
          <>
            <p className="muted" role="status">
              {/* A common title is counted only so far (count_capped, decision 115): "More than 1,000 …". */}
              {data.count_capped
                ? t('results.moreThan', { number: formatNumber(data.count) })
                : t('results.found', { count: data.count })}
              {data.count_capped
                ? t('results.page', { page })
                : pages > 1
                  ? t('results.pageOf', { page, pages })
                  : ''}
            </p>
            <div className="talent-list">
              {data.results.map((result) => (
                <TalentResultCard key={result.id} result={result} onSessionExpired={noteFailure} />
              ))}
            </div>
            <Pager
              page={page}
              next={data.next}
              previous={data.previous}
              onPage={goToPage}
              label={t('results.pages')}
            />
          </>
        ) : null}
      </section>
    </section>
  );
}
