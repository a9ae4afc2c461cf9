import { API_PATHS, type JobSearchPage } from '@kweli/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { prefetchedAnswer, prefetchedAt } from '../../api/prefetched.ts';

/**
 * GET /jobs/search/ (docs/product/foundation.md §7): public, paged by page number; the next page is asked for
 * while `next` is not empty. The parameters are the search form's and the browse-jobs filters' values.
 */
export type JobSearchParams = Partial<
  Record<
    | 'job_title'
    | 'city'
    | 'county'
    | 'country'
    | 'location_type'
    | 'working_period'
    | 'job_type'
    | 'posted_within'
    | 'experience_level'
    | 'salary_min'
    | 'sort',
    string
  >
>;

const searchQuery = (params: JobSearchParams, page: number) => ({ ...params, page });

export const searchJobs = (params: JobSearchParams, page: number, signal?: AbortSignal) =>
  api<JobSearchPage>(API_PATHS.jobSearch, { query: searchQuery(params, page), signal, anonymous: true });

/** The first page of this search when the page came with it (the landing page does). */
function prefetchedFirstPage(params: JobSearchParams) {
  const first = prefetchedAnswer<JobSearchPage>(API_PATHS.jobSearch, searchQuery(params, 1));
  return first && { pages: [first], pageParams: [1] };
}

export const jobSearchQueryOptions = (params: JobSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'search', params],
    queryFn: ({ pageParam, signal }) => searchJobs(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
    initialData: () => prefetchedFirstPage(params),
    initialDataUpdatedAt: prefetchedAt,
  });

export const useJobSearch = (params: JobSearchParams) => useInfiniteQuery(jobSearchQueryOptions(params));
