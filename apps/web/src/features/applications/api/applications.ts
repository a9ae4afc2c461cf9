import {
  API_PATHS,
  type Application,
  type ApplicationPage,
  type ApplicationPayload,
  type PublicJobDetail,
  type SubmissionStatus,
} from '@kweli/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client.ts';

/**
 * The candidate's applications (docs/product/candidate.md §7): lists by submission status, one application,
 * saving a draft or submitting, and deleting a draft. Changes invalidate everything under APPLICATIONS_KEY.
 */
export const APPLICATIONS_KEY = ['applications'] as const;

export const getApplicationsPage = (status: SubmissionStatus, page: number) =>
  api<ApplicationPage>('/applications/', { query: { submission_status: status, page } });

export const applicationListQueryOptions = (status: SubmissionStatus) =>
  infiniteQueryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', status],
    queryFn: ({ pageParam }) => getApplicationsPage(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    retry: false,
    // Offline, the service worker answers with the drafts as last seen (decision 111); other lists fail.
    networkMode: 'offlineFirst',
  });

export const useApplicationList = (status: SubmissionStatus) =>
  useInfiniteQuery(applicationListQueryOptions(status));

export const getApplication = (id: number | string) =>
  api<Application>(`/applications/${encodeURIComponent(String(id))}/`);

export const applicationQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'one', String(id)],
    queryFn: () => getApplication(id),
    retry: false,
    // Offline, the service worker answers with a kept draft ("Continue my draft", decision 111).
    networkMode: 'offlineFirst',
  });

export const useApplication = (id: number | string) => useQuery(applicationQueryOptions(id));

/** The candidate's applications to one job (at most one, by the database's rule). */
export async function applicationsForJob(jobId: number): Promise<Application[]> {
  const answer = await api<ApplicationPage>('/applications/', { query: { job: jobId } });
  return answer.results;
}

/**
 * A new application (POST) or a change to the draft (PUT), as a draft or submitted. A draft that is
 * gone (deleted on another device: the PUT answers 404) is saved again as a new one, so that what was
 * typed here is never stuck unsaved.
 */
export async function saveApplication(id: number | null, payload: ApplicationPayload) {
  const create = () => api<Application>('/applications/', { method: 'POST', body: payload });
  if (id === null) return create();
  try {
    return await api<Application>(`/applications/${id}/`, { method: 'PUT', body: payload });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return create();
    throw error;
  }
}

export const deleteDraft = (id: number) => api<null>(`/applications/${id}/`, { method: 'DELETE' });

/** POST /applications/{id}/withdraw/: takes back a submitted application (issue 27). */
export const withdrawApplication = (id: number) =>
  api<Application>(`/applications/${id}/withdraw/`, { method: 'POST' });

/** GET /employer/public/jobs/{id}/: the job the form applies to. */
export const getPublicJob = (jobId: number | string) => api<PublicJobDetail>(API_PATHS.publicJob(jobId));

/** What the candidate's profile gives the form: the names, e-mail and phone shown, and the CV. */
export interface ProfileForApplication {
  first_name?: string;
  last_name?: string;
  full_name?: string;
  phone?: string;
  cv_file?: string | null;
  user?: { email?: string };
}

/** The profile, or null when the candidate has none yet (the form then asks for a new CV). */
export async function getProfileForApplication(): Promise<ProfileForApplication | null> {
  try {
    return await api<ProfileForApplication>('/candidate-profile/');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The server's reason for a refusal: its detail, or the first field message. */
export function refusalDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.body && typeof error.body === 'object' && typeof error.body.detail === 'string')
    return error.body.detail;
  return Object.values(error.fieldMessages())[0] ?? null;
}
