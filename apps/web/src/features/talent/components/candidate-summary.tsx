import type { TalentCandidateSummary } from '@kweli/shared';
import { Link, useLocation } from 'react-router';
import { jobLine, latestJob, latestStudy, placesText, studyLine, yearsText } from '../summaries.ts';
import { useT } from '../texts.ts';
import { CandidateAvatar } from './candidate-avatar.tsx';

/** The head of every candidate card: picture, name linking to the profile, experience, studies, places. */
export function CandidateSummary({ candidate }: { candidate: TalentCandidateSummary }) {
  // The profile page links back to the very list (and search) it was opened from.
  const t = useT();
  const { pathname, search } = useLocation();
  const job = latestJob(candidate);
  const study = latestStudy(candidate);
  const places = placesText(candidate);
  return (
    <div className="candidate-summary">
      <CandidateAvatar name={candidate.full_name} picture={candidate.profile_picture} />
      <div>
        <h2 className="candidate-name">
          <Link
            to={`/employer/candidates/${candidate.id}/details`}
            state={{ backTo: `${pathname}${search}` }}
          >
            {candidate.full_name}
          </Link>
        </h2>
        <dl className="candidate-facts">
          <div>
            <dt>{t('summary.experience')}</dt>
            <dd>
              {job ? `${jobLine(job)} · ` : ''}
              {yearsText(candidate.years_of_experience)}
            </dd>
          </div>
          <div>
            <dt>{t('common.education')}</dt>
            <dd>{study ? studyLine(study) : t('common.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('common.location')}</dt>
            <dd>{places || t('common.notProvided')}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
