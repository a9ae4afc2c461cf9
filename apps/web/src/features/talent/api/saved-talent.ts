import type { SavedTalentItem } from '@kweli/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * Saved talent: the list (kept raw, since the page accepts every shape the spec names), saving from a
 * search result or a profile, and removing from the list.
 */
export const SAVED_TALENT_KEY = ['talent', 'saved'] as const;

export const getSavedTalent = () => api<unknown>('/talent/saved/');

export const savedTalentQueryOptions = () =>
  queryOptions({ queryKey: SAVED_TALENT_KEY, queryFn: getSavedTalent, retry: false });

export const useSavedTalent = () => useQuery(savedTalentQueryOptions());

export const saveCandidate = (candidateId: number) =>
  api<SavedTalentItem>('/talent/saved/', {
    method: 'POST',
    body: { candidate_id: candidateId },
    callerEndsSession: true,
  });

export const removeSavedCandidate = (candidateId: number | string) =>
  api<null>(`/talent/saved/${encodeURIComponent(String(candidateId))}/`, { method: 'DELETE' });

/** Saving changes what the saved list and every "Saved" mark show. */
export function useSaveCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCandidate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['talent'] }),
  });
}
