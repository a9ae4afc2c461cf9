import { Link } from 'react-router';

/**
 * The buttons beside an employer's own job wherever it is listed (the dashboard's table, the drafts):
 * each says which job it acts on to a screen reader ("Edit Community Nurse").
 */
const JOB_LINKS = {
  edit: { text: 'Edit', to: (id: number) => `/employer/edit-job/${id}`, name: (t: string) => `Edit ${t}` },
  applicants: {
    text: 'Applicants',
    to: (id: number) => `/employer/jobs/${id}/applicants`,
    name: (t: string) => `Applicants for ${t}`,
  },
  details: {
    text: 'View Details',
    to: (id: number) => `/employer/jobs/${id}/details`,
    name: (t: string) => `View details of ${t}`,
  },
} as const;

type Job = { id: number; job_title: string };

export function JobLink({ job, to }: { job: Job; to: keyof typeof JOB_LINKS }) {
  const link = JOB_LINKS[to];
  return (
    <Link className="button button-secondary" to={link.to(job.id)} aria-label={link.name(job.job_title)}>
      {link.text}
    </Link>
  );
}

/** Delete, which asks first (the caller opens its confirmation). */
export function DeleteJobButton({ job, onClick }: { job: Job; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button-danger"
      aria-label={`Delete ${job.job_title}`}
      onClick={onClick}
    >
      Delete
    </button>
  );
}

/** Close, which asks first (issue 22 item 7; the caller opens its confirmation). */
export function CloseJobButton({ job, onClick }: { job: Job; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`Close ${job.job_title}`}
      onClick={onClick}
    >
      Close job
    </button>
  );
}
