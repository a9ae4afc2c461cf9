import type { TalentCandidateSummary } from '@kweli/shared';
import { t } from './texts.ts';

/**
 * The saved-talent answer in any of the shapes the spec names (docs/product/employer.md §3): a list, an
 * object with a results list, or a single object; each item either `{ candidate_id, candidate: {id, …} }` or
 * a bare candidate with an id. Items without a usable candidate and id are skipped (and logged), never shown
 * broken.
 */
export interface SavedCard {
  candidateId: number | string;
  candidate: TalentCandidateSummary;
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const validId = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '');

/** The list of items, or null when the answer has none of the known shapes. */
export function savedTalentList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (isObject(raw) && Array.isArray(raw.results)) return raw.results;
  if (isObject(raw) && (isObject(raw.candidate) || validId(raw.id) || validId(raw.candidate_id)))
    return [raw];
  return null;
}

export function savedCard(item: unknown): SavedCard | null {
  if (!isObject(item)) return null;
  const candidate = isObject(item.candidate) ? item.candidate : item;
  const candidateId = validId(item.candidate_id) ? item.candidate_id : candidate.id;
  if (!validId(candidateId) || !validId(candidate.id ?? candidateId)) return null;
  const first = text(candidate.first_name);
  const last = text(candidate.last_name);
  const fullName =
    text(candidate.full_name) || `${first} ${last}`.trim() || text(candidate.name) || t('common.candidate');
  return {
    candidateId,
    candidate: {
      id: Number(candidate.id ?? candidateId),
      first_name: first,
      last_name: last,
      full_name: fullName,
      profile_picture: text(candidate.profile_picture) || null,
      cv_file: text(candidate.cv_file) || null,
      work_experiences: list(candidate.work_experiences),
      educations: list(candidate.educations),
      cities: list<string>(candidate.cities),
      countries: list<string>(candidate.countries),
      years_of_experience:
        typeof candidate.years_of_experience === 'number' ? candidate.years_of_experience : 0,
      is_saved: true,
    },
  };
}

/** The next page's path under the API base, from the absolute `next` address of a paged answer. */
export function nextPagePath(raw: unknown): string | null {
  if (!isObject(raw) || typeof raw.next !== 'string' || !raw.next) return null;
  const url = new URL(raw.next, window.location.origin);
  return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
}
