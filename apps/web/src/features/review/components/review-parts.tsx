import { type Application, label } from '@kweli/shared';

/** The date an application was sent, as the review pages show it. */
export const formatAppliedDate = (application: Pick<Application, 'submitted_at' | 'created_at'>) =>
  new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(application.submitted_at ?? application.created_at),
  );

export const placeText = (place: { city: string; country: string }) =>
  [place.city, place.country].filter(Boolean).join(', ');

export function StatusBadge({ status }: { status: Application['review_status'] }) {
  return <span className={`review-badge review-${status}`}>{label(status)}</span>;
}

/** The file name of a stored key: the last part of its path. */
export const fileName = (key: string) => key.split('/').pop() ?? key;
