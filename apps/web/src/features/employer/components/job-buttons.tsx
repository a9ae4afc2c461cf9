import { Link } from 'react-router';
import { type EmployerText, useT } from '../texts.ts';

/**
 * The buttons beside an employer's own job wherever it is listed (the dashboard's table, the drafts):
 * each says which job it acts on to a screen reader ("Edit Community Nurse").
 */
const JOB_LINKS = {
  edit: { text: 'common.edit', to: (id: number) => `/employer/edit-job/${id}`, name: 'jobButtons.editJob' },
  applicants: {
    text: 'common.applicants',
    to: (id: number) => `/employer/jobs/${id}/applicants`,
    name: 'jobButtons.applicantsFor',
  },
  details: {
    text: 'jobButtons.details',
    to: (id: number) => `/employer/jobs/${id}/details`,
    name: 'jobButtons.detailsOf',
  },
} as const satisfies Record<string, { text: EmployerText; to: (id: number) => string; name: EmployerText }>;

type Job = { id: number; job_title: string };

export function JobLink({ job, to }: { job: Job; to: keyof typeof JOB_LINKS }) {
  const t = useT();
  const link = JOB_LINKS[to];
  return (
    <Link
      className="button button-secondary"
      to={link.to(job.id)}
      aria-label={t(link.name, { title: job.job_title })}
    >
      {t(link.text)}
    </Link>
  );
}

/** Delete, which asks first (the caller opens its confirmation). */
export function DeleteJobButton({ job, onClick }: { job: Job; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button-danger"
      aria-label={t('jobButtons.deleteJob', { title: job.job_title })}
      onClick={onClick}
    >
      {t('common.delete')}
    </button>
  );
}

/** Close, which asks first (issue 22 item 7; the caller opens its confirmation). */
export function CloseJobButton({ job, onClick }: { job: Job; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={t('jobButtons.closeJob', { title: job.job_title })}
      onClick={onClick}
    >
      {t('jobButtons.close')}
    </button>
  );
}
