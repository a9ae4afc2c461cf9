import { MEDIA_MESSAGES, PORTFOLIO_LINKS } from '@kweli/shared';
import { FileUpload } from '../../../components/file-upload.tsx';
import { FieldError, FormField } from '../../../components/form-field.tsx';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
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
  const setLink = (i: number, change: Partial<LinkDraft>) => {
    const links = draft.links.map((l, j) => (j === i ? { ...l, ...change } : l)) as WizardDraft['links'];
    update({ links });
  };
  const educations = draft.educations.filter((e) => e.institution_name || e.course || e.id);
  return (
    <div className="stack">
      <h2>Uploads</h2>
      <div className="card stack">
        <FileUpload
          fileType="profile_picture"
          label="Profile picture"
          hint="JPG, PNG, GIF or WebP, max size 2MB"
          onUploaded={(key) => update({ profile_picture: key })}
        />
        {draft.profile_picture ? (
          <p className="muted" role="status">
            Picture uploaded. <SignedFileLink fileKey={draft.profile_picture}>View picture</SignedFileLink>
          </p>
        ) : null}
      </div>
      <div className="card stack">
        <FileUpload
          fileType="cv"
          label="CV"
          hint="PDF only, max size 5MB"
          onUploaded={(key, file) => update({ cv_file: key, cvName: file.name })}
        />
        {draft.cv_file ? (
          <p className="muted" role="status">
            CV uploaded{draft.cvName ? `: ${draft.cvName}` : ''}.{' '}
            <SignedFileLink fileKey={draft.cv_file}>View CV</SignedFileLink>
          </p>
        ) : null}
        <FieldError>{errors.cv_file}</FieldError>
      </div>

      <h2>Certificates</h2>
      {educations.length === 0 ? (
        <p className="muted">Add an education in step 2 to attach its certificate.</p>
      ) : null}
      {educations.map((entry) => (
        <div key={entry.key} className="card stack">
          <FileUpload
            fileType="education_certificate"
            label={`Certificate for ${entry.course || 'course'}${entry.institution_name ? ` at ${entry.institution_name}` : ''}`}
            hint="PDF, JPG, PNG or GIF, max size 5MB"
            educationId={entry.id ?? null}
            beforeUpload={async () => {
              const educationId = entry.id ?? (await saveEducationFirst(entry));
              if (educationId === null) return null;
              if (!educationId) throw new Error(MEDIA_MESSAGES.educationMissing);
              return { educationId };
            }}
            onUploaded={(key, file) => attachCertificate(entry, key, file.name)}
          />
          {entry.certificate ? (
            <p className="muted" role="status">
              Certificate uploaded{entry.certificateName ? `: ${entry.certificateName}` : ''}.{' '}
              <SignedFileLink fileKey={entry.certificate}>View certificate</SignedFileLink>
            </p>
          ) : null}
        </div>
      ))}
      {errors.certificate ? (
        <p className="alert alert-error" role="alert">
          {errors.certificate}
        </p>
      ) : null}

      <h2>Portfolio links</h2>
      <p className="muted">Up to {PORTFOLIO_LINKS} links, such as LinkedIn, GitHub or your own site.</p>
      {draft.links.map((l, i) => {
        const n = i + 1;
        return (
          <div key={n} className="grid wizard-grid">
            <FormField
              id={`link_${n}_platform`}
              label={`Link ${n} platform`}
              value={l.platform}
              maxLength={50}
              onChange={(e) => setLink(i, { platform: e.target.value })}
            />
            <FormField
              id={`link_${n}_url`}
              label={`Link ${n} address`}
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
