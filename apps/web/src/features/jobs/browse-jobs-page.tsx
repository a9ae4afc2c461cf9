import {
  ALERT_MESSAGES,
  COUNTY_MESSAGES,
  EXPERIENCE_LEVELS,
  groupDigits,
  KENYA_COUNTIES_BY_NAME,
  PAY_BANDS,
} from '@kweli/shared';
import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CreateAlertButton } from '../../components/job-search/create-alert.tsx';
import { JobResults } from '../../components/job-search/job-results.tsx';
import { JobSearchForm } from '../../components/job-search/job-search-form.tsx';
import type { JobSearchParams } from '../../components/job-search/search-jobs.ts';
import { queryToSearchParams, searchParamsToQuery } from '../../components/job-search/search-params.ts';
import { useMessageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { T, useT } from './texts.ts';

/**
 * The public browse-jobs page (docs/product/candidate.md "Browse-jobs page"), with its filters and sort wired
 * to the search (docs/product/rules.md "Jobs and search"): work mode -> location_type, job type ->
 * working_period (full-time, part-time) or job_type (contract, internship), posted within -> publication
 * date, experience -> experience_level, minimum pay -> salary_min (Kenya shillings a month), sort by
 * relevance, date or salary (issue 24; docs/decisions/070-salary-and-experience.md), and the links that
 * bring the search to the candidate: "Create alert for this search" and its RSS feed.
 */
const JOB_TYPE_OPTIONS = [
  { value: 'working_period:full-time', label: 'browse.jobTypes.fullTime' },
  { value: 'working_period:part-time', label: 'browse.jobTypes.partTime' },
  { value: 'job_type:contractual', label: 'browse.jobTypes.contract' },
  { value: 'job_type:internship', label: 'browse.jobTypes.internship' },
] as const;
const WORK_MODE_OPTIONS = [
  { value: 'remote', label: 'browse.workModes.remote' },
  { value: 'hybrid', label: 'browse.workModes.hybrid' },
  { value: 'on-site', label: 'browse.workModes.onSite' },
] as const;
const POSTED_OPTIONS = [
  { value: 'day', label: 'browse.posted.day' },
  { value: 'week', label: 'browse.posted.week' },
  { value: 'month', label: 'browse.posted.month' },
] as const;
const SORT_OPTIONS = [
  { value: 'relevance', label: 'browse.sort.relevance' },
  { value: 'date', label: 'browse.sort.date' },
  { value: 'salary', label: 'browse.sort.salary' },
] as const;
/** Issue 25 item 4: the 47 counties of Kenya, by name. */
const COUNTY_OPTIONS = KENYA_COUNTIES_BY_NAME.map((value) => ({ value, label: value }));

export function BrowseJobsPage() {
  const t = useT();
  const m = useMessageText();
  const label = useLabel();
  useDocumentTitle(t('browse.title'));
  // The options' labels in the reader's language (the lists above hold their keys).
  const translated = (options: readonly { value: string; label: Parameters<typeof t>[0] }[]) =>
    options.map((option) => ({ value: option.value, label: t(option.label) }));
  // The levels as the job cards name them, in the reader's language (shared's labels are English only).
  const experienceOptions = EXPERIENCE_LEVELS.map((value) => ({
    value,
    label: label('experienceLevel', value),
  }));
  const payOptions = PAY_BANDS.map((amount) => ({
    value: String(amount),
    label: t('browse.payAMonth', { amount: groupDigits(amount) }),
  }));
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParamsToQuery(searchParams);
  // The RSS feed of this search (issue 24 item 7) takes the search's own parameters.
  const feed = queryToSearchParams(query);
  // The address changes in a transition, so two choices made before the page draws again (a filter, then
  // the sort) would each start from the same old query and the second would drop the first: each change
  // builds on the last one asked for instead.
  const address = searchParams.toString();
  const asked = useRef({ address, query });
  if (asked.current.address !== address) asked.current = { address, query };
  const update = (changes: JobSearchParams) => {
    asked.current.query = { ...asked.current.query, ...changes };
    setSearchParams(queryToSearchParams(asked.current.query), { preventScrollReset: true });
  };

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
      <h1>{t('browse.title')}</h1>
      <p>
        <T
          k="browse.invite"
          components={{ login: <Link to="/login" />, signUp: <Link to="/SignUp/candidate" /> }}
        />
      </p>
      <JobSearchForm
        key={`form?${query.job_title}|${query.city}|${query.country}`}
        initial={query}
        onSearch={(values) => update(values)}
      />
      <fieldset className="browse-filters">
        <legend className="sr-only">{t('browse.filters')}</legend>
        <FilterSelect
          id={`${id}-mode`}
          label={t('browse.workMode')}
          any={t('browse.any')}
          options={translated(WORK_MODE_OPTIONS)}
          {...optional('location_type')}
        />
        <FilterSelect
          id={`${id}-type`}
          label={t('browse.jobType')}
          any={t('browse.any')}
          options={translated(JOB_TYPE_OPTIONS)}
          value={jobTypeValue}
          onChange={onJobType}
        />
        <FilterSelect
          id={`${id}-county`}
          label={m(COUNTY_MESSAGES.label)}
          any={m(COUNTY_MESSAGES.any)}
          options={COUNTY_OPTIONS}
          {...optional('county')}
        />
        <FilterSelect
          id={`${id}-posted`}
          label={t('browse.postedWithin')}
          any={t('browse.anyTime')}
          options={translated(POSTED_OPTIONS)}
          {...optional('posted_within')}
        />
        <FilterSelect
          id={`${id}-experience`}
          label={t('browse.experience')}
          any={t('browse.anyLevel')}
          options={experienceOptions}
          {...optional('experience_level')}
        />
        <FilterSelect
          id={`${id}-pay`}
          label={t('browse.minimumPay')}
          any={t('browse.anyPay')}
          options={payOptions}
          {...optional('salary_min')}
        />
        <FilterSelect
          id={`${id}-sort`}
          label={t('browse.sortBy')}
          options={translated(SORT_OPTIONS)}
          value={query.sort ?? 'relevance'}
          onChange={(value) => update({ sort: value === 'relevance' ? undefined : value })}
        />
      </fieldset>
      <CreateAlertButton params={query} />
      <p>
        {/* A plain link: the feed is served by the API server, not a screen of the app. */}
        <a href={`/jobs/feed.xml${feed.size ? `?${feed}` : ''}`} type="application/rss+xml">
          {m(ALERT_MESSAGES.feedLink)}
        </a>
      </p>
      <JobResults
        key={`results?${searchParams.toString()}`}
        params={query}
        height="70vh"
        label={t('browse.results')}
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
