import { APPLICATION_MESSAGES } from '@kweli/shared';
import { useId } from 'react';
import { FileUpload } from '../../../components/file-upload.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
import type { ProfileForApplication } from '../api/applications.ts';
import type { ApplicationValues } from './application-values.ts';

/**
 * Step 2: the profile's name, e-mail and phone as the employer will see them, and the CV: the profile's
 * (when it has one) or a PDF uploaded for this application.
 */
function profileName(profile: ProfileForApplication | null): string {
  if (!profile) return '';
  const named = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  return named || profile.full_name || '';
}

export function CvStep({
  profile,
  candidate,
  values,
  change,
  error,
  busy,
  onBack,
  onNext,
}: {
  profile: ProfileForApplication | null;
  candidate: { name: string; email: string } | undefined;
  values: ApplicationValues;
  change: (values: Partial<ApplicationValues>) => void;
  error: string | undefined;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const id = useId();
  const profileCv = profile?.cv_file || null;
  return (
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
              name={`${id}-cv-choice`}
              checked={values.use_profile_cv}
              onChange={() => change({ use_profile_cv: true })}
            />
            <span>
              Use my profile CV (<SignedFileLink fileKey={profileCv}>view</SignedFileLink>)
            </span>
          </label>
        ) : (
          <p className="muted">Your profile has no CV yet. Upload one for this application.</p>
        )}
        {profileCv ? (
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-cv-choice`}
              checked={!values.use_profile_cv}
              onChange={() => change({ use_profile_cv: false })}
            />
            <span>Upload a new CV</span>
          </label>
        ) : null}
        {!values.use_profile_cv || !profileCv ? (
          <>
            <FileUpload
              fileType="application_cv"
              label="Upload CV"
              hint={APPLICATION_MESSAGES.cvHint}
              onUploaded={(key, file) => change({ cv: key, cv_name: file.name, use_profile_cv: false })}
            />
            {values.cv && values.cv !== profileCv ? (
              <p className="muted" role="status">
                Attached: <SignedFileLink fileKey={values.cv}>{values.cv_name ?? 'your CV'}</SignedFileLink>
              </p>
            ) : null}
          </>
        ) : null}
        <FieldError>{error}</FieldError>
      </fieldset>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onNext}>
          Next
        </button>
      </div>
    </div>
  );
}
