import {
  APPLICATION_MESSAGES,
  COVER_LETTER_MAX,
  DELAYS,
  isJobExpired,
  type SubmissionStatus,
  todayInNairobi,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { Modal } from '../../components/modal.tsx';
import {
  APPLICATIONS_KEY,
  type ProfileForApplication,
  refusalDetail,
  saveApplication,
} from './api/applications.ts';
import {
  type ApplicationDraftValues,
  type CurrentApplication,
  forgetApplication,
  type Step,
  storeApplication,
} from './application-storage.ts';
import { SignedFile } from './components/signed-file.tsx';
import './applications.css';

/**
 * The three-step application (docs/product/candidate.md "Application form"): 1 cover letter, 2 profile
 * information with the CV (the profile's by default, or a new PDF upload), 3 review and submit. Every change
 * is kept in the browser at once (applicationDraft, currentApplication); the draft is saved on the server
 * when the review step opens (and by Save Draft); Submit sends it and goes to My Applications after 2
 * seconds. Leaving with changes the server has not got asks first.
 */
export interface FormJob {
  id: number;
  job_title: string;
  company_name: string;
  city: string;
  country: string;
  due_date: string | null;
}

export const APPLICATIONS_LIST_PATH = '/candidate-dashboard/applications';
export const STEP_TITLES: Record<Step, string> = {
  1: 'Cover letter',
  2: 'Profile information',
  3: 'Review and submit',
};

type Notice =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; message: string }
  | { kind: 'submitted' }
  | { kind: 'already-applied' };

function profileName(profile: ProfileForApplication | null): string {
  if (!profile) return '';
  const named = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  return named || profile.full_name || '';
}

