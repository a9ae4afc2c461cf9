import type { RecommendedJob } from '@kweli/shared';
import { JobCard } from '../../../components/job-card.tsx';
import { useT } from '../texts.ts';

/** A recommended job: the product's job card, and why it was recommended. */
export function RecommendedJobCard({ job, saved = false }: { job: RecommendedJob; saved?: boolean }) {
  const t = useT();
  return (
    <div className="stack recommended-job">
      <JobCard job={job} saved={saved} />
      {job.match_reasons.length ? (
        <ul className="match-reasons" aria-label={t('dashboard.whyRecommended', { job: job.job_title })}>
          {job.match_reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
