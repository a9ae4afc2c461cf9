import {
  adultBirthCutoff,
  COUNTRIES,
  COUNTY_MESSAGES,
  INDUSTRIES,
  KENYA,
  KENYA_COUNTIES_BY_NAME,
  MAX_PREFERENCES_PER_CATEGORY,
  placeName,
  todayInNairobi,
} from '@kweli/shared';
import { useState } from 'react';
import { FieldError, FormField } from '../../../components/form-field.tsx';
import { PhoneCodeSelect } from '../../../components/phone-code-select.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useLabel } from '../../../lib/labels.ts';
import { DateSelect } from '../components/date-select.tsx';
import { useT } from '../texts.ts';
import type { WizardDraft } from './draft.ts';

/** Step 1: personal details and preferences (docs/product/candidate.md §2). */
export interface StepProps {
  draft: WizardDraft;
  update: (change: Partial<WizardDraft>) => void;
  errors: Record<string, string>;
}

export function PersonalStep({ draft, update, errors }: StepProps) {
  const t = useT();
  const label = useLabel();
  // The shared schema names the number's field; the server names the joined phone.
  const phoneError = errors.phone ?? errors.phone_number;
  const cutoff = adultBirthCutoff(todayInNairobi());
  return (
    <div className="stack">
      <h2>{t('personal.heading')}</h2>
      <div className="grid wizard-grid">
        <FormField
          id="first_name"
          label={t('personal.firstName')}
          value={draft.first_name}
          onChange={(e) => update({ first_name: e.target.value })}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <FormField
          id="last_name"
          label={t('personal.lastName')}
          value={draft.last_name}
          onChange={(e) => update({ last_name: e.target.value })}
          error={errors.last_name}
          autoComplete="family-name"
        />
      </div>
      <div className="field">
        <label htmlFor="phone_number">{t('personal.phone')}</label>
        <div className="phone-input">
          <PhoneCodeSelect
            label={t('personal.countryCode')}
            code={draft.phone_code}
            country={draft.phone_country}
            onChange={(choice) => update({ phone_code: choice.code, phone_country: choice.country })}
          />
          <input
            id="phone_number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={draft.phone_number}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'phone-error' : undefined}
            onChange={(e) => update({ phone_number: e.target.value })}
          />
        </div>
        <FieldError id="phone-error">{phoneError}</FieldError>
      </div>
      <DateSelect
        label={t('personal.dateOfBirth')}
        required
        value={draft.date_of_birth}
        max={cutoff}
        onChange={(date_of_birth) => update({ date_of_birth })}
        error={errors.date_of_birth}
      />

      <h2>{t('personal.preferences')}</h2>
      <p className="muted">{t('personal.preferencesHint', { max: MAX_PREFERENCES_PER_CATEGORY })}</p>
      <PreferenceAdder
        id="industries"
        label={t('personal.industries.label')}
        chosenLabel={t('personal.industries.chosen')}
        addLabel={t('personal.industries.add')}
        values={draft.preferences.industries}
        options={INDUSTRIES}
        show={(industry) => label('industry', industry)}
        onChange={(industries) => update({ preferences: { ...draft.preferences, industries } })}
        error={errors['preferences.industries']}
      />
      <PreferenceAdder
        id="job_titles"
        label={t('personal.jobTitles.label')}
        chosenLabel={t('personal.jobTitles.chosen')}
        addLabel={t('personal.jobTitles.add')}
        values={draft.preferences.job_titles}
        onChange={(job_titles) => update({ preferences: { ...draft.preferences, job_titles } })}
        error={errors['preferences.job_titles']}
      />
      <LocationAdder draft={draft} update={update} error={errors['preferences.locations']} />
    </div>
  );
}

