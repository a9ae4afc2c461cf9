import {
  isJobExpired,
  JOB_CARD_LOGO_SIZE,
  JOB_MESSAGES,
  type JobCardJob,
  publicJobPath,
  todayInNairobi,
} from '@kweli/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useMessageText } from '../i18n/messages/index.ts';
import { formatDate } from '../lib/date-time.ts';
import { salaryText } from '../lib/job-facts.ts';
import { useLabel } from '../lib/labels.ts';
import { useSignedImage } from '../lib/signed-media.ts';
import { BuildingIcon } from './building-icon.tsx';
import { useJobActions } from './job-actions.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { useT } from './texts.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import './job-card.css';

// The share dialog loads when someone opens it: the landing page shows cards, rarely a share (decision 104).
const ShareDialog = lazy(async () => ({ default: (await import('./share-dialog.tsx')).ShareDialog }));

/**
 * The job card of every job list (docs/product/foundation.md §2.3): logo (or the building icon of size 80),
 * title, company, city and country, due date, job type, and Save, Share, Apply and View Details. Apply reads
 * 'Deadline Passed' and is disabled when the due date is past.
 *
 * Usage: `<JobCard job={job} />` with any item carrying the fields of `JobCardJob`. The card does the
 * save and apply logic itself through `useJobActions` (visitors go through pendingJobAction and /login,
 * candidates through the apply checks), so a list only hands it jobs. Optional props:
 * - `saved`: the job is already in the candidate's saved jobs (Save then reads "Saved" and is disabled);
 * - `onSaved(jobId)`: called after a successful save, for a list that shows saved state itself;
 * - `actions`: extra controls placed after the standard ones (for example Remove on the saved-jobs page);
 * - `headingLevel`: 2 or 3 (default 3), to fit the page's outline;
 * - `priority`: the card is at the top of the first screen, so its logo is loaded at once and first
 *   (it is usually the largest thing painted); the logos of other cards load as they scroll into view.
 */
export interface JobCardProps {
  job: JobCardJob;
  saved?: boolean;
  onSaved?: (jobId: number) => void;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

export function JobCard({
  job,
  saved = false,
  onSaved,
  actions,
  headingLevel = 3,
  priority = false,
}: JobCardProps) {
  const t = useT();
  const label = useLabel();
  const text = useMessageText();
  const { save, apply, saving, draftQuestion } = useJobActions();
  const [savedNow, setSavedNow] = useState(false);
  const [sharing, setSharing] = useState(false);
  const logo = useSignedImage(job.company_logo);
  const expired = isJobExpired(job.due_date, todayInNairobi());
  const isSaved = saved || savedNow;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [...new Set([job.city, job.county, job.country].filter(Boolean))].join(', ');
  const salary = salaryText(job);

  const onSave = async () => {
    if (await save(job.id)) {
      setSavedNow(true);
      onSaved?.(job.id);
    }
  };

  return (
    <article
      className="card job-card"
      aria-label={t('jobCard.jobAt', { title: job.job_title, company: job.company_name })}
    >
      <div className="job-card-head">
        <div className="job-card-logo">
          {logo.url ? (
            <ResponsiveImage
              image={logo}
              alt={t('jobCard.logo', { company: job.company_name })}
              size={JOB_CARD_LOGO_SIZE}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : (
            <BuildingIcon />
          )}
        </div>
        <div className="job-card-title">
          <Heading>
            <Link to={publicJobPath(job.id)}>{job.job_title}</Link>
          </Heading>
          <p className="job-card-company">
            {job.company_name}
            {job.employer_verified ? (
              <>
                {' '}
                <VerifiedBadge />
              </>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="job-card-facts">
        {place && (
          <div>
            <dt>{t('jobCard.location')}</dt>
            <dd>{place}</dd>
          </div>
        )}
        <div>
          <dt>{t('jobCard.dueDate')}</dt>
          <dd>{job.due_date ? formatDate(job.due_date) : t('jobCard.openUntilFilled')}</dd>
        </div>
        {job.job_type && (
          <div>
            <dt>{t('jobCard.jobType')}</dt>
            <dd>{label('jobType', job.job_type)}</dd>
          </div>
        )}
        {job.experience_level && (
          <div>
            <dt>{t('jobCard.level')}</dt>
            <dd>{label('experienceLevel', job.experience_level)}</dd>
          </div>
        )}
        {salary && (
          <div>
            <dt>{t('jobCard.salary')}</dt>
            <dd>{salary}</dd>
          </div>
        )}
      </dl>
      <div className="card-actions job-card-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onSave}
          disabled={isSaved || saving}
          aria-label={t(isSaved ? 'jobCard.savedJob' : 'jobCard.saveJob', { title: job.job_title })}
        >
          {isSaved ? t('jobCard.saved') : t('jobCard.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setSharing(true)}
          aria-label={t('jobCard.shareJob', { title: job.job_title })}
        >
          {t('jobCard.share')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void apply(job)}
          disabled={expired}
          aria-label={
            expired
              ? t('jobCard.deadlinePassedFor', {
                  deadline: text(JOB_MESSAGES.deadlinePassed),
                  title: job.job_title,
                })
              : t('jobCard.applyFor', { title: job.job_title })
          }
        >
          {expired ? text(JOB_MESSAGES.deadlinePassed) : t('jobCard.apply')}
        </button>
        <Link
          to={publicJobPath(job.id)}
          className="button button-secondary"
          aria-label={t('jobCard.viewDetailsOf', { title: job.job_title })}
        >
          {t('jobCard.viewDetails')}
        </Link>
        {actions}
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog job={job} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
      {draftQuestion}
    </article>
  );
}
