import { API_PATHS, type PublicJob } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client.ts';
import { prefetchedAnswer, prefetchedAt } from '../../../api/prefetched.ts';

/** GET /employer/public/jobs/{id}/: a published job, for its public page. */
export const getPublicJob = (id: string) => api<PublicJob>(API_PATHS.publicJob(id), { anonymous: true });

export const publicJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'public', id],
    queryFn: () => getPublicJob(id),
    // The job's page comes with the job (apps/api/src/modules/jobs/public-page.ts).
    initialData: () => prefetchedAnswer<PublicJob>(API_PATHS.publicJob(id)),
    initialDataUpdatedAt: prefetchedAt,
    // A job that is not there will not appear on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const usePublicJob = (id: string) => useQuery(publicJobQueryOptions(id));
