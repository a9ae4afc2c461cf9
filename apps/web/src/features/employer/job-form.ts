import {
  DEFAULT_SALARY_CURRENCY,
  type EmployerJob,
  JOB_POSTING_MESSAGES,
  type JobPostingPayload,
  jobSaveErrors,
  KENYA,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  salaryAmount,
  todayInNairobi,
} from '@kweli/shared';
import { ApiError } from '../../api/client.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { schemaFromRule } from '../../lib/forms/form-rules.ts';

/**
 * The job posting form's values and rules: converted from a stored job and to the API payload (job_type
 * in upper case, docs/product/employer.md §3), the checks before Save as Draft and Publish, and the failure
 * texts of §8 from the server's answer.
 */
/**
 * A screening question as the form holds it (issue 28): options and choice knockouts one per line, a
 * number knockout as typed, a yes/no knockout as "yes", "no" or "" (none).
 */
export interface ScreeningQuestionForm {
  id?: string;
  question: string;
  kind: string;
  options: string;
  required: boolean;
  knockout: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function questionToForm(q: ScreeningQuestion): ScreeningQuestionForm {
  const k = q.knockout;
  return {
    id: q.id,
    question: q.question,
    kind: q.kind,
    options: q.options.join('\n'),
    required: q.required,
    knockout: k === null ? '' : typeof k === 'string' ? k : Array.isArray(k) ? k.join('\n') : String(k.min),
  };
}

export function questionToPayload(q: ScreeningQuestionForm): ScreeningQuestionInput {
  const knockout = q.knockout.trim();
  return {
    ...(q.id ? { id: q.id } : {}),
    question: q.question,
    kind: q.kind as ScreeningQuestionInput['kind'],
    options: q.kind === 'choice' ? lines(q.options) : [],
    required: q.required,
    knockout: !knockout
      ? null
      : q.kind === 'yes_no'
        ? (knockout as 'yes' | 'no')
        : q.kind === 'number'
          ? { min: Number(knockout) }
          : q.kind === 'choice'
            ? lines(knockout)
            : null,
  };
}

export interface JobForm {
  job_title: string;
  industry: string;
  city: string;
  country: string;
  /** Issue 25 item 4: one of the 47 counties, asked only for a job in Kenya. */
  county: string;
  location_type: string;
  working_period: string;
  job_type: string;
  due_date: string;
  description: string;
  requirements: string;
  application_details: string;
  benefits: string;
  /** Issue 24: typed amounts ("80,000" too), the currency, the pay period and the level. */
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: string;
  experience_level: string;
  /** Issue 28: up to 10 screening questions. */
  screening_questions: ScreeningQuestionForm[];
}

export const emptyJobForm = (industry = ''): JobForm => ({
  job_title: '',
  industry,
  city: '',
  country: '',
  county: '',
  location_type: '',
  working_period: '',
  job_type: '',
  due_date: '',
  description: '',
  requirements: '',
  application_details: '',
  benefits: '',
  salary_min: '',
  salary_max: '',
  salary_currency: DEFAULT_SALARY_CURRENCY,
  salary_period: 'month',
  experience_level: '',
  screening_questions: [],
});

export const jobToForm = (job: EmployerJob): JobForm => ({
  job_title: job.job_title,
  industry: job.industry,
  city: job.city,
  country: job.country,
  county: job.county ?? '',
  location_type: job.location_type ?? '',
  working_period: job.working_period ?? '',
  job_type: job.job_type ?? '',
  due_date: job.due_date ?? '',
  description: job.description,
  requirements: job.requirements,
  application_details: job.application_details,
  benefits: job.benefits,
  salary_min: job.salary_min == null ? '' : String(job.salary_min),
  salary_max: job.salary_max == null ? '' : String(job.salary_max),
  salary_currency: job.salary_currency ?? DEFAULT_SALARY_CURRENCY,
  salary_period: job.salary_period ?? 'month',
  experience_level: job.experience_level ?? '',
  screening_questions: (job.screening_questions ?? []).map(questionToForm),
});

export function toPayload(form: JobForm, status: 'draft' | 'published'): JobPostingPayload {
  return {
    ...form,
    job_title: form.job_title.trim(),
    county: form.country === KENYA ? (form.county ?? '') : '',
    job_type: form.job_type ? form.job_type.toUpperCase() : '',
    due_date: form.due_date || null,
    salary_min: salaryAmount(form.salary_min),
    salary_max: salaryAmount(form.salary_max),
    // A period chosen with no amount names no salary.
    salary_period: form.salary_min.trim() || form.salary_max.trim() ? form.salary_period : null,
    screening_questions: form.screening_questions.map(questionToPayload),
    status,
  };
}

export type JobErrors = Record<string, string>;

/** Step 1's check before Next: a job has a title. */
export const jobTitleSchema = schemaFromRule<JobForm>(
  (form): Record<string, string> =>
    form.job_title.trim() ? {} : { job_title: messageText(JOB_POSTING_MESSAGES.titleRequired) },
);

/** The checks before a save, the same as the server's (the shared `jobSaveErrors`). */
export const jobSaveSchema = (status: 'draft' | 'published', keptDueDate: string | null) =>
  schemaFromRule<JobForm>((form) =>
    jobSaveErrors(
      { ...form, status, due_date: form.due_date || null },
      { today: todayInNairobi(), keptDueDate },
    ),
  );

/**
 * The banner over a save the checks refused: a Publish missing required fields gets the "fill in all
 * required fields" one; any other refusal the "correct the errors below" one.
 */
export function refusedSaveBanner(fields: string[], status: 'draft' | 'published'): string {
  const missing = fields.some((f) => f !== 'due_date');
  return status === 'published' && missing
    ? messageText(JOB_POSTING_MESSAGES.fillRequired)
    : messageText(JOB_POSTING_MESSAGES.correctBelow);
}

/**
 * The texts of a failed save (docs/product/employer.md §8): a plain body as is, field errors on their fields.
 */
export function saveFailure(
  error: unknown,
  status: 'draft' | 'published',
): { errors: JobErrors; banner: string } {
  const fallback =
    status === 'draft'
      ? messageText(JOB_POSTING_MESSAGES.draftFailed)
      : messageText(JOB_POSTING_MESSAGES.publishFailed);
  if (!(error instanceof ApiError)) return { errors: {}, banner: fallback };
  const body = error.body;
  if (typeof body === 'string' && body.trim()) return { errors: {}, banner: body };
  if (body && typeof body === 'object') {
    const fields = error.fieldMessages();
    if (status === 'published' && Object.keys(fields).length > 0) {
      return { errors: fields, banner: messageText(JOB_POSTING_MESSAGES.correctBelow) };
    }
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'message'] as const) {
      if (typeof record[key] === 'string') return { errors: fields, banner: record[key] as string };
    }
    if (Object.keys(fields).length > 0) return { errors: fields, banner: Object.values(fields).join('; ') };
  }
  return { errors: {}, banner: fallback };
}
