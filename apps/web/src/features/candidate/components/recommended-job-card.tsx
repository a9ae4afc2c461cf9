import type { RecommendedJob } from '@kweli/shared';
import { JobCard } from '../../../components/job-card.tsx';

/** A recommended job: the product's job card, and why it was recommended. */
export function RecommendedJobCard({ job, saved = false }: { job: RecommendedJob; saved?: boolean }) {
  return (
    <div className="stack recommended-job">
      <JobCard job={job} saved={saved} />
      {job.match_reasons.length ? (
        <ul className="match-reasons" aria-label={`Why ${job.job_title} is recommended`}>
          {job.match_reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
