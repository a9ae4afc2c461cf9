import { DELAYS, EMPLOYER_MESSAGES, JOB_POSTING_MESSAGES, KENYA, salaryAmount } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { JobPosting } from '../../components/job-posting.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  controlledFields,
  focusFirstRefused,
  resolverOf,
  showFieldMessages,
} from '../../lib/forms/form-rules.ts';
import { keptForms, useKeptForm } from '../../lib/forms/kept-form.ts';
import { useWizardStep } from '../../lib/forms/wizard-step.ts';
import { EMPLOYER_JOBS_KEY, saveJob, useEmployerJob } from './api/employer-jobs.ts';
import { useEmployerProfile } from './api/employer-profile.ts';
import { JOB_FIELDS as JOB_TEXT_FIELDS, JobField, type TextFieldName } from './components/job-fields.tsx';
import { type PageMessage, PageMessageAlert } from './components/page-message.tsx';
import { ScreeningEditor } from './components/screening-editor.tsx';
import {
  emptyJobForm,
  type JobForm,
  jobSaveSchema,
  jobTitleSchema,
  jobToForm,
  refusedSaveBanner,
  saveFailure,
  toPayload,
} from './job-form.ts';
import { type EmployerText, useT } from './texts.ts';

/**
 * The job posting form (/employer/post-job, /employer/edit-job/{jobId}; docs/product/employer.md §2, §4, §5,
 * §8): three steps, the last a preview showing the job as the public job page will (the same component), with
 * Save as Draft and Publish; Publish lands on the job's own page. A new job takes the profile's industry. Each step has its own address (?step=2) and what is
 * typed is kept in the tab until the job is saved.
 */
const STEPS: EmployerText[] = ['jobForm.steps.basic', 'jobForm.steps.description', 'jobForm.steps.preview'];
const STEP_FIELDS: TextFieldName[][] = [
  [
    'job_title',
    'industry',
    'city',
    'country',
    'county',
    'location_type',
    'working_period',
    'job_type',
    'experience_level',
    'due_date',
  ],
  [
    'salary_min',
    'salary_max',
    'salary_currency',
    'salary_period',
    'description',
    'requirements',
    'application_details',
    'benefits',
  ],
];
/** The step showing a field: a refused field is shown (and focused) on its own step. */
const stepOf = (name: string) =>
  name.startsWith('screening_questions')
    ? 2
    : STEP_FIELDS.findIndex((names) => names.includes(name as TextFieldName)) + 1;

/** The salary and level as the preview shows them: what the form's texts will be saved as. */
function previewSalary(values: JobForm) {
  const amount = (v: string) => {
    const n = salaryAmount(v);
    return typeof n === 'number' ? n : null;
  };
  return {
    salary_min: amount(values.salary_min),
    salary_max: amount(values.salary_max),
    salary_currency: values.salary_currency,
    salary_period: values.salary_period || null,
    experience_level: values.experience_level || null,
  };
}

/** The job's own page, where the employer lands after Publish with the success message (issue 27, item 8). */
export const jobPagePath = (id: number | string) => `/employer/jobs/${id}/details`;

