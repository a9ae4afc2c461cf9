import { ProfileDetails } from '../components/profile-details.tsx';
import { filledEducations, filledExperiences, type WizardDraft } from './draft.ts';
import { educationBody, personalBody, uploadsBody } from './profile-bodies.ts';

/** Step 4: the profile as employers will see it, and whether it shows in talent search. */
export function PreviewStep({
  draft,
  email,
  setVisible,
}: {
  draft: WizardDraft;
  email: string;
  setVisible: (visible: boolean) => void;
}) {
  return (
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
            onChange={(e) => setVisible(e.target.checked)}
          />
          <label htmlFor="visible_to_employers">Show my profile to employers searching for talent</label>
        </div>
        <p className="muted">
          When this is ticked, employers can find your profile in talent search. Employers you apply to always
          see your application and profile.
        </p>
      </div>
    </div>
  );
}
