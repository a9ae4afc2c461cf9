import type { TalentCandidateDetails } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { noRetryOnRefusal } from './retry.ts';

/** GET /talent/candidates/{id}/: the full profile with e-mail and phone. */
export const getCandidate = (id: string) =>
  api<TalentCandidateDetails>(`/talent/candidates/${encodeURIComponent(id)}/`, { callerEndsSession: true });

export const candidateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['talent', 'candidate', id],
    queryFn: () => getCandidate(id),
    retry: noRetryOnRefusal,
  });

export const useCandidate = (id: string) => useQuery(candidateQueryOptions(id));
