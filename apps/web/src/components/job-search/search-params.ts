import type { JobSearchParams } from './search-jobs.ts';

/** The search's parameters live in the address, so a reload or a shared link runs the same search. */
export const SEARCH_PARAM_NAMES = [
  'job_title',
  'city',
  'county',
  'country',
  'location_type',
  'working_period',
  'job_type',
  'posted_within',
  'experience_level',
  'salary_min',
  'sort',
] as const;

export function searchParamsToQuery(params: URLSearchParams): JobSearchParams {
  const query: JobSearchParams = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

export function queryToSearchParams(query: JobSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return params;
}
