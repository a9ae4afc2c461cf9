import type { CandidateProfile, EmployerProfile, Role } from '@kweli/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * The signed-in user's own profile, one query per role: the candidate profile (GET /candidate-profile/)
 * and the company profile (GET /employer-profile/). Here rather than in a feature because login
 * prefetches it (docs/product/foundation.md §7: "the profiles, whose stored files may be signed ahead
 * after login"; issue 27 item 16), so that the dashboard opens without a wait, and the candidate and
 * employer screens read the same query.
 */
export const CANDIDATE_PROFILE_KEY = ['candidate', 'profile'] as const;
export const EMPLOYER_PROFILE_KEY = ['employer', 'profile'] as const;

export const candidateProfileQueryOptions = () =>
  queryOptions({
    queryKey: CANDIDATE_PROFILE_KEY,
    queryFn: () => api<CandidateProfile>('/candidate-profile/'),
  });

export const employerProfileQueryOptions = () =>
  queryOptions({
    queryKey: EMPLOYER_PROFILE_KEY,
    queryFn: () => api<EmployerProfile>('/employer-profile/'),
  });

/** Asks for the profile a role's dashboard opens with; a failure is only a missed head start. */
export const prefetchOwnProfile = (client: QueryClient, role: Role): Promise<void> =>
  role === 'candidate'
    ? client.prefetchQuery(candidateProfileQueryOptions())
    : client.prefetchQuery(employerProfileQueryOptions());
