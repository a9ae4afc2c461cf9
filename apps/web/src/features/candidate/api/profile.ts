import type { CandidateProfile, Education, WorkExperience } from '@kweli/shared';
import { isWebAddress } from '@kweli/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { candidateProfileQueryOptions } from '../../../api/own-profile.ts';

/** GET /candidate-profile/: the candidate's own profile with e-mail, streak and entries (prefetched at login). */
export const profileQueryOptions = candidateProfileQueryOptions;

export const useProfile = () => useQuery(profileQueryOptions());

/**
 * PATCH /candidate-profile/. Picture and CV values that are already web addresses (links read back)
 * are not sent again (docs/product/candidate.md §5): only stored keys, or null to remove, go to the server.
 */
export function updateProfile(body: Record<string, unknown>): Promise<CandidateProfile> {
  const sent = { ...body };
  for (const field of ['profile_picture', 'cv_file']) if (isWebAddress(sent[field])) delete sent[field];
  return api<CandidateProfile>('/candidate-profile/', { method: 'PATCH', body: sent });
}

export type ExperienceBody = Omit<WorkExperience, 'id'>;
export type EducationBody = Omit<Education, 'id' | 'certificate'> & { certificate?: string | null };

export const saveWorkExperience = (id: number | undefined, body: ExperienceBody) =>
  api<WorkExperience>(id ? `/work-experiences/${id}/` : '/work-experiences/', {
    method: id ? 'PUT' : 'POST',
    body,
  });

export const deleteWorkExperience = (id: number) =>
  api<null>(`/work-experiences/${id}/`, { method: 'DELETE' });

export const saveEducation = (id: number | undefined, body: EducationBody) =>
  api<Education>(id ? `/educations/${id}/` : '/educations/', { method: id ? 'PUT' : 'POST', body });

export const deleteEducation = (id: number) => api<null>(`/educations/${id}/`, { method: 'DELETE' });