export function ApplicationForm({
  job,
  profile,
  candidate,
  initial,
}: {
  job: FormJob;
  profile: ProfileForApplication | null;
  /** The name and e-mail a saved application already holds, shown when the profile gives none. */
  candidate?: { name: string; email: string } | undefined;
  initial: { current: CurrentApplication; draft: ApplicationDraftValues };
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [current, setCurrent] = useState(initial.current);
  const [draft, setDraft] = useState(initial.draft);
  const [notice, setNotice] = useState<Notice>({ kind: 'none' });
  const [cvError, setCvError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = notice.kind === 'submitted' || notice.kind === 'already-applied';
  const expired = isJobExpired(job.due_date, todayInNairobi());
  const profileCv = profile?.cv_file || null;

  // Everything typed or chosen is kept in the browser as it happens.
  useEffect(() => {
    if (!done) storeApplication(current, draft);
  }, [current, draft, done]);

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
      draft.unsaved && !done && currentLocation.pathname !== nextLocation.pathname,
  );

  const change = (values: Partial<ApplicationDraftValues>) =>
    setDraft((d) => ({ ...d, ...values, unsaved: true }));

  const goTo = (step: Step) => {
    setCurrent((c) => ({ ...c, step }));
    setNotice((n) => (n.kind === 'error' ? { kind: 'none' } : n));
    window.requestAnimationFrame(() => heading.current?.focus());
  };

  const chosenCv = draft.use_profile_cv && profileCv ? profileCv : draft.use_profile_cv ? null : draft.cv;

  /** Sends the application as a draft or submitted; answers false when the server refused it. */
  const send = async (status: SubmissionStatus, onError: (error: unknown) => void): Promise<boolean> => {
    setBusy(true);
    try {
      const saved = await saveApplication(current.applicationId, {
        job: job.id,
        cover_letter: draft.cover_letter,
        cv: chosenCv,
        submission_status: status,
      });
      setCurrent((c) => ({ ...c, applicationId: saved.id }));
      setDraft((d) => ({ ...d, cv: chosenCv, unsaved: false }));
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
    goTo(3);
    setNotice({ kind: 'saving' });
    const ok = await send('draft', () =>
      setNotice({ kind: 'error', message: APPLICATION_MESSAGES.saveFailed }),
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
      setNotice({ kind: 'error', message: APPLICATION_MESSAGES.draftFailed });
      window.setTimeout(
        () =>
          setNotice((n) =>
            n.kind === 'error' && n.message === APPLICATION_MESSAGES.draftFailed ? { kind: 'none' } : n,
          ),
        DELAYS.toast,
      );
    });
    if (ok) setNotice({ kind: 'saved' });
  };

  const submit = async () => {
    const ok = await send('submitted', (error) =>
      setNotice({
        kind: 'error',
        message: APPLICATION_MESSAGES.submitFailed(refusalDetail(error) ?? 'Please try again.'),
      }),
    );
    if (ok) {
      forgetApplication();
      setNotice({ kind: 'submitted' });
    }
  };

  const nextFromCv = () => {
    if (!chosenCv) {
      setCvError(APPLICATION_MESSAGES.cvRequired);
      return;
    }
    setCvError(null);
    setDraft((d) => ({ ...d, cv: chosenCv }));
    void review();
  };

  const place = [job.city, job.country].filter(Boolean).join(', ');
  const step = current.step;

  return (
    <section className="application-form">
      <header className="application-head">
        <p className="muted">Applying for</p>
        <h1>{job.job_title}</h1>
        <p className="muted">
          {job.company_name}
          {place ? ` · ${place}` : ''}
        </p>
      </header>

      <ol className="application-steps" aria-label="Application steps">
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            className={n === step ? 'active' : n < step ? 'complete' : ''}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {n}
            </span>
            {STEP_TITLES[n]}
          </li>
        ))}
      </ol>

      {notice.kind === 'submitted' ? (
        <p className="alert alert-success" role="status">
          {APPLICATION_MESSAGES.submitted}
        </p>
      ) : null}
      {notice.kind === 'already-applied' ? (
        <p className="alert alert-error" role="alert">
          {APPLICATION_MESSAGES.alreadyApplied}
        </p>
      ) : null}
      {expired && !done ? (
        <p className="alert alert-error" role="alert">
          {APPLICATION_MESSAGES.deadlinePassed}
        </p>
      ) : null}

      {done ? null : (
        <div className="card application-step">
          <h2 ref={heading} tabIndex={-1}>
            Step {step} of 3: {STEP_TITLES[step]}
          </h2>

          {step === 1 ? (
            <form
              className="stack"
              onSubmit={(event) => {
                event.preventDefault();
                goTo(2);
              }}
            >
              <div className="field">
                <label htmlFor={`${ids}-cover`}>Cover letter</label>
                <textarea
                  id={`${ids}-cover`}
                  rows={12}
                  maxLength={COVER_LETTER_MAX}
                  value={draft.cover_letter}
                  onChange={(event) => change({ cover_letter: event.target.value })}
                  placeholder="Tell the employer why you are a good fit for this job."
                />
              </div>
              <div className="button-row">
                <button type="submit" className="button button-primary">
                  Next
                </button>
              </div>
            </form>
          ) : null}

          {step === 2 ? (
            <div className="stack">
              <dl className="application-profile">
                <div>
                  <dt>Name</dt>
                  <dd>{profileName(profile) || candidate?.name || '—'}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{profile?.user?.email || candidate?.email || '—'}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{profile?.phone || '—'}</dd>
                </div>
              </dl>
              <fieldset className="application-cv">
                <legend>CV</legend>
                {profileCv ? (
                  <label className="checkbox">
                    <input
                      type="radio"
                      name={`${ids}-cv-choice`}
                      checked={draft.use_profile_cv}
                      onChange={() => {
                        setCvError(null);
                        change({ use_profile_cv: true });
                      }}
                    />
                    <span>
                      Use my profile CV (<SignedFile fileKey={profileCv}>view</SignedFile>)
                    </span>
                  </label>
                ) : (
                  <p className="muted">Your profile has no CV yet. Upload one for this application.</p>
                )}
                {profileCv ? (
                  <label className="checkbox">
                    <input
                      type="radio"
                      name={`${ids}-cv-choice`}
                      checked={!draft.use_profile_cv}
                      onChange={() => {
                        setCvError(null);
                        change({ use_profile_cv: false });
                      }}
                    />
                    <span>Upload a new CV</span>
                  </label>
                ) : null}
                {!draft.use_profile_cv || !profileCv ? (
                  <>
                    <FileUpload
                      fileType="application_cv"
                      label="Upload CV"
                      hint={APPLICATION_MESSAGES.cvHint}
                      onUploaded={(key, file) => {
                        setCvError(null);
                        change({ cv: key, cv_name: file.name, use_profile_cv: false });
                      }}
                    />
                    {draft.cv && draft.cv !== profileCv ? (
                      <p className="muted" role="status">
                        Attached: <SignedFile fileKey={draft.cv}>{draft.cv_name ?? 'your CV'}</SignedFile>
                      </p>
                    ) : null}
                  </>
                ) : null}
                {cvError ? (
                  <p className="field-error" role="alert">
                    {cvError}
                  </p>
                ) : null}
              </fieldset>
              <div className="button-row">
                <button type="button" className="button button-secondary" onClick={() => goTo(1)}>
                  Back
                </button>
                <button type="button" className="button button-primary" disabled={busy} onClick={nextFromCv}>
                  Next
                </button>
              </div>
            </div>
          ) : null}

          {step === 3 ? (
            <div className="stack">
              <section aria-labelledby={`${ids}-review-cover`}>
                <h3 id={`${ids}-review-cover`}>Cover letter</h3>
                <p className="pre-line">{draft.cover_letter.trim() || 'No cover letter'}</p>
              </section>
              <section aria-labelledby={`${ids}-review-cv`}>
                <h3 id={`${ids}-review-cv`}>CV</h3>
                <p>
                  {chosenCv ? (
                    <SignedFile fileKey={chosenCv}>
                      {chosenCv === profileCv ? 'Your profile CV' : (draft.cv_name ?? 'Your uploaded CV')}
                    </SignedFile>
                  ) : (
                    'No CV attached'
                  )}
                </p>
              </section>
              {notice.kind === 'saving' ? (
                <p className="muted" role="status">
                  Saving draft…
                </p>
              ) : null}
              {notice.kind === 'saved' ? (
                <p className="muted" role="status">
                  {APPLICATION_MESSAGES.draftSaved}
                </p>
              ) : null}
              <div className="button-row">
                <button type="button" className="button button-secondary" onClick={() => goTo(2)}>
                  Back
                </button>
                <button type="button" className="button button-secondary" disabled={busy} onClick={saveDraft}>
                  Save Draft
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy || expired || !chosenCv}
                  onClick={submit}
                >
                  Submit Application
                </button>
              </div>
            </div>
          ) : null}

          {notice.kind === 'error' ? (
            <p className="alert alert-error" role="alert">
              {notice.message}
            </p>
          ) : null}
        </div>
      )}

      {blocker.state === 'blocked' ? (
        <Modal title="Abandon application?" onClose={() => blocker.reset()}>
          <p>{APPLICATION_MESSAGES.abandonConfirm}</p>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => blocker.reset()}>
              Keep editing
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                forgetApplication();
                blocker.proceed();
              }}
            >
              Abandon application
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
