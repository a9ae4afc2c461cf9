import type { ProfileViewPage } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** GET /privacy/views/: who saw the candidate's data, newest first (issue 23 item 5). */
export const getProfileViews = (page = 1) => api<ProfileViewPage>('/privacy/views/', { query: { page } });

export const profileViewsQueryOptions = () =>
  queryOptions({ queryKey: ['candidate', 'profile-views'], queryFn: () => getProfileViews(1) });

export const useProfileViews = () => useQuery(profileViewsQueryOptions());
