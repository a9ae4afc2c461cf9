import type {
  EmployerJob,
  EmployerJobListFilter,
  EmployerJobPage,
  JobDraft,
  JobPostingPayload,
} from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The employer's jobs and drafts (docs/product/employer.md §7). */
export const EMPLOYER_JOBS_KEY = ['employer', 'jobs'] as const;
export const EMPLOYER_DRAFTS_KEY = ['employer', 'jobs', 'drafts'] as const;
export const employerJobKey = (id: string | number) => ['employer', 'jobs', 'one', String(id)] as const;

export const listEmployerJobs = (page = 1, status?: EmployerJobListFilter) =>
  api<EmployerJobPage>(`/employer/jobs/list/?page=${page}${status ? `&status=${status}` : ''}`);
export const listDrafts = () => api<JobDraft[]>('/employer/jobs/drafts/');
export const getEmployerJob = (id: string | number) =>
  api<EmployerJob>(`/employer/jobs/${encodeURIComponent(String(id))}/`);

/** Creates a job or draft, or updates it when it has an id. */
export const saveJob = (payload: JobPostingPayload, id?: string | number) =>
  id === undefined
    ? api<EmployerJob>('/employer/jobs/', { method: 'POST', body: payload })
    : api<EmployerJob>(`/employer/jobs/${encodeURIComponent(String(id))}/`, { method: 'PUT', body: payload });

export const deleteJob = (id: string | number) =>
  api<null>(`/employer/jobs/${encodeURIComponent(String(id))}/`, { method: 'DELETE' });

/** Closes a published or held job (issue 22 item 7); its waiting applicants are told. */
export const closeJob = (id: string | number) =>
  api<EmployerJob>(`/employer/jobs/${encodeURIComponent(String(id))}/close/`, { method: 'POST' });

export const useEmployerJobs = (page: number, status?: EmployerJobListFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...EMPLOYER_JOBS_KEY, 'page', page, status ?? 'current'],
      queryFn: () => listEmployerJobs(page, status),
      retry: false,
    }),
  );

export const useDrafts = () =>
  useQuery(queryOptions({ queryKey: EMPLOYER_DRAFTS_KEY, queryFn: listDrafts, retry: false }));

export const useEmployerJob = (id: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: employerJobKey(id ?? ''),
      queryFn: () => getEmployerJob(id!),
      enabled: !!id,
      retry: false,
    }),
  );
