import { PRIVACY_MESSAGES } from '@kweli/shared';
import { FieldError } from '../../../components/form-field.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { ProfileDetails } from '../components/profile-details.tsx';
import { useT } from '../texts.ts';
import { filledEducations, filledExperiences, type WizardDraft } from './draft.ts';
import { educationBody, personalBody, uploadsBody } from './profile-bodies.ts';

/**
 * Step 4: the profile as employers will see it, and the explicit question whether it shows in talent
 * search: yes or no, nothing chosen until the candidate answers (issue 23 item 4).
 */
export function PreviewStep({
  draft,
  email,
  setVisible,
  visibilityError,
}: {
  draft: WizardDraft;
  email: string;
  setVisible: (visible: boolean) => void;
  /** Shown when Submit is pressed before the visibility question is answered. */
  visibilityError?: string | undefined;
}) {
  const t = useT();
  return (
    <div className="stack">
      <h2>{t('preview.heading')}</h2>
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
      <fieldset className="card" aria-describedby="visibility-hint">
        <legend>{messageText(PRIVACY_MESSAGES.visibilityQuestion)}</legend>
        {(
          [
            [true, messageText(PRIVACY_MESSAGES.visibilityYes)],
            [false, messageText(PRIVACY_MESSAGES.visibilityNo)],
          ] as const
        ).map(([value, label]) => (
          <div className="checkbox" key={String(value)}>
            <input
              id={`visible_to_employers_${value ? 'yes' : 'no'}`}
              type="radio"
              name="visible_to_employers"
              checked={draft.visible_to_employers === value}
              aria-invalid={visibilityError ? true : undefined}
              onChange={() => setVisible(value)}
            />
            <label htmlFor={`visible_to_employers_${value ? 'yes' : 'no'}`}>{label}</label>
          </div>
        ))}
        <p id="visibility-hint" className="muted">
          {messageText(PRIVACY_MESSAGES.visibilityHint)}
        </p>
        <FieldError>{visibilityError}</FieldError>
      </fieldset>
    </div>
  );
}
