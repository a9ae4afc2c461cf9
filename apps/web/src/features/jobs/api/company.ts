import { API_PATHS, type CompanyJobsPage, type PublicCompany, type SimilarJobs } from '@kweli/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { prefetchedAnswer, prefetchedAt } from '../../../api/prefetched.ts';
import { retryServerFaultsOnce } from './get-public-job.ts';

/**
 * The company page's calls (GET /companies/{id}/ and its open jobs, a page at a time) and the jobs
 * similar to a job (GET /jobs/{id}/similar/), issue 27 item 13. The company page's HTML carries the
 * company and its first page of jobs (apps/api/src/modules/jobs/company-page.ts).
 */
export const useCompany = (id: string) =>
  useQuery({
    queryKey: ['companies', id],
    queryFn: () => api<PublicCompany>(API_PATHS.company(id), { anonymous: true }),
    initialData: () => prefetchedAnswer<PublicCompany>(API_PATHS.company(id)),
    initialDataUpdatedAt: prefetchedAt,
    retry: retryServerFaultsOnce,
  });

export const useCompanyJobs = (id: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: ['companies', id, 'jobs', page],
    queryFn: () => api<CompanyJobsPage>(API_PATHS.companyJobs(id), { anonymous: true, query: { page } }),
    initialData: () => prefetchedAnswer<CompanyJobsPage>(API_PATHS.companyJobs(id), { page }),
    initialDataUpdatedAt: prefetchedAt,
    placeholderData: keepPreviousData,
    retry: retryServerFaultsOnce,
    enabled,
  });

export const useSimilarJobs = (jobId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['jobs', 'similar', jobId],
    queryFn: () => api<SimilarJobs>(API_PATHS.similarJobs(jobId), { anonymous: true }),
    retry: retryServerFaultsOnce,
    enabled,
  });
