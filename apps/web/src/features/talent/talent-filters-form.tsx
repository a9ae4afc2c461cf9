import { zodResolver } from '@hookform/resolvers/zod';
import {
  KENYA_COUNTIES_BY_NAME,
  TALENT_FILTERS,
  type TalentFilter,
  type TalentFilterOptions,
  talentSearchQuery,
} from '@kweli/shared';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type LabelKind, useLabel } from '../../lib/labels.ts';
import { type TalentText, useT } from './texts.ts';

/**
 * The Find Talent filters. The values start from the page's query string; Search checks them with the
 * API's own schema (years at least 0, minimum not above maximum) and hands back only the filled ones.
 */
export type FilterValues = Record<TalentFilter, string>;

export const emptyFilters = (): FilterValues =>
  Object.fromEntries(TALENT_FILTERS.map((name) => [name, ''])) as FilterValues;

export function filtersFrom(params: URLSearchParams): FilterValues {
  const values = emptyFilters();
  for (const name of TALENT_FILTERS) values[name] = params.get(name) ?? '';
  return values;
}

const SELECTS: {
  name: TalentFilter;
  label: TalentText;
  options: keyof TalentFilterOptions;
  /** The product label the pool's values read as; cities and countries are names. */
  kind?: LabelKind;
}[] = [
  { name: 'city', label: 'filters.city', options: 'cities' },
  { name: 'country', label: 'filters.country', options: 'countries' },
  { name: 'industry', label: 'filters.industry', options: 'industries', kind: 'industry' },
  {
    name: 'education_level',
    label: 'filters.educationLevel',
    options: 'education_levels',
    kind: 'educationLevel',
  },
];

export function TalentFiltersForm({
  initial,
  options,
  onSearch,
  onClear,
}: {
  initial: FilterValues;
  options: TalentFilterOptions | undefined;
  onSearch: (filled: Partial<FilterValues>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const labelOf = useLabel();
  const id = useId();
  // The raw strings are kept (the API's schema only checks them): the address carries them as typed.
  const form = useForm<FilterValues>({
    defaultValues: initial,
    // The filters are the search query without its page (which defaults to 1), hence the cast.
    resolver: zodResolver(talentSearchQuery, undefined, { raw: true }) as unknown as Resolver<FilterValues>,
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((checked) => {
    const filled: Partial<FilterValues> = {};
    for (const name of TALENT_FILTERS) if (checked[name].trim()) filled[name] = checked[name].trim();
    onSearch(filled);
  });

  const field = (name: TalentFilter) => ({
    id: `${id}-${name}`,
    ...form.register(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: TalentFilter) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <form className="card talent-filters" aria-label={t('filters.label')} onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-job_title`}>{t('filters.jobTitle')}</label>
        <input {...field('job_title')} type="text" list={`${id}-titles`} autoComplete="off" />
        <datalist id={`${id}-titles`}>
          {options?.job_titles.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        {error('job_title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('filters.keywords')}</label>
        <input {...field('q')} type="search" placeholder={t('filters.keywordsPlaceholder')} />
        {error('q')}
      </div>
      {SELECTS.map(({ name, label, options: key, kind }) => {
        const list = options?.[key] ?? [];
        // A value from a shared link that the pool no longer holds still shows as chosen.
        const choices = values[name] && !list.includes(values[name]) ? [values[name], ...list] : list;
        return (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <select {...field(name)}>
              <option value="">{t('filters.any')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {kind ? labelOf(kind, choice) : choice}
                </option>
              ))}
            </select>
            {error(name)}
          </div>
        );
      })}

      {/* Issue 25 item 4: candidates by county of Kenya, from the list job search offers. */}
      <div className="field">
        <label htmlFor={`${id}-county`}>{t('filters.county')}</label>
        <select {...field('county')}>
          <option value="">{t('filters.anyCounty')}</option>
          {KENYA_COUNTIES_BY_NAME.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </select>
        {error('county')}
      </div>

      <div className="field">
        <label htmlFor={`${id}-years_experience_min`}>{t('filters.yearsMin')}</label>
        <input {...field('years_experience_min')} type="number" inputMode="numeric" min={0} step={1} />
        {error('years_experience_min')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-years_experience_max`}>{t('filters.yearsMax')}</label>
        <input {...field('years_experience_max')} type="number" inputMode="numeric" min={0} step={1} />
        {error('years_experience_max')}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            form.reset(emptyFilters());
            onClear();
          }}
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
