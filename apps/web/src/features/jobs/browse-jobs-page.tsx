import { EXPERIENCE_LEVELS, experienceLabel, groupDigits } from '@kweli/shared';
import { type ChangeEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CreateAlertButton } from '../../components/job-search/create-alert.tsx';
import { JobResults } from '../../components/job-search/job-results.tsx';
import { JobSearchForm } from '../../components/job-search/job-search-form.tsx';
import type { JobSearchParams } from '../../components/job-search/search-jobs.ts';
import { queryToSearchParams, searchParamsToQuery } from '../../components/job-search/search-params.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

/**
 * The public browse-jobs page (docs/product/candidate.md "Browse-jobs page"), with its filters and sort wired
 * to the search (docs/product/rules.md "Jobs and search"): work mode -> location_type, job type ->
 * working_period (full-time, part-time) or job_type (contract, internship), posted within -> publication
 * date, experience -> experience_level, minimum pay -> salary_min (Kenya shillings a month), sort by
 * relevance, date or salary (issue 24; docs/decisions/070-salary-and-experience.md).
 */
const JOB_TYPE_OPTIONS = [
  { value: 'working_period:full-time', label: 'Full-time' },
  { value: 'working_period:part-time', label: 'Part-time' },
  { value: 'job_type:contractual', label: 'Contract' },
  { value: 'job_type:internship', label: 'Internship' },
] as const;
const WORK_MODE_OPTIONS = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'on-site', label: 'On-site' },
] as const;
const POSTED_OPTIONS = [
  { value: 'day', label: 'Past day' },
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
] as const;
const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date', label: 'Date' },
  { value: 'salary', label: 'Salary' },
] as const;
const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLabel(value) }));
/** Monthly amounts in Kenya shillings: what search's salary_min compares with. */
const PAY_OPTIONS = [25_000, 50_000, 100_000, 200_000, 400_000].map((amount) => ({
  value: String(amount),
  label: `KES ${groupDigits(amount)}+ a month`,
}));

export function BrowseJobsPage() {
  useDocumentTitle('Browse jobs');
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParamsToQuery(searchParams);
  const update = (changes: JobSearchParams) =>
    setSearchParams(queryToSearchParams({ ...query, ...changes }), { preventScrollReset: true });

  const jobTypeValue = query.working_period
    ? `working_period:${query.working_period}`
    : query.job_type
      ? `job_type:${query.job_type}`
      : '';
  const onJobType = (event: ChangeEvent<HTMLSelectElement>) => {
    const [name, value] = event.target.value.split(':');
    update({
      working_period: name === 'working_period' ? value : undefined,
      job_type: name === 'job_type' ? value : undefined,
    });
  };

  return (
    <div className="browse-jobs">
      <h1>Browse jobs</h1>
      <p>
        <Link to="/login">Sign in</Link> or{' '}
        <Link to="/SignUp/candidate">create a free candidate account</Link> to save jobs and apply.
      </p>
      <JobSearchForm
        key={`form?${query.job_title}|${query.city}|${query.country}`}
        initial={query}
        onSearch={(values) => update(values)}
      />
      <fieldset className="browse-filters">
        <legend className="sr-only">Filters</legend>
        <div className="field">
          <label htmlFor={`${id}-mode`}>Work mode</label>
          <select
            id={`${id}-mode`}
            value={query.location_type ?? ''}
            onChange={(e) => update({ location_type: e.target.value || undefined })}
          >
            <option value="">Any</option>
            {WORK_MODE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Job type</label>
          <select id={`${id}-type`} value={jobTypeValue} onChange={onJobType}>
            <option value="">Any</option>
            {JOB_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-posted`}>Posted within</label>
          <select
            id={`${id}-posted`}
            value={query.posted_within ?? ''}
            onChange={(e) => update({ posted_within: e.target.value || undefined })}
          >
            <option value="">Any time</option>
            {POSTED_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-experience`}>Experience</label>
          <select
            id={`${id}-experience`}
            value={query.experience_level ?? ''}
            onChange={(e) => update({ experience_level: e.target.value || undefined })}
          >
            <option value="">Any level</option>
            {EXPERIENCE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-pay`}>Minimum pay</label>
          <select
            id={`${id}-pay`}
            value={query.salary_min ?? ''}
            onChange={(e) => update({ salary_min: e.target.value || undefined })}
          >
            <option value="">Any pay</option>
            {PAY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={query.sort ?? 'relevance'}
            onChange={(e) => update({ sort: e.target.value === 'relevance' ? undefined : e.target.value })}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <CreateAlertButton params={query} />
      <JobResults
        key={`results?${searchParams.toString()}`}
        params={query}
        height="70vh"
        label="Jobs"
        headingLevel={2}
      />
    </div>
  );
}
