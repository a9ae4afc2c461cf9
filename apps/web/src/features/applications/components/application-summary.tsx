import { APPLICATION_MESSAGES, type Application, todayInNairobi } from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';
import { formatDate as formatDay } from '../../../lib/date-time.ts';
import { useLabel } from '../../../lib/labels.ts';

/** The job an application is for, as the lists and the details page show it. */
export function ApplicationJob({ application }: { application: Application }) {
  const label = useLabel();
  const job = application.job_details;
  const place = [job.city, job.country].filter(Boolean).join(', ');
  const facts = [place, label('locationType', job.location_type), label('jobType', job.job_type)]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <p className="muted">{job.company_name}</p>
      {facts ? <p className="muted">{facts}</p> : null}
    </>
  );
}

/** A moment's day in the product's calendar (Nairobi), e.g. "3 Jan 2026", in the reader's language. */
export const formatDate = (iso: string | null) => (iso ? formatDay(todayInNairobi(new Date(iso))) : '');

/** The review status; a withdrawn application shows that instead, since its review stopped there. */
export function ReviewStatus({ application }: { application: Application }) {
  const label = useLabel();
  if (application.withdrawn_at)
    return (
      <span className="status-badge status-withdrawn">{messageText(APPLICATION_MESSAGES.withdrawn)}</span>
    );
  return (
    <span className={`status-badge status-${application.review_status}`}>
      {label('reviewStatus', application.review_status)}
    </span>
  );
}
