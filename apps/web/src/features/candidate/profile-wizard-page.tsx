import {
  CANDIDATE_MESSAGES,
  type CandidateProfile,
  DELAYS,
  joinPhoneNumber,
  MEDIA_MESSAGES,
  personalDetailsForm,
  todayInNairobi,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { UploadError } from '../../api/upload.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { session } from '../../lib/session.ts';
import {
  deleteEducation,
  deleteWorkExperience,
  type EducationBody,
  profileQueryOptions,
  saveEducation,
  saveWorkExperience,
  updateProfile,
  useProfile,
} from './api/profile.ts';
import { ProfileDetails } from './components/profile-details.tsx';
import {
  draftFromProfile,
  type EducationDraft,
  filledEducations,
  filledExperiences,
  linkBody,
  type WizardDraft,
} from './wizard/draft.ts';
import { EntriesStep } from './wizard/entries-step.tsx';
import { PersonalStep } from './wizard/personal-step.tsx';
import { UploadsStep } from './wizard/uploads-step.tsx';
import './candidate.css';

/**
 * The 4-step profile wizard (/candidate-profile/complete, docs/product/candidate.md §2): leaving step 1, 2 or
 * 3 saves that step, and a failed save keeps the candidate on it with the spec's message; step 4 previews and
 * submits, then goes to the dashboard after 1.5 seconds.
 */
const STEPS = ['Personal details', 'Experience and education', 'Uploads and links', 'Preview'] as const;

type Message = { kind: 'error' | 'success'; text: string } | null;

/** Field errors of an API answer, first message each, with an optional prefix for list entries. */
function fieldErrorsOf(error: unknown, prefix = ''): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldMessages()).map(([k, v]) => [`${prefix}${k}`, v]));
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 401 ? CANDIDATE_MESSAGES.authError : fallback;

const educationBody = (e: EducationDraft): EducationBody => ({
  institution_name: e.institution_name,
  course: e.course,
  education_level: e.education_level || null,
  from_date: e.from_date || null,
  to_date: e.is_current ? null : e.to_date || null,
  is_current: e.is_current,
});

