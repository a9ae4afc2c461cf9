import { APPLICATION_MESSAGES, type Application, label } from '@kweli/shared';

/** The job an application is for, as the lists and the details page show it. */
export function ApplicationJob({ application }: { application: Application }) {
  const job = application.job_details;
  const place = [job.city, job.country].filter(Boolean).join(', ');
  const facts = [place, label(job.location_type), label(job.job_type)].filter(Boolean).join(' · ');
  return (
    <>
      <p className="muted">{job.company_name}</p>
      {facts ? <p className="muted">{facts}</p> : null}
    </>
  );
}

export const formatDate = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(iso),
      )
    : '';

/** The review status; a withdrawn application shows that instead, since its review stopped there. */
export function ReviewStatus({ application }: { application: Application }) {
  if (application.withdrawn_at)
    return <span className="status-badge status-withdrawn">{APPLICATION_MESSAGES.withdrawn}</span>;
  return (
    <span className={`status-badge status-${application.review_status}`}>
      {label(application.review_status)}
    </span>
  );
}
