import type { JobSearchPage } from '@kweli/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/**
 * GET /jobs/search/ (spec 01 §7): public, paged by page number; the next page is asked for while
 * `next` is not empty. The parameters are the search form's and the browse-jobs filters' values.
 */
export type JobSearchParams = Partial<
  Record<
    | 'job_title'
    | 'city'
    | 'country'
    | 'location_type'
    | 'working_period'
    | 'job_type'
    | 'posted_within'
    | 'sort',
    string
  >
>;

export const searchJobs = (params: JobSearchParams, page: number, signal?: AbortSignal) =>
  api<JobSearchPage>('/jobs/search/', { query: { ...params, page }, signal, anonymous: true });

export const jobSearchQueryOptions = (params: JobSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'search', params],
    queryFn: ({ pageParam, signal }) => searchJobs(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
  });

export const useJobSearch = (params: JobSearchParams) => useInfiniteQuery(jobSearchQueryOptions(params));
