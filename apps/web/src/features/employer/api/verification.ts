import type { EmployerVerification, EmployerVerificationPayload } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** The employer's verification (issue 22 item 2): GET and POST /employer/verification/. */
export const VERIFICATION_KEY = ['employer', 'verification'] as const;

export const useVerification = () =>
  useQuery({
    queryKey: VERIFICATION_KEY,
    queryFn: () => api<EmployerVerification>('/employer/verification/'),
    retry: 1,
  });

export const sendVerification = (body: EmployerVerificationPayload) =>
  api<EmployerVerification>('/employer/verification/', { method: 'POST', body });
