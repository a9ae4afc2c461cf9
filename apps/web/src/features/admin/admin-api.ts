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
  QueryValues,
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
/**
 * An admin list: kept under ADMIN_KEY (a decision refreshes every list), the page shown stays on the
 * screen while the next loads, and a failure shows at once (no retries).
 */
const useAdminList = <T>(key: readonly unknown[], path: string, query: QueryValues) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, ...key],
      queryFn: () => api<T>(path, { query }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export const useAuditLog = (page: number) =>
  useAdminList<AuditPage>(['audit', page], '/admin/audit/', { page });

export const decideJob = (id: number, body: JobDecisionPayload) =>
  api<JobDecisionAnswer>(`/admin/jobs/${id}/decide/`, { method: 'POST', body });
export const useHeldJobs = (page: number) =>
  useAdminList<HeldJobPage>(['queue', page], '/admin/jobs/', { page });

export const useReports = (page: number) =>
  useAdminList<JobReportPage>(['reports', page], '/admin/reports/', { page });

export type VerificationListStatus = 'pending' | 'verified' | 'rejected';
export const decideVerification = (employerId: number, body: VerificationDecisionPayload) =>
  api<VerificationDecisionAnswer>(`/admin/verifications/${employerId}/decide/`, { method: 'POST', body });
export const useVerifications = (status: VerificationListStatus, page: number) =>
  useAdminList<AdminVerificationPage>(['verifications', status, page], '/admin/verifications/', {
    status,
    page,
  });

/** The Employers section (issue 22 item 6): search, status, suspend and lift. */
export interface EmployerSearch {
  page: number;
  q: string;
  status?: EmployerAccountStatus;
}
export const useEmployers = (query: EmployerSearch) =>
  useAdminList<AdminEmployerPage>(['employers', query], '/admin/employers/', { ...query });
export const setSuspension = (id: number, action: 'suspend' | 'unsuspend', body: SuspensionPayload) =>
  api<SuspensionAnswer>(`/admin/employers/${id}/${action}/`, { method: 'POST', body });
