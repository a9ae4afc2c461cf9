import { DELAYS, EMPLOYER_MESSAGES, type EmployerProfilePatch, joinPhoneNumber } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { EMPLOYER_PROFILE_KEY, updateEmployerProfile, useEmployerProfile } from './api/employer-profile.ts';
import { CompanyLogo } from './components/company-logo.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { AboutFields, ContactFields } from './components/profile-fields.tsx';
import {
  aboutErrors,
  aboutPatch,
  contactErrors,
  contactPatch,
  emptyProfileForm,
  type FormErrors,
  fullPatch,
  type ProfileForm,
  profileToForm,
} from './profile-form.ts';

/**
 * The company profile setup wizard (/employer-profile/complete, spec 02 §2, §4): four steps, each of
 * the first two checked and saved on Next (the user stays on a step whose save fails), the logo saved
 * as soon as it is uploaded, a read-only preview, then the whole profile saved and the dashboard after
 * 1.5 seconds.
 */
const STEP_TITLES = [
  "You're a few steps away...",
  'Almost there...',
  'Finishing up...',
  'Preview Your Profile',
];

type Message = { kind: 'success' | 'error'; text: string } | null;

function ProgressDots({ step }: { step: number }) {
  return (
    <ol className="progress-dots" aria-label={`Step ${step} of 4`}>
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
        <li className="current done" aria-current="step" aria-label="Preview">
          ✓
        </li>
      ) : null}
    </ol>
  );
}

export function ProfileWizardPage() {
  useDocumentTitle('Complete your company profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const [form, setForm] = useState<ProfileForm>(emptyProfileForm);
  const [logoKey, setLogoKey] = useState<string | null>(null);
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);
  const loaded = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (profile.data && !loaded.current) {
      loaded.current = true;
      setForm(profileToForm(profile.data));
      setLogoKey(profile.data.company_logo);
    }
  }, [profile.data]);

  const goTo = (next: number) => {
    setStep(next);
    setErrors({});
    setMessage(null);
    window.requestAnimationFrame(() => heading.current?.focus());
  };

  const save = async (patch: EmployerProfilePatch, failureText: string): Promise<boolean> => {
    setSaving(true);
    try {
      queryClient.setQueryData(EMPLOYER_PROFILE_KEY, await updateEmployerProfile(patch));
      return true;
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fieldMessages() : {});
      setMessage({ kind: 'error', text: failureText });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const onNext = async () => {
    if (step === 1 || step === 2) {
      const found = step === 1 ? aboutErrors(form) : contactErrors(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const ok = await save(
        step === 1 ? aboutPatch(form) : contactPatch(form),
        EMPLOYER_MESSAGES.stepSaveFailed,
      );
      if (ok) goTo(step + 1);
      return;
    }
    goTo(step + 1);
  };

  const onSaveProfile = async () => {
    const ok = await save(
      { ...fullPatch(form), ...(logoKey ? { company_logo: logoKey } : {}) },
      EMPLOYER_MESSAGES.finalSaveFailed,
    );
    if (!ok) return;
    setMessage({ kind: 'success', text: EMPLOYER_MESSAGES.saved });
    window.setTimeout(() => navigate('/employer-dashboard'), DELAYS.afterSaveRedirect);
  };

  const onLogoUploaded = async (key: string) => {
    queryClient.setQueryData(EMPLOYER_PROFILE_KEY, await updateEmployerProfile({ company_logo: key }));
    setLogoKey(key);
    setMessage({ kind: 'success', text: EMPLOYER_MESSAGES.logoUploaded });
  };

  if (profile.isPending) {
    return (
      <p className="page-loading" role="status">
        {EMPLOYER_MESSAGES.loading}
      </p>
    );
  }

  return (
    <section className="employer-page profile-wizard">
      <ProgressDots step={step} />
      <h1 ref={heading} tabIndex={-1}>
        {STEP_TITLES[step - 1]}
      </h1>
      {message ? (
        <div
          className={`alert ${message.kind === 'success' ? 'alert-success' : 'alert-error'}`}
          role={message.kind === 'success' ? 'status' : 'alert'}
        >
          {message.text}
        </div>
      ) : null}
      <form
        className="card form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 4) void onSaveProfile();
          else void onNext();
        }}
      >
        {step === 1 ? <AboutFields form={form} errors={errors} onChange={setForm} capitaliseName /> : null}
        {step === 2 ? <ContactFields form={form} errors={errors} onChange={setForm} /> : null}
        {step === 3 ? (
          <div className="logo-step">
            <CompanyLogo logoKey={logoKey} name={form.company_name} size={150} />
            <FileUpload
              fileType="company_logo"
              label="Company logo"
              hint="Recommended: a square image, at least 200x200 px"
              onUploaded={onLogoUploaded}
            />
          </div>
        ) : null}
        {step === 4 ? (
          <ProfileCard
            values={{
              ...form,
              phone_number_1: joinPhoneNumber(form.phone_number_1.code, form.phone_number_1.number),
              phone_number_2: joinPhoneNumber(form.phone_number_2.code, form.phone_number_2.number),
            }}
            logoKey={logoKey}
            logoSize={150}
            emptyDescription={EMPLOYER_MESSAGES.noDescription}
          />
        ) : null}
        <div className="form-actions">
          {step > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              Back
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={saving}>
            {step === 4 ? (saving ? 'Saving...' : 'Save Profile') : step === 3 ? 'Preview' : 'Next'}
          </button>
        </div>
      </form>
    </section>
  );
}
