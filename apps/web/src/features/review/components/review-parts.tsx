import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { Link } from 'react-router';
import { intlLocale } from '../../../i18n/index.ts';
import { messageText } from '../../../i18n/messages/index.ts';
import { useLabel } from '../../../lib/labels.ts';
import { useT } from '../texts.ts';

/** The date an application was sent, as the review pages show it. */
export const formatAppliedDate = (application: Pick<Application, 'submitted_at' | 'created_at'>) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(application.submitted_at ?? application.created_at),
  );

export const placeText = (place: { city: string; country: string }) =>
  [place.city, place.country].filter(Boolean).join(', ');

/** The review status, or "Withdrawn" once the candidate took the application back (issue 27). */
export function StatusBadge({
  status,
  withdrawn = false,
}: {
  status: Application['review_status'];
  withdrawn?: boolean;
}) {
  const label = useLabel();
  if (withdrawn)
    return (
      <span className="review-badge review-withdrawn">{messageText(APPLICATION_MESSAGES.withdrawn)}</span>
    );
  return <span className={`review-badge review-${status}`}>{label('reviewStatus', status)}</span>;
}

/** The file name of a stored key: the last part of its path. */
export const fileName = (key: string) => key.split('/').pop() ?? key;

type Named = { candidate_details: { name: string; email: string } };

/** The applicant as the review lists name them: the name, or the e-mail when the profile has none. */
export const applicantName = (application: Named) =>
  application.candidate_details.name || application.candidate_details.email;

/** The spec's "View Application" button of a review list, named after its applicant for screen readers. */
export function ViewApplicationLink({ application }: { application: Named & { id: number } }) {
  const t = useT();
  return (
    <Link
      className="button button-secondary"
      to={`/employer/applications/${application.id}/details`}
      aria-label={t('common.viewApplicationOf', { name: applicantName(application) })}
    >
      {t('common.viewApplication')}
    </Link>
  );
}
