import {
  COUNTRIES,
  INDUSTRIES,
  JOB_TYPES,
  LOCATION_TYPES,
  label,
  todayInNairobi,
  WORKING_PERIODS,
} from '@kweli/shared';
import type { JobErrors, JobForm } from '../job-form.ts';

/** One input of the job form with its label and error. */
type Kind = 'text' | 'date' | 'textarea' | 'select';
interface FieldSpec {
  label: string;
  kind: Kind;
  options?: readonly string[];
  required?: boolean;
}

export const JOB_FIELDS: Record<keyof JobForm, FieldSpec> = {
  job_title: { label: 'Job title', kind: 'text', required: true },
  industry: { label: 'Industry', kind: 'select', options: INDUSTRIES, required: true },
  city: { label: 'City', kind: 'text' },
  country: { label: 'Country', kind: 'select', options: COUNTRIES },
  location_type: { label: 'Location type', kind: 'select', options: LOCATION_TYPES, required: true },
  working_period: { label: 'Working period', kind: 'select', options: WORKING_PERIODS, required: true },
  job_type: { label: 'Job type', kind: 'select', options: JOB_TYPES, required: true },
  due_date: { label: 'Due date', kind: 'date' },
  description: { label: 'Job description', kind: 'textarea', required: true },
  requirements: { label: 'Requirements', kind: 'textarea' },
  application_details: { label: 'Application details', kind: 'textarea' },
  benefits: { label: 'Benefits', kind: 'textarea' },
};

export function JobField({
  name,
  form,
  errors,
  onChange,
}: {
  name: keyof JobForm;
  form: JobForm;
  errors: JobErrors;
  onChange: (form: JobForm) => void;
}) {
  const spec = JOB_FIELDS[name];
  const id = `job-${name}`;
  const error = errors[name];
  const common = {
    id,
    name,
    value: form[name],
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const set = (value: string) => onChange({ ...form, [name]: value });
  let input: React.ReactNode;
  if (spec.kind === 'textarea') {
    input = <textarea {...common} rows={6} onChange={(e) => set(e.target.value)} />;
  } else if (spec.kind === 'select') {
    input = (
      <select {...common} onChange={(e) => set(e.target.value)}>
        <option value="">Select {spec.label.toLowerCase()}</option>
        {spec.options!.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
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
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
