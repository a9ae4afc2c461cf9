import { COUNTRIES, JOB_SEARCH_TEXT_MAX } from '@kweli/shared';
import { type FormEvent, useId } from 'react';
import type { JobSearchParams } from './search-jobs.ts';

/**
 * The job search block's form (docs/product/foundation.md §2.3): job title, city, a country dropdown (the
 * shared list) and Search. It hands the entered values to `onSearch`; empty fields are left out.
 */
export function JobSearchForm({
  initial,
  onSearch,
}: {
  initial: JobSearchParams;
  onSearch: (values: Pick<JobSearchParams, 'job_title' | 'city' | 'country'>) => void;
}) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    onSearch({ job_title: value('job_title'), city: value('city'), country: value('country') });
  };
  return (
    <form className="job-search-form" aria-label="Search jobs" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-title`}>Job title</label>
        <input
          id={`${id}-title`}
          name="job_title"
          type="search"
          maxLength={JOB_SEARCH_TEXT_MAX}
          defaultValue={initial.job_title ?? ''}
          placeholder="e.g. Software Engineer"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-city`}>City</label>
        <input
          id={`${id}-city`}
          name="city"
          type="text"
          maxLength={JOB_SEARCH_TEXT_MAX}
          defaultValue={initial.city ?? ''}
          placeholder="e.g. Nairobi"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-country`}>Country</label>
        <select id={`${id}-country`} name="country" defaultValue={initial.country ?? ''}>
          <option value="">All countries</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field job-search-submit">
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
    </form>
  );
}
