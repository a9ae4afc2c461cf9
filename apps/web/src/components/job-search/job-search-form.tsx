import { COUNTRIES, JOB_SEARCH_TEXT_MAX } from '@kweli/shared';
import { type FormEvent, useId, useState } from 'react';
import { useWideScreen } from '../../lib/media-query.ts';
import { t as translate, useT } from '../texts.ts';
import type { JobSearchParams } from './search-jobs.ts';

/**
 * The job search block's form (docs/product/foundation.md §2.3): job title, city, a country dropdown (the shared list)
 * and Search. It hands the entered values to `onSearch`; empty fields are left out.
 *
 * On a phone, once a search is made, the form folds to one line ("engineer in Nairobi · Edit") so that
 * the first result is on the first screen (issue 27 item 1); Edit opens it again.
 */
export function searchSummary(values: Pick<JobSearchParams, 'job_title' | 'city' | 'country'>): string {
  const where = [values.city, values.country].filter(Boolean).join(', ');
  const what = values.job_title || translate('jobSearch.allJobs');
  return where ? translate('jobSearch.whatIn', { what, where }) : what;
}

export function JobSearchForm({
  initial,
  onSearch,
}: {
  initial: JobSearchParams;
  onSearch: (values: Pick<JobSearchParams, 'job_title' | 'city' | 'country'>) => void;
}) {
  const t = useT();
  const id = useId();
  const wide = useWideScreen();
  const searched = Boolean(initial.job_title || initial.city || initial.country);
  const [editing, setEditing] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setEditing(false);
    // On a phone the folded line and the first results take the top of the screen.
    if (!wide) event.currentTarget.scrollIntoView?.({ block: 'start' });
    onSearch({ job_title: value('job_title'), city: value('city'), country: value('country') });
  };
  if (!wide && searched && !editing)
    return (
      <p className="job-search-summary">
        <span>{searchSummary(initial)}</span> ·{' '}
        <button
          type="button"
          className="link-button"
          aria-label={t('jobSearch.editSearch', { summary: searchSummary(initial) })}
          onClick={() => setEditing(true)}
        >
          {t('jobSearch.edit')}
        </button>
      </p>
    );
  return (
    <form className="job-search-form" aria-label={t('jobSearch.form')} onSubmit={onSubmit}>
      <TextField
        id={`${id}-title`}
        label={t('jobSearch.jobTitle')}
        name="job_title"
        type="search"
        initial={initial}
        example={t('jobSearch.jobTitleExample')}
      />
      <TextField
        id={`${id}-city`}
        label={t('jobSearch.city')}
        name="city"
        type="text"
        initial={initial}
        example={t('jobSearch.cityExample')}
      />
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('jobSearch.country')}</label>
        <select id={`${id}-country`} name="country" defaultValue={initial.country ?? ''}>
          <option value="">{t('jobSearch.allCountries')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field job-search-submit">
        <button type="submit" className="button button-primary">
          {t('jobSearch.search')}
        </button>
      </div>
    </form>
  );
}

/** A text field of the search, filled with what was searched. */
function TextField(props: {
  id: string;
  label: string;
  name: 'job_title' | 'city';
  type: 'search' | 'text';
  initial: JobSearchParams;
  example: string;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        maxLength={JOB_SEARCH_TEXT_MAX}
        defaultValue={props.initial[props.name] ?? ''}
        placeholder={t('jobSearch.example', { example: props.example })}
      />
    </div>
  );
}
