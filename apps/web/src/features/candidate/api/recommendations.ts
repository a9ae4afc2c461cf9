import type { RecommendedJob } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** GET /recommendations/recommended/: open jobs matching the candidate, best first. */
export const getRecommendations = () => api<RecommendedJob[]>('/recommendations/recommended/');

export const recommendationsQueryOptions = () =>
  queryOptions({ queryKey: ['candidate', 'recommendations'], queryFn: getRecommendations });

export const useRecommendations = () => useQuery(recommendationsQueryOptions());
