import type { EmployerProfile, EmployerProfilePatch } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The company profile: GET and PATCH /employer-profile/ (docs/product/employer.md §7). */
export const EMPLOYER_PROFILE_KEY = ['employer', 'profile'] as const;

export const getEmployerProfile = () => api<EmployerProfile>('/employer-profile/');

export const updateEmployerProfile = (patch: EmployerProfilePatch) =>
  api<EmployerProfile>('/employer-profile/', { method: 'PATCH', body: patch });

export const employerProfileQueryOptions = () =>
  queryOptions({ queryKey: EMPLOYER_PROFILE_KEY, queryFn: getEmployerProfile });

/** On first load a missing profile is retried once (docs/product/employer.md §4). */
export const useEmployerProfile = () => useQuery({ ...employerProfileQueryOptions(), retry: 1 });
