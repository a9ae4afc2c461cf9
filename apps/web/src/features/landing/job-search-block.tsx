import { useSearchParams } from 'react-router';
import { CreateAlertButton } from '../../components/job-search/create-alert.tsx';
import { JobResults } from '../../components/job-search/job-results.tsx';
import { JobSearchForm } from '../../components/job-search/job-search-form.tsx';
import { queryToSearchParams, searchParamsToQuery } from '../../components/job-search/search-params.ts';
import { useT } from './texts.ts';

/**
 * The landing page's job search block (docs/product/foundation.md §2.3): the form, then the results in a 600
 * px list with endless scrolling. The newest open jobs show before anything is searched.
 */
export function JobSearchBlock() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParamsToQuery(searchParams);
  const t = useT();
  return (
    <section className="job-search-block" aria-labelledby="job-search-title">
      <h2 id="job-search-title">{t('search.title')}</h2>
      <JobSearchForm
        key={`form?${searchParams.toString()}`}
        initial={query}
        onSearch={(values) => setSearchParams(queryToSearchParams(values), { preventScrollReset: true })}
      />
      <CreateAlertButton params={query} />
      <JobResults key={`results?${searchParams.toString()}`} params={query} />
    </section>
  );
}
