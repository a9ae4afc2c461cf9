import type { EmployerProfile, EmployerProfilePatch } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { EMPLOYER_PROFILE_KEY, employerProfileQueryOptions } from '../../../api/own-profile.ts';

/**
 * The company profile: GET (prefetched at login, api/own-profile.ts) and PATCH /employer-profile/
 * (docs/product/employer.md §7).
 */
export { EMPLOYER_PROFILE_KEY, employerProfileQueryOptions };

export const updateEmployerProfile = (patch: EmployerProfilePatch) =>
  api<EmployerProfile>('/employer-profile/', { method: 'PATCH', body: patch });

/** On first load a missing profile is retried once (docs/product/employer.md §4). */
export const useEmployerProfile = () => useQuery({ ...employerProfileQueryOptions(), retry: 1 });
