import { MEDIA_MESSAGES, PORTFOLIO_LINKS } from '@kweli/shared';
import { FileUpload } from '../../../components/file-upload.tsx';
import { FieldError, FormField } from '../../../components/form-field.tsx';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useT } from '../texts.ts';
import type { EducationDraft, LinkDraft, WizardDraft } from './draft.ts';
import type { StepProps } from './personal-step.tsx';

/**
 * Step 3: profile picture, CV, a certificate per education and up to 3 portfolio links. A certificate
 * is uploaded against its saved education: an unsaved one is created first (`saveEducationFirst`,
 * which checks institution, course and start date with the spec's messages).
 */
export function UploadsStep({
  draft,
  update,
  errors,
  saveEducationFirst,
  attachCertificate,
}: StepProps & {
  saveEducationFirst: (entry: EducationDraft) => Promise<number | null>;
  /** Saves the key on the entry's education (its id is known by then, even when created just before). */
  attachCertificate: (entry: EducationDraft, key: string, fileName: string) => Promise<void>;
}) {
  const t = useT();
  const setLink = (i: number, change: Partial<LinkDraft>) => {
    const links = draft.links.map((l, j) => (j === i ? { ...l, ...change } : l)) as WizardDraft['links'];
    update({ links });
  };
  const educations = draft.educations.filter((e) => e.institution_name || e.course || e.id);
  return (
    <div className="stack">
      <h2>{t('uploads.heading')}</h2>
      <div className="card stack">
        <FileUpload
          fileType="profile_picture"
          label={t('uploads.picture')}
          hint={t('uploads.pictureHint')}
          onUploaded={(key) => update({ profile_picture: key })}
        />
        {draft.profile_picture ? (
          <p className="muted" role="status">
            {t('uploads.pictureUploaded')}{' '}
            <SignedFileLink fileKey={draft.profile_picture}>{t('uploads.viewPicture')}</SignedFileLink>
          </p>
        ) : null}
      </div>
      <div className="card stack">
        <FileUpload
          fileType="cv"
          label={t('uploads.cv')}
          hint={t('uploads.cvHint')}
          onUploaded={(key, file) => update({ cv_file: key, cvName: file.name })}
        />
        {draft.cv_file ? (
          <p className="muted" role="status">
            {draft.cvName ? t('uploads.cvUploadedNamed', { name: draft.cvName }) : t('uploads.cvUploaded')}{' '}
            <SignedFileLink fileKey={draft.cv_file}>{t('uploads.viewCv')}</SignedFileLink>
          </p>
        ) : null}
        <FieldError>{errors.cv_file}</FieldError>
      </div>

      <h2>{t('uploads.certificates')}</h2>
      {educations.length === 0 ? <p className="muted">{t('uploads.noEducation')}</p> : null}
      {educations.map((entry) => (
        <div key={entry.key} className="card stack">
          <FileUpload
            fileType="education_certificate"
            label={
              entry.institution_name
                ? t('uploads.certificateForAt', {
                    course: entry.course || t('uploads.course'),
                    institution: entry.institution_name,
                  })
                : t('uploads.certificateFor', { course: entry.course || t('uploads.course') })
            }
            hint={t('uploads.certificateHint')}
            educationId={entry.id ?? null}
            beforeUpload={async () => {
              const educationId = entry.id ?? (await saveEducationFirst(entry));
              if (educationId === null) return null;
              if (!educationId) throw new Error(messageText(MEDIA_MESSAGES.educationMissing));
              return { educationId };
            }}
            onUploaded={(key, file) => attachCertificate(entry, key, file.name)}
          />
          {entry.certificate ? (
            <p className="muted" role="status">
              {entry.certificateName
                ? t('uploads.certificateUploadedNamed', { name: entry.certificateName })
                : t('uploads.certificateUploaded')}{' '}
              <SignedFileLink fileKey={entry.certificate}>{t('uploads.viewCertificate')}</SignedFileLink>
            </p>
          ) : null}
        </div>
      ))}
      {errors.certificate ? (
        <p className="alert alert-error" role="alert">
          {errors.certificate}
        </p>
      ) : null}

      <h2>{t('uploads.links')}</h2>
      <p className="muted">{t('uploads.linksHint', { max: PORTFOLIO_LINKS })}</p>
      {draft.links.map((l, i) => {
        const n = i + 1;
        return (
          <div key={n} className="grid wizard-grid">
            <FormField
              id={`link_${n}_platform`}
              label={t('uploads.linkPlatform', { n })}
              value={l.platform}
              maxLength={50}
              onChange={(e) => setLink(i, { platform: e.target.value })}
            />
            <FormField
              id={`link_${n}_url`}
              label={t('uploads.linkAddress', { n })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={l.url}
              onChange={(e) => setLink(i, { url: e.target.value })}
              error={errors[`link_${n}.url`] ?? errors[`link_${n}`]}
            />
          </div>
        );
      })}
    </div>
  );
}