export function JobFormPage() {
  const t = useT();
  const { jobId } = useParams();
  const editing = jobId !== undefined;
  const title = editing
    ? messageText(JOB_POSTING_MESSAGES.titleEdit)
    : messageText(JOB_POSTING_MESSAGES.titleCreate);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const job = useEmployerJob(jobId);
  const keptAs = `job-form:${jobId ?? 'new'}`;
  const [step, goTo] = useWizardStep(3);
  /** The check the next validation runs: Next's, a save's, or none. */
  const checking = useRef<z.ZodType | null>(null);
  const form = useForm<JobForm>({
    defaultValues: emptyJobForm(),
    resolver: resolverOf(() => checking.current),
  });
  useKeptForm(form, keptAs);
  const { values, errors, setForm } = controlledFields(form, (name) => name in JOB_TEXT_FIELDS);
  const [message, setMessage] = useState<PageMessage>(null);
  const [saving, setSaving] = useState<'draft' | 'published' | null>(null);
  const [done, setDone] = useState(false);
  const filled = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formNode = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (filled.current) return;
    const kept = keptForms.read<JobForm>(keptAs);
    if (editing && job.data) {
      filled.current = true;
      form.reset(kept ?? jobToForm(job.data));
    } else if (!editing && profile.data) {
      filled.current = true;
      // What was typed before the profile arrived stays; an empty industry takes the profile's.
      const typed = kept ?? form.getValues();
      form.reset({ ...typed, industry: typed.industry || profile.data.industry });
    }
  }, [editing, job.data, profile.data, form, keptAs]);

  // A new step (Next, Back or the browser's own buttons) has the heading focused and no old message;
  // a step the form moved to for a refused field keeps the banner and focuses the field instead.
  const shownStep = useRef(step);
  const showingRefusal = useRef(false);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (showingRefusal.current) {
      showingRefusal.current = false;
      focusFirstRefused(formNode.current);
      return;
    }
    setMessage(null);
    window.requestAnimationFrame(() => heading.current?.focus());
  }, [step]);

  /** The preview has no inputs: a refused field is shown on its step, with the banner kept. */
  const showRefusedFields = (names: string[]) => {
    const first = names.map(stepOf).find((n) => n > 0);
    if (first && first !== step) {
      showingRefusal.current = true;
      goTo(first);
    } else focusFirstRefused(formNode.current);
  };

  const onNext = async () => {
    checking.current = jobTitleSchema;
    if (step === 1 && !(await form.trigger('job_title'))) {
      focusFirstRefused(formNode.current);
      return;
    }
    goTo(step + 1);
  };

  const onSave = async (status: 'draft' | 'published') => {
    checking.current = jobSaveSchema(status, job.data?.due_date ?? null);
    if (!(await form.trigger())) {
      const refused = (Object.keys(emptyJobForm()) as (keyof JobForm)[]).filter(
        (name) => form.getFieldState(name).invalid,
      );
      setMessage({ kind: 'error', text: refusedSaveBanner(refused, status) });
      showRefusedFields(refused);
      return;
    }
    setSaving(status);
    setMessage(null);
    try {
      const saved = await saveJob(toPayload(form.getValues(), status), jobId);
      keptForms.forget(keptAs);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      setDone(true);
      if (status === 'published') {
        // Publishing ends on the job's own page, which says so and offers the public page and Share.
        navigate(jobPagePath(saved.id), { state: { published: true } });
        return;
      }
      setMessage({ kind: 'success', text: messageText(JOB_POSTING_MESSAGES.draftSaved) });
      window.setTimeout(() => navigate('/employer-dashboard/drafts'), DELAYS.afterSaveRedirect);
    } catch (error) {
      const failure = saveFailure(error, status);
      showFieldMessages(form, failure.errors);
      setMessage({ kind: 'error', text: failure.banner });
      if (Object.keys(failure.errors).length > 0) showRefusedFields(Object.keys(failure.errors));
    } finally {
      setSaving(null);
    }
  };

  if (editing && job.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('common.loadingJob')}
      </p>
    );
  }
  if (editing && job.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageText(JOB_POSTING_MESSAGES.loadFailed)}</p>
        <button type="button" className="button button-secondary" onClick={() => void job.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const companyName = profile.data?.company_name ?? job.data?.company_name ?? '';
  const field = (name: TextFieldName) => (
    <JobField key={name} name={name} form={values} errors={errors} onChange={setForm} />
  );

  return (
    <section className="employer-page job-form-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ol className="job-steps" aria-label={t('common.stepOf', { step, total: 3 })}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            className={i + 1 < step ? 'done' : i + 1 === step ? 'current' : undefined}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className="job-step-number">{i + 1}</span> {t(name)}
          </li>
        ))}
      </ol>
      <PageMessageAlert message={message} />
      <form
        ref={formNode}
        className="card form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 3) void onNext();
        }}
      >
        {step < 3
          ? STEP_FIELDS[step - 1]!.filter((name) => name !== 'county' || values.country === KENYA).map(
              (name) => field(name),
            )
          : null}
        {step === 2 ? (
          <ScreeningEditor
            questions={values.screening_questions}
            errors={errors}
            onChange={(questions) => form.setValue('screening_questions', questions, { shouldDirty: true })}
          />
        ) : null}
        {step === 3 ? (
          <div className="job-page job-form-preview">
            <p className="muted">{t('jobForm.previewNote')}</p>
            <JobPosting
              headingLevel={2}
              job={{
                ...values,
                job_title: values.job_title.trim(),
                due_date: values.due_date || null,
                job_type: values.job_type || null,
                location_type: values.location_type || null,
                working_period: values.working_period || null,
                ...previewSalary(values),
                company_name: companyName || messageText(EMPLOYER_MESSAGES.companyNameNotSet),
                company_logo: profile.data?.company_logo ?? job.data?.company_logo,
                // As the public page will show it the day it is published, before anyone applied.
                published_at: new Date().toISOString(),
                screening_questions: values.screening_questions.filter((q) => q.question.trim()),
                applicants_count: 0,
              }}
            />
          </div>
        ) : null}
        <div className="form-actions">
          {step > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              {t('common.back')}
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" className="button button-primary">
              {t('common.next')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button-secondary"
                disabled={saving !== null || done}
                onClick={() => void onSave('draft')}
              >
                {saving === 'draft' ? t('common.saving') : t('jobForm.saveDraft')}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={saving !== null || done}
                onClick={() => void onSave('published')}
              >
                {saving === 'published' ? t('jobForm.publishing') : t('jobForm.publish')}
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
