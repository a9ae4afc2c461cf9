import type { RecommendedJob } from '@kweli/shared';
import { label } from '@kweli/shared';
import { Link } from 'react-router';

/** A recommended job with why it was recommended. */
export function RecommendedJobCard({ job }: { job: RecommendedJob }) {
  const place = [job.city, job.country].filter(Boolean).join(', ');
  return (
    <article className="card stack recommended-job">
      <h3>
        <Link to={`/public/jobs/${job.id}/details`}>{job.job_title}</Link>
      </h3>
      <p>{job.company_name}</p>
      {place ? <p className="muted">{place}</p> : null}
      <p className="muted">
        {[label(job.job_type), label(job.working_period), label(job.location_type)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {job.due_date ? <p className="muted">Apply by {job.due_date}</p> : null}
      {job.match_reasons.length ? (
        <ul className="match-reasons">
          {job.match_reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