function Chips({
  label,
  values,
  onRemove,
}: {
  /** The list's name, e.g. "Chosen industries". */
  label: string;
  values: string[];
  onRemove: (i: number) => void;
}) {
  const t = useT();
  if (!values.length) return null;
  return (
    <ul className="chips" aria-label={label}>
      {values.map((v, i) => (
        <li key={v} className="chip">
          {v}
          <button
            type="button"
            className="chip-remove"
            aria-label={t('personal.remove', { value: v })}
            onClick={() => onRemove(i)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A category of preferences: Add is disabled at 3 or while the input is empty (docs/product/candidate.md §2).
 */
function PreferenceAdder(props: {
  id: string;
  label: string;
  chosenLabel: string;
  addLabel: string;
  values: string[];
  options?: readonly string[];
  /** How a chosen value reads (an industry's label); as it is when not given. */
  show?: (value: string) => string;
  onChange: (values: string[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const { id, label, values, options, onChange } = props;
  const show = props.show ?? ((value: string) => value);
  const [input, setInput] = useState('');
  const full = values.length >= MAX_PREFERENCES_PER_CATEGORY;
  const add = () => {
    const value = input.trim();
    if (!value || full) return;
    if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) onChange([...values, value]);
    setInput('');
  };
  return (
    <div className="field">
      <label htmlFor={`pref-${id}`}>{label}</label>
      <div className="adder">
        {options ? (
          <select id={`pref-${id}`} value={input} disabled={full} onChange={(e) => setInput(e.target.value)}>
            <option value="">{t('personal.choose')}</option>
            {options
              .filter((o) => !values.includes(o))
              .map((o) => (
                <option key={o} value={o}>
                  {show(o)}
                </option>
              ))}
          </select>
        ) : (
          <input
            id={`pref-${id}`}
            value={input}
            disabled={full}
            maxLength={100}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={full || !input.trim()}
          onClick={add}
          aria-label={props.addLabel}
        >
          {t('personal.add')}
        </button>
      </div>
      <Chips
        label={props.chosenLabel}
        values={values.map(show)}
        onRemove={(i) => onChange(values.filter((_, j) => j !== i))}
      />
      <FieldError>{props.error}</FieldError>
    </div>
  );
}

function LocationAdder({
  draft,
  update,
  error,
}: {
  draft: WizardDraft;
  update: StepProps['update'];
  error?: string | undefined;
}) {
  const t = useT();
  const [city, setCity] = useState('');
  const [country, setCountry] = useState(COUNTRIES[0] ?? KENYA);
  // Issue 25 item 4: a place in Kenya names its county (and its town in City).
  const [county, setCounty] = useState('');
  const inKenya = country === KENYA;
  const ready = city.trim() !== '' && (!inKenya || county !== '');
  const locations = draft.preferences.locations;
  const full = locations.length >= MAX_PREFERENCES_PER_CATEGORY;
  const set = (next: typeof locations) => update({ preferences: { ...draft.preferences, locations: next } });
  const add = () => {
    if (full || !ready) return;
    set([...locations, inKenya ? { city: city.trim(), county, country } : { city: city.trim(), country }]);
    setCity('');
  };
  return (
    <fieldset className="field">
      <legend>{t('personal.locations.label')}</legend>
      <div className="adder">
        <input
          aria-label={t(inKenya ? 'personal.locations.town' : 'personal.locations.city')}
          placeholder={t(inKenya ? 'personal.locations.town' : 'personal.locations.city')}
          value={city}
          disabled={full}
          maxLength={100}
          onChange={(e) => setCity(e.target.value)}
        />
        <select
          aria-label={t('personal.locations.country')}
          value={country}
          disabled={full}
          onChange={(e) => setCountry(e.target.value)}
        >
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {inKenya ? (
          <select
            aria-label={messageText(COUNTY_MESSAGES.label)}
            value={county}
            disabled={full}
            onChange={(e) => setCounty(e.target.value)}
          >
            <option value="">{messageText(COUNTY_MESSAGES.choose)}</option>
            {KENYA_COUNTIES_BY_NAME.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={full || !ready}
          onClick={add}
          aria-label={t('personal.locations.add')}
        >
          {t('personal.add')}
        </button>
      </div>
      <Chips
        label={t('personal.locations.chosen')}
        values={locations.map((l) => placeName(l))}
        onRemove={(i) => set(locations.filter((_, j) => j !== i))}
      />
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
