import {
  COUNTRIES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  KENYA,
  KENYA_COUNTIES_BY_NAME,
  LOCATION_TYPES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  todayInNairobi,
  WORKING_PERIODS,
} from '@kweli/shared';
import { FieldError } from '../../../components/form-field.tsx';
import { type LabelKind, useLabel } from '../../../lib/labels.ts';
import type { JobErrors, JobForm } from '../job-form.ts';
import { type EmployerText, useT } from '../texts.ts';

/** One input of the job form with its label and error. */
type Kind = 'text' | 'date' | 'textarea' | 'select' | 'amount';
interface FieldSpec {
  label: EmployerText;
  kind: Kind;
  options?: readonly string[];
  /** How an option reads: a product label of that kind, `periods` from this folder's texts, else as it is. */
  optionLabel?: LabelKind | 'periods';
  /** A select that always has a value: no "Select ..." choice. */
  chosen?: boolean;
  hint?: EmployerText;
  required?: boolean;
}

export type TextFieldName = Exclude<keyof JobForm, 'screening_questions'>;

export const JOB_FIELDS: Record<TextFieldName, FieldSpec> = {
  job_title: { label: 'jobFields.jobTitle', kind: 'text', required: true },
  industry: {
    label: 'jobFields.industry',
    kind: 'select',
    options: INDUSTRIES,
    optionLabel: 'industry',
    required: true,
  },
  city: { label: 'jobFields.city', kind: 'text' },
  country: { label: 'jobFields.country', kind: 'select', options: COUNTRIES },
  county: {
    label: 'jobFields.county',
    kind: 'select',
    options: KENYA_COUNTIES_BY_NAME,
  },
  location_type: {
    label: 'jobFields.locationType',
    kind: 'select',
    options: LOCATION_TYPES,
    optionLabel: 'locationType',
    required: true,
  },
  working_period: {
    label: 'jobFields.workingPeriod',
    kind: 'select',
    options: WORKING_PERIODS,
    optionLabel: 'workingPeriod',
    required: true,
  },
  job_type: {
    label: 'jobFields.jobType',
    kind: 'select',
    options: JOB_TYPES,
    optionLabel: 'jobType',
    required: true,
  },
  due_date: { label: 'jobFields.dueDate', kind: 'date' },
  description: { label: 'jobFields.description', kind: 'textarea', required: true },
  requirements: { label: 'jobFields.requirements', kind: 'textarea' },
  application_details: { label: 'jobFields.applicationDetails', kind: 'textarea' },
  benefits: { label: 'jobFields.benefits', kind: 'textarea' },
  experience_level: {
    label: 'jobFields.experienceLevel',
    kind: 'select',
    options: EXPERIENCE_LEVELS,
    optionLabel: 'experienceLevel',
  },
  salary_min: { label: 'jobFields.salaryMin', kind: 'amount', hint: 'jobFields.salaryMinHint' },
  salary_max: { label: 'jobFields.salaryMax', kind: 'amount', hint: 'jobFields.salaryMaxHint' },
  salary_currency: { label: 'jobFields.currency', kind: 'select', options: SALARY_CURRENCIES, chosen: true },
  salary_period: {
    label: 'jobFields.paidPer',
    kind: 'select',
    options: SALARY_PERIODS,
    optionLabel: 'periods',
    chosen: true,
  },
};

export function JobField({
  name,
  form,
  errors,
  onChange,
}: {
  name: TextFieldName;
  form: JobForm;
  errors: JobErrors;
  onChange: (form: JobForm) => void;
}) {
  const t = useT();
  const label = useLabel();
  const spec = JOB_FIELDS[name];
  // Issue 25 item 4: a place in Kenya is a county and a town; elsewhere the free city field.
  const fieldLabel = t(name === 'city' && form.country === KENYA ? 'jobFields.town' : spec.label);
  const optionText = (o: string) =>
    spec.optionLabel === 'periods'
      ? t(`jobFields.periods.${o}` as EmployerText)
      : spec.optionLabel
        ? label(spec.optionLabel, o)
        : o;
  const id = `job-${name}`;
  const error = errors[name];
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value: form[name],
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  };
  const set = (value: string) => onChange({ ...form, [name]: value });
  let input: React.ReactNode;
  if (spec.kind === 'textarea') {
    input = <textarea {...common} rows={6} onChange={(e) => set(e.target.value)} />;
  } else if (spec.kind === 'select') {
    input = (
      <select {...common} onChange={(e) => set(e.target.value)}>
        {spec.chosen ? null : (
          <option value="">{t('jobFields.select', { field: fieldLabel.toLowerCase() })}</option>
        )}
        {spec.options!.map((o) => (
          <option key={o} value={o}>
            {optionText(o)}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'amount') {
    input = (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        onChange={(e) => set(e.target.value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type={spec.kind}
        min={spec.kind === 'date' ? todayInNairobi() : undefined}
        onChange={(e) => set(e.target.value)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {fieldLabel}
        {spec.required ? ' *' : ''}
      </label>
      {input}
      {spec.hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {t(spec.hint)}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
