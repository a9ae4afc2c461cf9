import type { SavedJobPage } from '@kweli/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { SAVED_JOBS_KEY } from '../../components/job-actions.ts';

/**
 * GET and DELETE of the candidate's saved jobs (docs/product/candidate.md §7); under the key saving a job
 * invalidates.
 */
export const savedJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...SAVED_JOBS_KEY, 'list'],
    queryFn: ({ pageParam }) => api<SavedJobPage>('/candidate/saved-jobs/', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    retry: false,
    // Offline, the service worker answers with the list as it was last seen.
    networkMode: 'offlineFirst',
  });

export const useSavedJobs = () => useInfiniteQuery(savedJobsQueryOptions());

/** Removes a saved job by the job's id. */
export const removeSavedJob = (jobId: number) =>
  api<null>(`/candidate/saved-jobs/${jobId}/`, { method: 'DELETE' });
