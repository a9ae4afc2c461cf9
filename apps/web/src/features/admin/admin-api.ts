import type {
  AdminEmployerPage,
  AdminMe,
  AdminVerificationPage,
  AuditPage,
  EmployerAccountStatus,
  HeldJobPage,
  JobDecisionAnswer,
  JobDecisionPayload,
  JobReportPage,
  SuspensionAnswer,
  SuspensionPayload,
  VerificationDecisionAnswer,
  VerificationDecisionPayload,
} from '@kweli/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The admin console's calls (issue 22, docs/product/rules.md "Trust and safety"), all under /api/admin/. */
export const ADMIN_KEY = ['admin'] as const;

export const getAdminMe = () => api<AdminMe>('/admin/me/');
export const listAudit = (page: number) => api<AuditPage>('/admin/audit/', { query: { page } });

export const useAuditLog = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'audit', page],
      queryFn: () => listAudit(page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export const listHeldJobs = (page: number) => api<HeldJobPage>('/admin/jobs/', { query: { page } });
export const decideJob = (id: number, body: JobDecisionPayload) =>
  api<JobDecisionAnswer>(`/admin/jobs/${id}/decide/`, { method: 'POST', body });

export const useHeldJobs = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'queue', page],
      queryFn: () => listHeldJobs(page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export const listReports = (page: number) => api<JobReportPage>('/admin/reports/', { query: { page } });
export const useReports = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'reports', page],
      queryFn: () => listReports(page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export type VerificationListStatus = 'pending' | 'verified' | 'rejected';
export const listVerifications = (status: VerificationListStatus, page: number) =>
  api<AdminVerificationPage>('/admin/verifications/', { query: { status, page } });
export const decideVerification = (employerId: number, body: VerificationDecisionPayload) =>
  api<VerificationDecisionAnswer>(`/admin/verifications/${employerId}/decide/`, { method: 'POST', body });

export const useVerifications = (status: VerificationListStatus, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'verifications', status, page],
      queryFn: () => listVerifications(status, page),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** The Employers section (issue 22 item 6): search, status, suspend and lift. */
export interface EmployerSearch {
  page: number;
  q: string;
  status?: EmployerAccountStatus;
}
export const listEmployers = (query: EmployerSearch) =>
  api<AdminEmployerPage>('/admin/employers/', { query: { ...query } });
export const useEmployers = (query: EmployerSearch) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'employers', query],
      queryFn: () => listEmployers(query),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
export const setSuspension = (id: number, action: 'suspend' | 'unsuspend', body: SuspensionPayload) =>
  api<SuspensionAnswer>(`/admin/employers/${id}/${action}/`, { method: 'POST', body });
