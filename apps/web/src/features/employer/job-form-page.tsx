import { DELAYS, EMPLOYER_MESSAGES, JOB_POSTING_MESSAGES } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  flatMessages,
  focusFirstRefused,
  resolverOf,
  showFieldMessages,
} from '../../lib/forms/form-rules.ts';
import { keptForms, useKeptForm } from '../../lib/forms/kept-form.ts';
import { useWizardStep } from '../../lib/forms/wizard-step.ts';
import { EMPLOYER_JOBS_KEY, saveJob, useEmployerJob } from './api/employer-jobs.ts';
import { useEmployerProfile } from './api/employer-profile.ts';
import { CompanyLogo } from './components/company-logo.tsx';
import { JobField } from './components/job-fields.tsx';
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

/**
 * The job posting form (/employer/post-job, /employer/edit-job/{jobId}; docs/product/employer.md §2, §4, §5,
 * §8): three steps, the last an inline-editable preview with the company's logo and name, Save as Draft and
 * Publish. A new job takes the profile's industry. Each step has its own address (?step=2) and what is
 * typed is kept in the tab until the job is saved.
 */
const STEPS = ['Basic details', 'Description and details', 'Preview and finish'];
const STEP_FIELDS: (keyof JobForm)[][] = [
  ['job_title', 'industry', 'city', 'country', 'location_type', 'working_period', 'job_type', 'due_date'],
  ['description', 'requirements', 'application_details', 'benefits'],
];
const PREVIEW_DETAILS: (keyof JobForm)[] = [
  'city',
  'country',
  'location_type',
  'working_period',
  'job_type',
  'due_date',
];
const PREVIEW_TEXTS: (keyof JobForm)[] = ['description', 'requirements', 'application_details', 'benefits'];

type Message = { kind: 'success' | 'error'; text: string } | null;

export function JobFormPage() {
  const { jobId } = useParams();
  const editing = jobId !== undefined;
  const title = editing ? JOB_POSTING_MESSAGES.titleEdit : JOB_POSTING_MESSAGES.titleCreate;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const job = useEmployerJob(jobId);
  const keptAs = `job-form:${jobId ?? 'new'}`;
  const [step, goTo] = useWizardStep(3);
  /** The check the next validation runs: Next's, a save's, or none. */
  const checking = useRef<z.ZodType<JobForm, JobForm> | null>(null);
  const form = useForm<JobForm>({
    defaultValues: emptyJobForm(),
    resolver: resolverOf(() => checking.current),
  });
  useKeptForm(form, keptAs);
  const values = form.watch();
  const errors = flatMessages(form.formState.errors);
  const setForm = (next: JobForm) => {
    for (const [name, value] of Object.entries(next) as [keyof JobForm, string][]) {
      if (value !== values[name]) form.setValue(name, value, { shouldDirty: true });
    }
  };
  const [message, setMessage] = useState<Message>(null);
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
      form.reset(kept ?? emptyJobForm(profile.data.industry));
    }
  }, [editing, job.data, profile.data, form, keptAs]);

  // A new step (Next, Back or the browser's own buttons) has the heading focused and no old message.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setMessage(null);
    window.requestAnimationFrame(() => heading.current?.focus());
  }, [step]);

  const onNext = async () => {
    checking.current = jobTitleSchema;
    if (step === 1 && !(await form.trigger())) {
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
      focusFirstRefused(formNode.current);
      return;
    }
    setSaving(status);
    setMessage(null);
    try {
      await saveJob(toPayload(form.getValues(), status), jobId);
      keptForms.forget(keptAs);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      setDone(true);
      setMessage({
        kind: 'success',
        text: status === 'draft' ? JOB_POSTING_MESSAGES.draftSaved : JOB_POSTING_MESSAGES.published,
      });
      window.setTimeout(
        () => navigate(status === 'draft' ? '/employer-dashboard/drafts' : '/employer-dashboard'),
        DELAYS.afterSaveRedirect,
      );
    } catch (error) {
      const failure = saveFailure(error, status);
      showFieldMessages(form, failure.errors);
      setMessage({ kind: 'error', text: failure.banner });
      // Every field can be edited in the preview: a refused one of an earlier step is shown there.
      if (Object.keys(failure.errors).length > 0) focusFirstRefused(formNode.current);
    } finally {
      setSaving(null);
    }
  };

  if (editing && job.isPending) {
    return (
      <p className="page-loading" role="status">
        Loading job...
      </p>
    );
  }
  if (editing && job.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{JOB_POSTING_MESSAGES.loadFailed}</p>
        <button type="button" className="button button-secondary" onClick={() => void job.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  const companyName = profile.data?.company_name ?? job.data?.company_name ?? '';
  const field = (name: keyof JobForm, inline = false) => (
    <JobField key={name} name={name} form={values} errors={errors} onChange={setForm} inline={inline} />
  );

  return (
    <section className="employer-page job-form-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ol className="job-steps" aria-label={`Step ${step} of 3`}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            className={i + 1 < step ? 'done' : i + 1 === step ? 'current' : undefined}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className="job-step-number">{i + 1}</span> {name}
          </li>
        ))}
      </ol>
      {message ? (
        <div
          className={`alert ${message.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={message.kind === 'success' ? 'status' : 'alert'}
        >
          {message.text}
        </div>
      ) : null}
      <form
        ref={formNode}
        className="card form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 3) void onNext();
        }}
      >
        {step < 3 ? STEP_FIELDS[step - 1]!.map((name) => field(name)) : null}
        {step === 3 ? (
          <div className="job-preview">
            <header className="job-preview-head">
              <CompanyLogo logoKey={profile.data?.company_logo} name={companyName} size={72} />
              <div>
                <p className="job-preview-company">{companyName || EMPLOYER_MESSAGES.companyNameNotSet}</p>
                {field('job_title', true)}
                {field('industry', true)}
              </div>
            </header>
            <div className="job-preview-grid">{PREVIEW_DETAILS.map((name) => field(name, true))}</div>
            {PREVIEW_TEXTS.map((name) => field(name, true))}
          </div>
        ) : null}
        <div className="form-actions">
          {step > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              Back
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" className="button button-primary">
              Next
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button button-secondary"
                disabled={saving !== null || done}
                onClick={() => void onSave('draft')}
              >
                {saving === 'draft' ? 'Saving...' : 'Save as Draft'}
              </button>
              <button
                type="button"
                className="button button-primary"
                disabled={saving !== null || done}
                onClick={() => void onSave('published')}
              >
                {saving === 'published' ? 'Publishing...' : 'Publish'}
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
