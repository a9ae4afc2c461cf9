import {
  CANDIDATE_MESSAGES,
  DELAYS,
  PRIVACY_MESSAGES,
  personalDetailsForm,
  todayInNairobi,
} from '@kweli/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { flatMessages, focusFirstRefused, resolverOf } from '../../lib/forms/form-rules.ts';
import { keptForms, useKeptForm } from '../../lib/forms/kept-form.ts';
import { useWizardStep } from '../../lib/forms/wizard-step.ts';
import { session } from '../../lib/session.ts';
import { useProfile } from './api/profile.ts';
import { draftFromProfile, type WizardDraft } from './wizard/draft.ts';
import { EntriesStep } from './wizard/entries-step.tsx';
import { PersonalStep } from './wizard/personal-step.tsx';
import { PreviewStep } from './wizard/preview-step.tsx';
import { failureText, type Say, useProfileSaving } from './wizard/profile-saving.ts';
import { UploadsStep } from './wizard/uploads-step.tsx';
import './candidate.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The 4-step profile wizard (/candidate-profile/complete, docs/product/candidate.md §2): leaving step 1, 2 or
 * 3 saves that step (wizard/profile-saving.ts), and a failed save keeps the candidate on it with the spec's
 * message; step 4 previews and submits, then goes to the dashboard after 1.5 seconds. Each step has its
 * own address (?step=2) and what is typed is kept in the tab until the profile is submitted.
 */
const STEPS = [
  'wizard.step.personal',
  'wizard.step.entries',
  'wizard.step.uploads',
  'wizard.step.preview',
] as const;
const KEPT_AS = 'profile-wizard';

type Message = { kind: 'error' | 'success'; text: string } | null;

export function ProfileWizardPage() {
  const t = useT();
  useDocumentTitle(t('wizard.title'));
  const profile = useProfile();
  const navigate = useNavigate();
  const [step, goTo] = useWizardStep(STEPS.length);
  const stepNow = useRef(step);
  stepNow.current = step;
  // Step 1 is checked in the browser by the shared schema before it is sent; the others by the server.
  const form = useForm<WizardDraft>({
    resolver: resolverOf(() => (stepNow.current === 1 ? personalDetailsForm(todayInNairobi()) : null)),
  });
  useKeptForm(form, KEPT_AS);
  const [loaded, setLoaded] = useState(false);
  const draft = form.watch();
  const errors = flatMessages(form.formState.errors);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [visibilityError, setVisibilityError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const formNode = useRef<HTMLFormElement>(null);

  const say: Say = (text, { fieldsShown, generic }) => {
    const banner = () => setMessage({ kind: 'error', text });
    // A refused field says why beside itself; a banner that only says "failed" is for other faults.
    if (!fieldsShown) banner();
    else focusFirstRefused(formNode.current, generic ? banner : undefined);
    if (fieldsShown && !generic) banner();
  };
  const saving = useProfileSaving(form, say);

  useEffect(() => {
    if (profile.data && !loaded) {
      form.reset(keptForms.read<WizardDraft>(KEPT_AS) ?? draftFromProfile(profile.data));
      setLoaded(true);
    }
  }, [profile.data, loaded, form]);
  useEffect(() => {
    setBusy(false);
    heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/candidate-dashboard'), DELAYS.afterSaveRedirect);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!session.isLoggedIn())
    return (
      <p className="alert alert-error" role="alert">
        {messageText(CANDIDATE_MESSAGES.authError)}
      </p>
    );
  if (profile.isError)
    return (
      <p className="alert alert-error" role="alert">
        {failureText(profile.error, messageText(CANDIDATE_MESSAGES.somethingWrong))}
      </p>
    );
  if (!loaded)
    return (
      <p className="page-loading" role="status">
        {t('wizard.loading')}
      </p>
    );

  const update = (change: Partial<WizardDraft>) => {
    for (const [name, value] of Object.entries(change) as [keyof WizardDraft, never][]) {
      form.setValue(name, value, { shouldDirty: true });
    }
  };

  async function leave(to: number) {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    form.clearErrors();
    const checked = await form.trigger();
    const ok = checked && (await saving.saveStep[step - 1]!(form.getValues()));
    if (!checked) focusFirstRefused(formNode.current);
    // The new step arrives through the address: the buttons stay busy until it is shown.
    if (ok) goTo(to);
    else setBusy(false);
  }

  async function submit() {
    if (busy) return;
    if (form.getValues('visible_to_employers') === null) {
      setVisibilityError(messageText(PRIVACY_MESSAGES.visibilityRequired));
      focusFirstRefused(formNode.current);
      return;
    }
    setBusy(true);
    setMessage(null);
    if (await saving.submitProfile(form.getValues())) {
      keptForms.forget(KEPT_AS);
      setMessage({ kind: 'success', text: t('wizard.saved') });
      setDone(true);
    } else setBusy(false);
  }

  return (
    <section className="stack wizard">
      <h1 ref={heading} tabIndex={-1}>
        {t('wizard.title')}
      </h1>
      <ol className="wizard-steps" aria-label={t('wizard.steps')}>
        {STEPS.map((name, i) => (
          <li key={name} aria-current={step === i + 1 ? 'step' : undefined}>
            <span className="wizard-step-number">{i + 1}</span> {t(name)}
          </li>
        ))}
      </ol>
      <p className="muted">{t('wizard.stepOf', { step, total: STEPS.length, name: t(STEPS[step - 1]!) })}</p>
      {message ? (
        <p className={`alert alert-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}

      <form
        ref={formNode}
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < 4) void leave(step + 1);
          else void submit();
        }}
      >
        {step === 1 ? <PersonalStep draft={draft} update={update} errors={errors} /> : null}
        {step === 2 ? <EntriesStep draft={draft} update={update} errors={errors} /> : null}
        {step === 3 ? (
          <UploadsStep
            draft={draft}
            update={update}
            errors={errors}
            saveEducationFirst={saving.saveEducationFirst}
            attachCertificate={saving.attachCertificate}
          />
        ) : null}
        {step === 4 ? (
          <PreviewStep
            draft={draft}
            email={profile.data?.user.email ?? ''}
            setVisible={(visible_to_employers) => {
              setVisibilityError(undefined);
              update({ visible_to_employers });
            }}
            visibilityError={visibilityError}
          />
        ) : null}

        <div className="form-actions wizard-actions">
          {step > 1 ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || done}
              onClick={() => (step === 4 ? goTo(3) : void leave(step - 1))}
            >
              {t('wizard.back')}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy || done}>
            {step < 4
              ? busy
                ? t('wizard.saving')
                : t('wizard.next')
              : busy
                ? t('wizard.submitting')
                : t('wizard.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
