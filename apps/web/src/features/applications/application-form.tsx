import {
  APPLICATION_MESSAGES,
  DELAYS,
  isJobExpired,
  type PublicScreeningQuestion,
  type SubmissionStatus,
  todayInNairobi,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { SafetyNotice } from '../../components/safety-notice.tsx';
import { resolverOf } from '../../lib/forms/form-rules.ts';
import { useWizardStep } from '../../lib/forms/wizard-step.ts';
import { useOnline } from '../../lib/offline/online.ts';
import { useT as useOfflineTexts } from '../../lib/offline/texts.ts';
import {
  APPLICATIONS_KEY,
  type ProfileForApplication,
  refusalDetail,
  saveApplication,
} from './api/applications.ts';
import { AbandonDialog } from './application-form/abandon-dialog.tsx';
import { ApplicationSteps, STEP_TITLES } from './application-form/application-steps.tsx';
import {
  type ApplicationValues,
  answersPayload,
  chosenCv,
  coverLetterSchema,
  cvChosenSchema,
  screeningSchema,
  valuesOf,
} from './application-form/application-values.ts';
import { CoverLetterStep } from './application-form/cover-letter-step.tsx';
import { CvStep } from './application-form/cv-step.tsx';
import { ReviewStep } from './application-form/review-step.tsx';
import { ScreeningFields, ScreeningReview } from './application-form/screening-fields.tsx';
import {
  type ApplicationDraftValues,
  type CurrentApplication,
  forgetApplication,
  type Step,
  storeApplication,
} from './application-storage.ts';
import './applications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The three-step application (docs/product/candidate.md "Application form"): 1 cover letter, 2 profile
 * information with the CV (the profile's by default, or a new PDF upload), 3 review and submit. Every change
 * is kept in the browser at once (applicationDraft, currentApplication); the draft is saved on the server
 * when the review step opens (and by Save Draft); Submit sends it and goes to My Applications after 2
 * seconds. Leaving with changes the server has not got asks first. This file runs the steps and the saving;
 * each step's screen is in application-form/.
 *
 * Offline (issue 25 item 2): a status says that what is typed stays on the phone; work typed while
 * offline is saved as a draft when the network returns (or, when the form was opened offline, as soon as
 * it opens again with the server's side loaded: `saveKeptWork`). A form opened offline
 * (`startedOffline`) knows nothing the server holds for the candidate, so it stays on step 1.
 */
export interface FormJob {
  id: number;
  job_title: string;
  company_name: string;
  city: string;
  country: string;
  due_date: string | null;
  /** Issue 28: the questions the job asks (none on a job whose public page is gone). */
  screening_questions?: PublicScreeningQuestion[];
}

export const APPLICATIONS_LIST_PATH = '/candidate-dashboard/applications';

type Notice =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Work typed offline being saved, then saved, once the network is back. */
  | { kind: 'syncing' }
  | { kind: 'synced' }
  | { kind: 'error'; message: string }
  | { kind: 'submitted' }
  | { kind: 'already-applied' };

export function ApplicationForm({
  job,
  profile,
  candidate,
  initial,
  startedOffline = false,
  saveKeptWork = false,
}: {
  job: FormJob;
  profile: ProfileForApplication | null;
  /** The name and e-mail a saved application already holds, shown when the profile gives none. */
  candidate?: { name: string; email: string } | undefined;
  initial: { current: CurrentApplication; draft: ApplicationDraftValues };
  /** Opened with no network: the server's side is unknown, the form stays on step 1. */
  startedOffline?: boolean;
  /** Kept work typed offline: saved as a draft as soon as the form opens. */
  saveKeptWork?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const profileCv = profile?.cv_file || null;
  /** The check the next validation runs: the step being left's. */
  const checking = useRef<z.ZodType | null>(null);
  const form = useForm<ApplicationValues>({
    defaultValues: valuesOf(initial.draft),
    resolver: resolverOf(() => checking.current),
  });
  const values = form.watch();
  const [current, setCurrent] = useState(initial.current);
  /** True while there are changes the server has not got yet. */
  const [unsaved, setUnsaved] = useState(initial.draft.unsaved);
  const [notice, setNotice] = useState<Notice>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const done = notice.kind === 'submitted' || notice.kind === 'already-applied';
  const expired = isJobExpired(job.due_date, todayInNairobi());
  const cv = chosenCv(values, profileCv);
  const questions = job.screening_questions ?? [];
  const online = useOnline();
  const offlineText = useOfflineTexts();

  // Everything typed or chosen is kept in the browser as it happens, until the application is sent.
  // `sent` and not only `done`: an effect of a render from before the submit can still be waiting when
  // the submit forgets the kept application (Preact runs effects after the paint, and renders between
  // a submit's awaits), and must not write it back.
  const sent = useRef(false);
  const kept = JSON.stringify({ ...values, jobId: initial.draft.jobId, unsaved });
  useEffect(() => {
    if (!done && !sent.current) storeApplication(current, JSON.parse(kept) as ApplicationDraftValues);
  }, [current, kept, done]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate(APPLICATIONS_LIST_PATH, { replace: true }),
      DELAYS.afterApplicationRedirect,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !done && currentLocation.pathname !== nextLocation.pathname,
  );

  const change = (changed: Partial<ApplicationValues>) => {
    for (const [name, value] of Object.entries(changed) as [keyof ApplicationValues, never][]) {
      form.setValue(name, value, { shouldDirty: true });
    }
    form.clearErrors('cv');
    setUnsaved(true);
  };

  // The step is in the address too (`?step=2`, issue 27 item 2): Back and Forward move between steps.
  // The form opens where its start state says (what is saved and kept decides, not a typed address);
  // Forward goes no further than the steps reached through their checks in this visit.
  const [addressStep, goToAddress] = useWizardStep(3);
  const reached = useRef<Step>(initial.current.step);
  const shown = useRef<Step>(initial.current.step);
  const goTo = (step: Step) => {
    reached.current = step > reached.current ? step : reached.current;
    shown.current = step;
    if (addressStep !== step) goToAddress(step);
    setCurrent((c) => ({ ...c, step }));
    setNotice((n) => (n.kind === 'error' ? { kind: 'none' } : n));
    window.requestAnimationFrame(() => heading.current?.focus());
  };
  const openedAt = useRef(false);
  // The address step this effect last acted on: an effect of a render from before a step change (Next
  // pressed before the last render's effects ran) sees the old address and must not move back to it.
  const seenAddress = useRef(addressStep);
  useEffect(() => {
    if (!openedAt.current) {
      openedAt.current = true;
      if (addressStep !== initial.current.step) goToAddress(initial.current.step, { replace: true });
      return;
    }
    if (addressStep === seenAddress.current) return;
    seenAddress.current = addressStep;
    if (addressStep === shown.current) return;
    const asked = addressStep as Step;
    if (asked > reached.current) {
      goToAddress(shown.current, { replace: true });
      return;
    }
    shown.current = asked;
    setCurrent((c) => ({ ...c, step: asked }));
    // Forward onto the review step saves the draft, as Next does.
    if (asked === 3) void review();
  });

  /** Sends the application as a draft or submitted; answers false when the server refused it. */
  const send = async (status: SubmissionStatus, onError: (error: unknown) => void): Promise<boolean> => {
    setBusy(true);
    const sending = chosenCv(form.getValues(), profileCv);
    try {
      const saved = await saveApplication(current.applicationId, {
        job: job.id,
        cover_letter: form.getValues('cover_letter'),
        cv: sending,
        submission_status: status,
        // A form that does not know the job's questions (the edit screen) leaves the kept answers as they are.
        ...(job.screening_questions
          ? { screening_answers: answersPayload(questions, form.getValues('screening_answers')) }
          : {}),
      });
      setCurrent((c) => ({ ...c, applicationId: saved.id }));
      form.setValue('cv', sending);
      setUnsaved(false);
      void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        forgetApplication();
        setNotice({ kind: 'already-applied' });
      } else onError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The review step opens with the draft saved. */
  const review = async () => {
    if (shown.current !== 3) goTo(3);
    setNotice({ kind: 'saving' });
    const ok = await send('draft', () =>
      setNotice({ kind: 'error', message: messageText(APPLICATION_MESSAGES.saveFailed) }),
    );
    if (ok) setNotice({ kind: 'saved' });
  };

  // Opening straight at the review step (a reload, kept work) saves the draft as Next would have.
  const reviewedOnOpen = useRef(false);
  useEffect(() => {
    if (reviewedOnOpen.current) return;
    reviewedOnOpen.current = true;
    if (initial.current.step === 3 && (initial.draft.unsaved || initial.current.applicationId === null))
      void review();
  });

  const saveDraft = async () => {
    setNotice({ kind: 'saving' });
    const ok = await send('draft', () => {
      setNotice({ kind: 'error', message: messageText(APPLICATION_MESSAGES.draftFailed) });
      window.setTimeout(
        () =>
          setNotice((n) =>
            n.kind === 'error' && n.message === messageText(APPLICATION_MESSAGES.draftFailed)
              ? { kind: 'none' }
              : n,
          ),
        DELAYS.toast,
      );
    });
    if (ok) setNotice({ kind: 'saved' });
  };

  /** Work typed offline, saved as a draft now that there is a network; the text stays on the phone either way. */
  const syncKeptWork = async () => {
    setNotice({ kind: 'syncing' });
    const ok = await send('draft', () =>
      setNotice({ kind: 'error', message: messageText(APPLICATION_MESSAGES.draftFailed) }),
    );
    if (ok) setNotice({ kind: 'synced' });
  };

  // Changes made offline are saved when the network returns (not those made online: the form saves at
  // its own times). The review step opened at once saves by itself (above).
  const typedOffline = useRef(saveKeptWork && initial.draft.unsaved && initial.current.step !== 3);
  if (!online && unsaved) typedOffline.current = true;
  useEffect(() => {
    if (!online || startedOffline || done || !typedOffline.current || !unsaved || busy) return;
    typedOffline.current = false;
    void syncKeptWork();
  });

  const submit = async () => {
    const ok = await send('submitted', (error) =>
      setNotice({
        kind: 'error',
        message: messageText(
          APPLICATION_MESSAGES.submitFailed(messageText(refusalDetail(error) ?? t('apply.tryAgain'))),
        ),
      }),
    );
    if (ok) {
      sent.current = true;
      forgetApplication();
      setNotice({ kind: 'submitted' });
    }
  };

  /** Leaves a step once its check passes. */
  const leave = async (check: z.ZodType, then: () => void) => {
    checking.current = check;
    if (await form.trigger()) then();
  };

  const place = [job.city, job.country].filter(Boolean).join(', ');
  const step = current.step;

  return (
    <section className="application-form">
      <header className="application-head">
        <p className="muted">{t('apply.applyingFor')}</p>
        <h1>{job.job_title}</h1>
        <p className="muted">
          {job.company_name}
          {place ? ` · ${place}` : ''}
        </p>
      </header>
      <SafetyNotice />

      <ApplicationSteps step={step} />

      <div role="status" className="offline-status">
        {!online && !done ? <p className="alert">{offlineText('form')}</p> : null}
        {startedOffline ? <p className="alert">{offlineText('formNeedsNetwork')}</p> : null}
        {notice.kind === 'syncing' ? <p className="alert">{offlineText('saving')}</p> : null}
        {notice.kind === 'synced' && online ? (
          <p className="alert alert-success">{offlineText('saved')}</p>
        ) : null}
      </div>

      {notice.kind === 'submitted' ? (
        <p className="alert alert-success" role="status">
          {messageText(APPLICATION_MESSAGES.submitted)}
        </p>
      ) : null}
      {notice.kind === 'already-applied' ? (
        <p className="alert alert-error" role="alert">
          {messageText(APPLICATION_MESSAGES.alreadyApplied)}
        </p>
      ) : null}
      {expired && !done ? (
        <p className="alert alert-error" role="alert">
          {messageText(APPLICATION_MESSAGES.deadlinePassed)}
        </p>
      ) : null}

      {done ? null : (
        <div className="card application-step">
          <h2 ref={heading} tabIndex={-1}>
            {t('apply.stepHeading', { step, title: t(STEP_TITLES[step]) })}
          </h2>

          {step === 1 ? (
            <CoverLetterStep
              coverLetter={form.register('cover_letter', { onChange: () => setUnsaved(true) })}
              error={form.formState.errors.cover_letter?.message}
              onNext={
                startedOffline
                  ? null
                  : () =>
                      void leave(questions.length ? screeningSchema(questions) : coverLetterSchema, () =>
                        goTo(2),
                      )
              }
            >
              <ScreeningFields
                questions={questions}
                answers={values.screening_answers}
                error={(form.formState.errors.screening_answers as { message?: string } | undefined)?.message}
                onAnswer={(questionId, answer) => {
                  form.setValue(
                    'screening_answers',
                    { ...form.getValues('screening_answers'), [questionId]: answer },
                    { shouldDirty: true },
                  );
                  form.clearErrors('screening_answers');
                  setUnsaved(true);
                }}
              />
            </CoverLetterStep>
          ) : null}

          {step === 2 ? (
            <CvStep
              profile={profile}
              candidate={candidate}
              values={values}
              change={change}
              error={form.formState.errors.cv?.message}
              busy={busy}
              onBack={() => goTo(1)}
              onNext={() => void leave(cvChosenSchema(profileCv), () => void review())}
            />
          ) : null}

          {step === 3 ? (
            <ReviewStep
              coverLetter={values.cover_letter}
              cv={cv}
              cvLabel={cv === profileCv ? t('review.profileCv') : (values.cv_name ?? t('review.uploadedCv'))}
              saving={notice.kind === 'saving' ? 'saving' : notice.kind === 'saved' ? 'saved' : null}
              busy={busy}
              canSubmit={!expired && Boolean(cv)}
              onBack={() => goTo(2)}
              onSaveDraft={() => void saveDraft()}
              onSubmit={() => void submit()}
            >
              <ScreeningReview questions={questions} answers={values.screening_answers} />
            </ReviewStep>
          ) : null}

          {notice.kind === 'error' ? (
            <p className="alert alert-error" role="alert">
              {notice.message}
            </p>
          ) : null}
        </div>
      )}

      {blocker.state === 'blocked' ? (
        <AbandonDialog
          onStay={() => blocker.reset()}
          onAbandon={() => {
            forgetApplication();
            blocker.proceed();
          }}
        />
      ) : null}
    </section>
  );
}
