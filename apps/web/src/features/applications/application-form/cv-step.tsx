import { APPLICATION_MESSAGES } from '@kweli/shared';
import { useId } from 'react';
import { FileUpload } from '../../../components/file-upload.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import type { ProfileForApplication } from '../api/applications.ts';
import { T, useT } from '../texts.ts';
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
  const t = useT();
  const id = useId();
  const profileCv = profile?.cv_file || null;
  return (
    <div className="stack">
      <dl className="application-profile">
        <div>
          <dt>{t('cvStep.name')}</dt>
          <dd>{profileName(profile) || candidate?.name || '—'}</dd>
        </div>
        <div>
          <dt>{t('cvStep.email')}</dt>
          <dd>{profile?.user?.email || candidate?.email || '—'}</dd>
        </div>
        <div>
          <dt>{t('cvStep.phone')}</dt>
          <dd>{profile?.phone || '—'}</dd>
        </div>
      </dl>
      <fieldset className="application-cv">
        <legend>{t('cvStep.cv')}</legend>
        {profileCv ? (
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-cv-choice`}
              checked={values.use_profile_cv}
              onChange={() => change({ use_profile_cv: true })}
            />
            <span>
              <T
                k="cvStep.useProfileCv"
                components={{ link: <SignedFileLink fileKey={profileCv}>{null}</SignedFileLink> }}
              />
            </span>
          </label>
        ) : (
          <p className="muted">{t('cvStep.noProfileCv')}</p>
        )}
        {profileCv ? (
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-cv-choice`}
              checked={!values.use_profile_cv}
              onChange={() => change({ use_profile_cv: false })}
            />
            <span>{t('cvStep.uploadNew')}</span>
          </label>
        ) : null}
        {!values.use_profile_cv || !profileCv ? (
          <>
            <FileUpload
              fileType="application_cv"
              label={t('cvStep.upload')}
              hint={messageText(APPLICATION_MESSAGES.cvHint)}
              onUploaded={(key, file) => change({ cv: key, cv_name: file.name, use_profile_cv: false })}
            />
            {values.cv && values.cv !== profileCv ? (
              <p className="muted" role="status">
                {t('cvStep.attached')}{' '}
                <SignedFileLink fileKey={values.cv}>{values.cv_name ?? t('cvStep.yourCv')}</SignedFileLink>
              </p>
            ) : null}
          </>
        ) : null}
        <FieldError>{error}</FieldError>
      </fieldset>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('apply.back')}
        </button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onNext}>
          {t('apply.next')}
        </button>
      </div>
    </div>
  );
}
