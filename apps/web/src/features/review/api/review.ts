import type {
  ApplicantsPage,
  ApplicantsPipeline,
  Application,
  ApplicationNote,
  ApplicationNotes,
  EmployerJob,
  ReviewedApplication,
  ReviewStatus,
  Shortlist,
} from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * The employer's review calls (docs/product/employer.md §7): a job's applicants, one application with the
 * candidate's profile (the server marks a pending one reviewed as it is opened), the status change and the
 * shortlist. Every status change invalidates the review lists and the candidate-facing application.
 */
export const REVIEW_KEY = ['review'] as const;

export const getReviewJob = (jobId: string) =>
  api<EmployerJob>(`/employer/jobs/${encodeURIComponent(jobId)}/`);

export const useReviewJob = (jobId: string) =>
  useQuery(queryOptions({ queryKey: [...REVIEW_KEY, 'job', jobId], queryFn: () => getReviewJob(jobId) }));

/**
 * `meets`: the knockout filter (issue 28): 'true', 'false' or '' for all. `status`: one column or tab of
 * the pipeline (issue 28 item 7); every answer counts each status of the whole job (`status_counts`).
 */
export const getApplicants = (jobId: string, page: number, meets = '', status?: ReviewStatus) =>
  api<ApplicantsPage>('/applications/for_job/', {
    query: {
      job_id: jobId,
      page,
      ...(meets ? { meets_requirements: meets } : {}),
      ...(status ? { review_status: status } : {}),
    },
  });

/** `enabled`: false while the page's first answer (the pipeline's) already holds this page. */
export const useApplicants = (
  jobId: string,
  page: number,
  meets = '',
  status?: ReviewStatus,
  enabled = true,
) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEW_KEY, 'applicants', jobId, page, meets, status ?? 'all'],
      queryFn: () => getApplicants(jobId, page, meets, status),
      enabled,
    }),
  );

/**
 * Decision 093: the pipeline's four columns in one call (the first page of each status and the counts);
 * a column's later pages are `useApplicants` of its status. Under the applicants' key, so whatever makes
 * the lists stale (a decision, a message read) makes it stale too.
 */
export const useApplicantsPipeline = (jobId: string, meets: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEW_KEY, 'applicants', jobId, 'pipeline', meets],
      queryFn: () =>
        api<ApplicantsPipeline>('/applications/for_job/pipeline/', {
          query: { job_id: jobId, ...(meets ? { meets_requirements: meets } : {}) },
        }),
      enabled,
    }),
  );

/**
 * The detail page opens the application: the server marks a pending one reviewed (once) and answers it
 * with the candidate's profile. A POST, because it changes the status; reads elsewhere are GETs.
 */
export const getReviewedApplication = (id: string) =>
  api<ReviewedApplication>(`/applications/${encodeURIComponent(id)}/open/`, {
    method: 'POST',
    query: { include_candidate_profile: true },
  });

export const useReviewedApplication = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEW_KEY, 'application', id],
      queryFn: () => getReviewedApplication(id),
    }),
  );

export const updateReviewStatus = (id: number, reviewStatus: ReviewStatus) =>
  api<Application>(`/applications/${id}/update-status/`, {
    method: 'PATCH',
    body: { review_status: reviewStatus },
  });

export const getShortlist = () => api<Shortlist>('/applications/shortlisted/');

export const useShortlist = () =>
  useQuery(queryOptions({ queryKey: [...REVIEW_KEY, 'shortlist'], queryFn: getShortlist }));

/** Issue 28 item 5: the employer's private notes and rating of one application (never the candidate's). */
export const notesKey = (id: number) => [...REVIEW_KEY, 'notes', id] as const;

export const useApplicationNotes = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: notesKey(id),
      queryFn: () => api<ApplicationNotes>(`/applications/${id}/notes/`),
    }),
  );

export const addApplicationNote = (id: number, body: string) =>
  api<ApplicationNote>(`/applications/${id}/notes/`, { method: 'POST', body: { body } });

export const rateApplication = (id: number, rating: number | null) =>
  api<ApplicationNotes>(`/applications/${id}/`, { method: 'PATCH', body: { rating } });
