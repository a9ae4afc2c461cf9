import { DELAYS, EMPLOYER_MESSAGES, type EmployerProfilePatch, joinPhoneNumber } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { controlledFields, focusFirstRefused, showFieldMessages } from '../../lib/forms/form-rules.ts';
import { keptForms, useKeptForm } from '../../lib/forms/kept-form.ts';
import { useWizardStep } from '../../lib/forms/wizard-step.ts';
import { EMPLOYER_PROFILE_KEY, updateEmployerProfile, useEmployerProfile } from './api/employer-profile.ts';
import { CompanyLogo } from './components/company-logo.tsx';
import { type PageMessage, PageMessageAlert } from './components/page-message.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { AboutFields, ContactFields } from './components/profile-fields.tsx';
import {
  aboutPatch,
  contactPatch,
  emptyProfileForm,
  fullPatch,
  type ProfileForm,
  profileStepResolver,
  profileToForm,
} from './profile-form.ts';
import { type EmployerText, useT } from './texts.ts';

/**
 * The company profile setup wizard (/employer-profile/complete, docs/product/employer.md §2, §4): four steps,
 * each of the first two checked and saved on Next (the user stays on a step whose save fails), the logo saved
 * as soon as it is uploaded, a read-only preview, then the whole profile saved and the dashboard after
 * 1.5 seconds. Each step has its own address (?step=2) and what is typed is kept in the tab until the
 * profile is saved.
 */
const KEPT_AS = 'company-wizard';
const STEP_TITLES: EmployerText[] = [
  'wizard.steps.about',
  'wizard.steps.contact',
  'wizard.steps.logo',
  'wizard.steps.preview',
];

function ProgressDots({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="progress-dots" aria-label={t('common.stepOf', { step, total: 4 })}>
      {[1, 2, 3].map((n) => (
        <li
          key={n}
          className={n < step ? 'done' : n === step ? 'current' : undefined}
          aria-current={n === step ? 'step' : undefined}
        >
          {n}
        </li>
      ))}
      {step === 4 ? (
        <li className="current done" aria-current="step" aria-label={t('wizard.previewStep')}>
          ✓
        </li>
      ) : null}
    </ol>
  );
}

export function ProfileWizardPage() {
  const t = useT();
  useDocumentTitle(t('wizard.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const [step, goTo] = useWizardStep(4);
  const stepNow = useRef(step);
  stepNow.current = step;
  const form = useForm<ProfileForm>({
    defaultValues: emptyProfileForm(),
    resolver: profileStepResolver(() => stepNow.current),
  });
  useKeptForm(form, KEPT_AS);
  const { values, errors, setForm } = controlledFields(form);
  const [logoKey, setLogoKey] = useState<string | null>(null);
  const [message, setMessage] = useState<PageMessage>(null);
  const [saving, setSaving] = useState(false);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formNode = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (profile.data && !loaded.current) {
      loaded.current = true;
      form.reset(keptForms.read<ProfileForm>(KEPT_AS) ?? profileToForm(profile.data));
      setLogoKey(profile.data.company_logo);
    }
  }, [profile.data, form]);

  // A new step (Next, Back or the browser's own buttons) starts clean, with the heading focused.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    form.clearErrors();
    setMessage(null);
    window.requestAnimationFrame(() => heading.current?.focus());
  }, [step, form]);

  const save = async (patch: EmployerProfilePatch, failureText: string): Promise<boolean> => {
    setSaving(true);
    try {
      queryClient.setQueryData(EMPLOYER_PROFILE_KEY, await updateEmployerProfile(patch));
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldMessages() : {};
      showFieldMessages(form, fields);
      // A refused field says why beside itself; the banner is for faults of the network or server,
      // and for a refusal of a field this step does not show.
      const banner = () => setMessage({ kind: 'error', text: failureText });
      if (Object.keys(fields).length > 0) focusFirstRefused(formNode.current, banner);
      else banner();
      return false;
    } finally {
      setSaving(false);
    }
  };

  const onNext = async () => {
    if (step === 1 || step === 2) {
      if (!(await form.trigger())) {
        focusFirstRefused(formNode.current);
        return;
      }
      const current = form.getValues();
      const ok = await save(
        step === 1 ? aboutPatch(current) : contactPatch(current),
        messageText(EMPLOYER_MESSAGES.stepSaveFailed),
      );
      if (ok) goTo(step + 1);
      return;
    }
    goTo(step + 1);
  };

  const onSaveProfile = async () => {
    const ok = await save(
      { ...fullPatch(form.getValues()), ...(logoKey ? { company_logo: logoKey } : {}) },
      messageText(EMPLOYER_MESSAGES.finalSaveFailed),
    );
    if (!ok) return;
    keptForms.forget(KEPT_AS);
    setMessage({ kind: 'success', text: messageText(EMPLOYER_MESSAGES.saved) });
    window.setTimeout(() => navigate('/employer-dashboard'), DELAYS.afterSaveRedirect);
  };

  const onLogoUploaded = async (key: string) => {
    queryClient.setQueryData(EMPLOYER_PROFILE_KEY, await updateEmployerProfile({ company_logo: key }));
    setLogoKey(key);
    setMessage({ kind: 'success', text: messageText(EMPLOYER_MESSAGES.logoUploaded) });
  };

  if (profile.isPending) {
    return (
      <p className="page-loading" role="status">
        {messageText(EMPLOYER_MESSAGES.loading)}
      </p>
    );
  }

  return (
    <section className="employer-page profile-wizard">
      <ProgressDots step={step} />
      <h1 ref={heading} tabIndex={-1}>
        {t(STEP_TITLES[step - 1]!)}
      </h1>
      <PageMessageAlert message={message} />
      <form
        ref={formNode}
        className="card form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 4) void onSaveProfile();
          else void onNext();
        }}
      >
        {step === 1 ? <AboutFields form={values} errors={errors} onChange={setForm} capitaliseName /> : null}
        {step === 2 ? <ContactFields form={values} errors={errors} onChange={setForm} /> : null}
        {step === 3 ? (
          <div className="logo-step">
            <CompanyLogo logoKey={logoKey} name={values.company_name} size={150} />
            <FileUpload
              fileType="company_logo"
              label={t('common.companyLogo')}
              hint={t('wizard.logoHint')}
              onUploaded={onLogoUploaded}
            />
          </div>
        ) : null}
        {step === 4 ? (
          <ProfileCard
            values={{
              ...values,
              phone_number_1: joinPhoneNumber(values.phone_number_1.code, values.phone_number_1.number),
              phone_number_2: joinPhoneNumber(values.phone_number_2.code, values.phone_number_2.number),
            }}
            logoKey={logoKey}
            logoSize={150}
            emptyDescription={messageText(EMPLOYER_MESSAGES.noDescription)}
          />
        ) : null}
        <div className="form-actions">
          {step > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              {t('common.back')}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={saving}>
            {step === 4
              ? saving
                ? t('common.saving')
                : t('wizard.saveProfile')
              : step === 3
                ? t('wizard.previewStep')
                : t('common.next')}
          </button>
        </div>
      </form>
    </section>
  );
}
