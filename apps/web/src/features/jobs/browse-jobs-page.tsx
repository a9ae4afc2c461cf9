import {
  COUNTY_MESSAGES,
  EXPERIENCE_LEVELS,
  experienceLabel,
  FEED_LINK_TEXT,
  groupDigits,
  KENYA_COUNTIES_BY_NAME,
} from '@kweli/shared';
import { useId } from 'react';
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
 * relevance, date or salary (issue 24; docs/decisions/070-salary-and-experience.md), and the links that
 * bring the search to the candidate: "Create alert for this search" and its RSS feed.
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
/** Issue 25 item 4: the 47 counties of Kenya, by name. */
const COUNTY_OPTIONS = KENYA_COUNTIES_BY_NAME.map((value) => ({ value, label: value }));
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
  // The RSS feed of this search (issue 24 item 7) takes the search's own parameters.
  const feed = queryToSearchParams(query);
  const update = (changes: JobSearchParams) =>
    setSearchParams(queryToSearchParams({ ...query, ...changes }), { preventScrollReset: true });

  /** A filter that an empty choice ("Any") leaves out of the search. */
  const optional = (
    name: 'location_type' | 'posted_within' | 'experience_level' | 'salary_min' | 'county',
  ) => ({
    value: query[name] ?? '',
    onChange: (value: string) => update({ [name]: value || undefined }),
  });

  const jobTypeValue = query.working_period
    ? `working_period:${query.working_period}`
    : query.job_type
      ? `job_type:${query.job_type}`
      : '';
  const onJobType = (choice: string) => {
    const [name, value] = choice.split(':');
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
        <FilterSelect
          id={`${id}-mode`}
          label="Work mode"
          any="Any"
          options={WORK_MODE_OPTIONS}
          {...optional('location_type')}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Job type"
          any="Any"
          options={JOB_TYPE_OPTIONS}
          value={jobTypeValue}
          onChange={onJobType}
        />
        <FilterSelect
          id={`${id}-county`}
          label={COUNTY_MESSAGES.label}
          any={COUNTY_MESSAGES.any}
          options={COUNTY_OPTIONS}
          {...optional('county')}
        />
        <FilterSelect
          id={`${id}-posted`}
          label="Posted within"
          any="Any time"
          options={POSTED_OPTIONS}
          {...optional('posted_within')}
        />
        <FilterSelect
          id={`${id}-experience`}
          label="Experience"
          any="Any level"
          options={EXPERIENCE_OPTIONS}
          {...optional('experience_level')}
        />
        <FilterSelect
          id={`${id}-pay`}
          label="Minimum pay"
          any="Any pay"
          options={PAY_OPTIONS}
          {...optional('salary_min')}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sort by"
          options={SORT_OPTIONS}
          value={query.sort ?? 'relevance'}
          onChange={(value) => update({ sort: value === 'relevance' ? undefined : value })}
        />
      </fieldset>
      <CreateAlertButton params={query} />
      <p>
        {/* A plain link: the feed is served by the API server, not a screen of the app. */}
        <a href={`/jobs/feed.xml${feed.size ? `?${feed}` : ''}`} type="application/rss+xml">
          {FEED_LINK_TEXT}
        </a>
      </p>
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

/** One filter of the page: a labelled select of its options, with an "any" choice first when it has one. */
function FilterSelect(props: {
  id: string;
  label: string;
  any?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.any !== undefined && <option value="">{props.any}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
