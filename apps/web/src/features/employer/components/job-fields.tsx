import {
  COUNTRIES,
  EXPERIENCE_LEVELS,
  experienceLabel,
  INDUSTRIES,
  JOB_TYPES,
  KENYA_COUNTIES_BY_NAME,
  LOCATION_TYPES,
  label,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  todayInNairobi,
  WORKING_PERIODS,
} from '@kweli/shared';
import { FieldError } from '../../../components/form-field.tsx';
import type { JobErrors, JobForm } from '../job-form.ts';

/** One input of the job form with its label and error. */
type Kind = 'text' | 'date' | 'textarea' | 'select' | 'amount';
interface FieldSpec {
  label: string;
  kind: Kind;
  options?: readonly string[];
  /** How an option reads, when not the shared label. */
  optionLabel?: (value: string) => string;
  /** A select that always has a value: no "Select ..." choice. */
  chosen?: boolean;
  hint?: string;
  required?: boolean;
}

const PERIOD_LABELS: Record<string, string> = {
  hour: 'An hour',
  day: 'A day',
  month: 'A month',
  year: 'A year',
};

export type TextFieldName = Exclude<keyof JobForm, 'screening_questions'>;

export const JOB_FIELDS: Record<TextFieldName, FieldSpec> = {
  job_title: { label: 'Job title', kind: 'text', required: true },
  industry: { label: 'Industry', kind: 'select', options: INDUSTRIES, required: true },
  city: { label: 'City', kind: 'text' },
  country: { label: 'Country', kind: 'select', options: COUNTRIES },
  county: { label: 'County', kind: 'select', options: KENYA_COUNTIES_BY_NAME, optionLabel: (v) => v },
  location_type: { label: 'Location type', kind: 'select', options: LOCATION_TYPES, required: true },
  working_period: { label: 'Working period', kind: 'select', options: WORKING_PERIODS, required: true },
  job_type: { label: 'Job type', kind: 'select', options: JOB_TYPES, required: true },
  due_date: { label: 'Due date', kind: 'date' },
  description: { label: 'Job description', kind: 'textarea', required: true },
  requirements: { label: 'Requirements', kind: 'textarea' },
  application_details: { label: 'Application details', kind: 'textarea' },
  benefits: { label: 'Benefits', kind: 'textarea' },
  experience_level: {
    label: 'Experience level',
    kind: 'select',
    options: EXPERIENCE_LEVELS,
    optionLabel: experienceLabel,
  },
  salary_min: { label: 'Minimum salary', kind: 'amount', hint: 'Whole amount, for example 80,000' },
  salary_max: { label: 'Maximum salary', kind: 'amount', hint: 'Whole amount, for example 120,000' },
  salary_currency: { label: 'Currency', kind: 'select', options: SALARY_CURRENCIES, chosen: true },
  salary_period: {
    label: 'Paid per',
    kind: 'select',
    options: SALARY_PERIODS,
    optionLabel: (v) => PERIOD_LABELS[v] ?? v,
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
  const spec = JOB_FIELDS[name];
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
        {spec.chosen ? null : <option value="">Select {spec.label.toLowerCase()}</option>}
        {spec.options!.map((o) => (
          <option key={o} value={o}>
            {spec.optionLabel ? spec.optionLabel(o) : label(o)}
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
        {spec.label}
        {spec.required ? ' *' : ''}
      </label>
      {input}
      {spec.hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {spec.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
