import { API_PATHS, type PublicJobDetail } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client.ts';
import { prefetchedAnswer, prefetchedAt } from '../../../api/prefetched.ts';

/** GET /employer/public/jobs/{id}/: a published job, for its public page. */
export const getPublicJob = (id: string) =>
  api<PublicJobDetail>(API_PATHS.publicJob(id), { anonymous: true });

/** A thing that is not there will not appear on a retry. */
export const retryServerFaultsOnce = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

export const publicJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'public', id],
    queryFn: () => getPublicJob(id),
    // The job's page comes with the job (apps/api/src/modules/jobs/public-page.ts).
    initialData: () => prefetchedAnswer<PublicJobDetail>(API_PATHS.publicJob(id)),
    initialDataUpdatedAt: prefetchedAt,
    retry: retryServerFaultsOnce,
    // Offline, the service worker answers with the kept page of a candidate's saved job.
    networkMode: 'offlineFirst',
  });

export const usePublicJob = (id: string) => useQuery(publicJobQueryOptions(id));
