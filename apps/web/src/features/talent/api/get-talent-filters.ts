import type { TalentFilterOptions } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { noRetryOnRefusal } from './retry.ts';

/** GET /talent/filters/: the options of the Find Talent form, from the pool itself. */
export const getTalentFilters = () =>
  api<TalentFilterOptions>('/talent/filters/', { callerEndsSession: true });

export const talentFiltersQueryOptions = () =>
  queryOptions({
    queryKey: ['talent', 'filters'],
    queryFn: getTalentFilters,
    staleTime: 5 * 60_000,
    retry: noRetryOnRefusal,
  });

export const useTalentFilters = () => useQuery(talentFiltersQueryOptions());
