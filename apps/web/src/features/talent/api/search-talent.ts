import type { TalentSearchPage } from '@kweli/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { noRetryOnRefusal } from './retry.ts';

/** GET /talent/search/ with the filters exactly as they stand in the page's query string. */
export const searchTalent = (params: Record<string, string>) =>
  api<TalentSearchPage>('/talent/search/', { query: params, callerEndsSession: true });

export const searchTalentQueryOptions = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['talent', 'search', params],
    queryFn: () => searchTalent(params),
    placeholderData: keepPreviousData,
    retry: noRetryOnRefusal,
  });

export const useSearchTalent = (params: Record<string, string>) => useQuery(searchTalentQueryOptions(params));