export function ProfileWizardPage() {
  useDocumentTitle('Complete your profile');
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  /** Ids of educations created in this visit, by entry, for certificates uploaded right after. */
  const educationIds = useRef(new Map<string, number>());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (profile.data && !draft) setDraft(draftFromProfile(profile.data));
  }, [profile.data, draft]);
  useEffect(() => {
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
        {CANDIDATE_MESSAGES.authError}
      </p>
    );
  if (profile.isError)
    return (
      <p className="alert alert-error" role="alert">
        {failureText(profile.error, CANDIDATE_MESSAGES.somethingWrong)}
      </p>
    );
  if (!draft)
    return (
      <p className="page-loading" role="status">
        Loading profile…
      </p>
    );

  const update = (change: Partial<WizardDraft>) => setDraft((d) => (d ? { ...d, ...change } : d));
  const saved = (answer: CandidateProfile) =>
    queryClient.setQueryData(profileQueryOptions().queryKey, answer);

  const personalBody = (d: WizardDraft) => ({
    first_name: d.first_name.trim(),
    last_name: d.last_name.trim(),
    phone: joinPhoneNumber(d.phone_code, d.phone_number.replace(/[\s-]/g, '')),
    date_of_birth: d.date_of_birth || null,
    preferences: d.preferences,
  });
  const uploadsBody = (d: WizardDraft) => ({
    profile_picture: d.profile_picture,
    cv_file: d.cv_file,
    link_1: linkBody(d.links[0]),
    link_2: linkBody(d.links[1]),
    link_3: linkBody(d.links[2]),
  });

  async function saveStep1(d: WizardDraft): Promise<boolean> {
    const checked = personalDetailsForm(todayInNairobi()).safeParse(d);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path.join('.') === 'phone_number' ? 'phone' : issue.path.join('.');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return false;
    }
    try {
      saved(await updateProfile(personalBody(d)));
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setMessage({ kind: 'error', text: failureText(error, CANDIDATE_MESSAGES.profileSaveFailed) });
      return false;
    }
  }

  async function saveStep2(d: WizardDraft): Promise<boolean> {
    const experienceIds = new Map<string, number>();
    const educationIdsSaved = new Map<string, number>();
    // A saved entry emptied of everything that names it goes, as the profile update treats it.
    const emptied = <T extends { id?: number }>(all: T[], kept: T[]) =>
      all.filter((e) => e.id && !kept.includes(e)).map((e) => e.id!);
    const goneExperiences = [...d.removedExperiences, ...emptied(d.experiences, filledExperiences(d))];
    const goneEducations = [...d.removedEducations, ...emptied(d.educations, filledEducations(d))];
    try {
      for (const id of goneExperiences) await deleteWorkExperience(id).catch(ignoreGone);
      for (const id of goneEducations) await deleteEducation(id).catch(ignoreGone);
      setDraft((current) =>
        current
          ? {
              ...current,
              removedExperiences: [],
              removedEducations: [],
              experiences: current.experiences.map((e) =>
                e.id && goneExperiences.includes(e.id) ? { ...e, id: undefined } : e,
              ),
              educations: current.educations.map((e) =>
                e.id && goneEducations.includes(e.id) ? { ...e, id: undefined, certificate: null } : e,
              ),
            }
          : current,
      );
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error, CANDIDATE_MESSAGES.somethingWrong) });
      return false;
    }
    for (const entry of filledExperiences(d)) {
      const index = d.experiences.indexOf(entry);
      try {
        const answer = await saveWorkExperience(entry.id, {
          company_name: entry.company_name,
          job_title: entry.job_title,
          from_date: entry.from_date || null,
          to_date: entry.is_current ? null : entry.to_date || null,
          is_current: entry.is_current,
          responsibilities: entry.responsibilities,
        });
        experienceIds.set(entry.key, answer.id);
      } catch (error) {
        keepIds(experienceIds, educationIdsSaved);
        setErrors(fieldErrorsOf(error, `work_experiences.${index}.`));
        setMessage({ kind: 'error', text: failureText(error, CANDIDATE_MESSAGES.experienceFailed) });
        return false;
      }
    }
    for (const entry of filledEducations(d)) {
      const index = d.educations.indexOf(entry);
      const id = entry.id ?? educationIds.current.get(entry.key);
      try {
        const answer = await saveEducation(id, { ...educationBody(entry), certificate: entry.certificate });
        educationIdsSaved.set(entry.key, answer.id);
      } catch (error) {
        keepIds(experienceIds, educationIdsSaved);
        setErrors(fieldErrorsOf(error, `educations.${index}.`));
        setMessage({ kind: 'error', text: educationFailure(error) });
        return false;
      }
    }
    keepIds(experienceIds, educationIdsSaved);
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    return true;
  }

  /** Saved entries keep their ids, so that saving again updates them rather than adding copies. */
  function keepIds(experiences: Map<string, number>, educations: Map<string, number>) {
    for (const [key, id] of educations) educationIds.current.set(key, id);
    setDraft((d) =>
      d
        ? {
            ...d,
            experiences: d.experiences.map((e) =>
              experiences.has(e.key) ? { ...e, id: experiences.get(e.key) } : e,
            ),
            educations: d.educations.map((e) =>
              educations.has(e.key) ? { ...e, id: educations.get(e.key) } : e,
            ),
          }
        : d,
    );
  }

  async function saveStep3(d: WizardDraft): Promise<boolean> {
    try {
      saved(await updateProfile(uploadsBody(d)));
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setMessage({ kind: 'error', text: failureText(error, CANDIDATE_MESSAGES.profileSaveFailed) });
      return false;
    }
  }

  /**
   * A certificate for an unsaved education: the entry is checked and created first
   * (docs/product/candidate.md §5).
   */
  async function saveEducationFirst(entry: EducationDraft): Promise<number | null> {
    const known = entry.id ?? educationIds.current.get(entry.key);
    if (known) return known;
    const missing = !entry.institution_name.trim()
      ? CANDIDATE_MESSAGES.institutionRequired
      : !entry.course.trim()
        ? CANDIDATE_MESSAGES.courseRequired
        : !entry.from_date
          ? CANDIDATE_MESSAGES.startDateRequired
          : null;
    if (missing) {
      setErrors({ certificate: missing });
      return null;
    }
    try {
      const created = await saveEducation(undefined, educationBody(entry));
      educationIds.current.set(entry.key, created.id);
      keepIds(new Map(), new Map([[entry.key, created.id]]));
      setErrors({});
      return created.id;
    } catch (error) {
      setErrors({ certificate: educationFailure(error) });
      return null;
    }
  }

  async function attachCertificate(entry: EducationDraft, key: string, fileName: string): Promise<void> {
    const id = entry.id ?? educationIds.current.get(entry.key);
    if (!id) throw new UploadError(MEDIA_MESSAGES.educationMissing);
    await saveEducation(id, { ...educationBody(entry), certificate: key });
    setDraft((d) =>
      d
        ? {
            ...d,
            educations: d.educations.map((e) =>
              e.key === entry.key ? { ...e, id, certificate: key, certificateName: fileName } : e,
            ),
          }
        : d,
    );
  }

  const saveStep = [saveStep1, saveStep2, saveStep3];

  async function leave(to: number) {
    if (!draft || busy) return;
    setBusy(true);
    setMessage(null);
    setErrors({});
    const ok = await saveStep[step - 1]!(draft);
    setBusy(false);
    if (ok) setStep(to);
  }

  async function submit() {
    if (!draft || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      saved(
        await updateProfile({
          ...personalBody(draft),
          ...uploadsBody(draft),
          visible_to_employers: draft.visible_to_employers,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['candidate'] });
      setMessage({ kind: 'success', text: 'Profile saved. Taking you to your dashboard…' });
      setDone(true);
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error, CANDIDATE_MESSAGES.updateFailed) });
      setBusy(false);
    }
  }

  const email = profile.data?.user.email ?? '';
  return (
    <section className="stack wizard">
      <h1 ref={heading} tabIndex={-1}>
        Complete your profile
      </h1>
      <ol className="wizard-steps" aria-label="Steps">
        {STEPS.map((name, i) => (
          <li key={name} aria-current={step === i + 1 ? 'step' : undefined}>
            <span className="wizard-step-number">{i + 1}</span> {name}
          </li>
        ))}
      </ol>
      <p className="muted">
        Step {step} of {STEPS.length}: {STEPS[step - 1]}
      </p>
      {message ? (
        <p className={`alert alert-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}

      <form
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
            saveEducationFirst={saveEducationFirst}
            attachCertificate={attachCertificate}
          />
        ) : null}
        {step === 4 ? (
          <div className="stack">
            <h2>Preview</h2>
            <ProfileDetails
              profile={{
                ...personalBody(draft),
                ...uploadsBody(draft),
                email,
                work_experiences: filledExperiences(draft).map((e, i) => ({
                  ...e,
                  id: e.id ?? -i - 1,
                  from_date: e.from_date || null,
                  to_date: e.to_date || null,
                })),
                educations: filledEducations(draft).map((e, i) => ({
                  ...educationBody(e),
                  id: e.id ?? -i - 1,
                  certificate: e.certificate,
                })),
              }}
            />
            <div className="card">
              <div className="checkbox">
                <input
                  id="visible_to_employers"
                  type="checkbox"
                  checked={draft.visible_to_employers}
                  onChange={(e) => update({ visible_to_employers: e.target.checked })}
                />
                <label htmlFor="visible_to_employers">
                  Show my profile to employers searching for talent
                </label>
              </div>
              <p className="muted">
                When this is ticked, employers can find your profile in talent search. Employers you apply to
                always see your application and profile.
              </p>
            </div>
          </div>
        ) : null}

        <div className="form-actions wizard-actions">
          {step > 1 ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || done}
              onClick={() => (step === 4 ? setStep(3) : void leave(step - 1))}
            >
              Back
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy || done}>
            {step < 4 ? (busy ? 'Saving…' : 'Next') : busy ? 'Submitting…' : 'Submit'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A saved entry already removed elsewhere is gone either way. */
function ignoreGone(error: unknown) {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

function educationFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return CANDIDATE_MESSAGES.authError;
    const detail = Object.values(error.fieldMessages())[0] ?? error.message;
    return CANDIDATE_MESSAGES.educationFailed(detail);
  }
  return CANDIDATE_MESSAGES.somethingWrong;
}
