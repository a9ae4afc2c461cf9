import { isJobExpired, type SalaryFacts, SCREENING_WORDS, todayInNairobi } from '@kweli/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessageText } from '../i18n/messages/index.ts';
import { formatDate } from '../lib/date-time.ts';
import { applicantsCountText, postedAgoText, responseTimeWords, salaryText } from '../lib/job-facts.ts';
import { useLabel } from '../lib/labels.ts';
import { useSignedImage } from '../lib/signed-media.ts';
import { BuildingIcon } from './building-icon.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { useT } from './texts.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import './job-search/jobs.css';

/**
 * A job as the public sees it (docs/product/foundation.md §2.1): logo, title, company and place, the facts
 * and the long texts. The public job page shows it with Save, Share and Apply; the job form's Preview step
 * shows the same component, so that the employer sees exactly what will be published (issue 27, item 8).
 * Under the title: when it was posted and how many applied, and the company links to its page (item 13).
 */
export interface PostingJob extends SalaryFacts {
  job_title: string;
  company_name: string;
  company_logo: string | null | undefined;
  industry: string;
  city: string;
  /** Issue 25 item 4: the county of a job in Kenya. */
  county?: string | undefined;
  country: string;
  location_type: string | null;
  working_period: string | null;
  job_type: string | null;
  due_date: string | null;
  description: string;
  requirements: string;
  application_details: string;
  benefits: string;
  experience_level?: string | null;
  /** When it was published: "Posted 3 days ago" (issue 27 item 13); a preview passes now. */
  published_at?: string | null;
  /** Submitted applications: "12 applicants" or an invitation under a few (docs/decisions/055). */
  applicants_count?: number;
  /** Issue 22 item 2: the "Verified employer" badge. */
  employer_verified?: boolean;
  /** Issue 22 item 8: "Usually reviews applications within N days", when known. */
  employer_response_days?: number | null;
  /** Issue 28: the questions the application asks, listed so a candidate knows them before applying. */
  screening_questions?: { question: string; required: boolean }[];
}

export function JobPosting({
  job,
  actions,
  headingLevel = 1,
  companyHref,
}: {
  job: PostingJob;
  /** The company's public page, on the public job page (`/companies/{id}`); a preview links nowhere. */
  companyHref?: string;
  /** Save, Share and Apply on the public page; nothing in a preview. */
  actions?: ReactNode;
  /** A preview inside a page with its own title names the job one level down. */
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const label = useLabel();
  const text = useMessageText();
  const logo = useSignedImage(job.company_logo);
  const place = [...new Set([job.city, job.county, job.country].filter(Boolean))].join(', ');
  const facts: [string, string][] = [
    [t('jobPosting.company'), job.company_name],
    [t('jobPosting.industry'), label('industry', job.industry)],
    [t('jobPosting.location'), place],
    [t('jobPosting.locationType'), label('locationType', job.location_type)],
    [t('jobPosting.workingPeriod'), label('workingPeriod', job.working_period)],
    [t('jobPosting.jobType'), label('jobType', job.job_type)],
    [t('jobPosting.experienceLevel'), label('experienceLevel', job.experience_level)],
    [t('jobPosting.salary'), salaryText(job) ?? ''],
    [t('jobPosting.dueDate'), job.due_date ? formatDate(job.due_date) : t('jobPosting.openUntilFilled')],
  ];
  const sections: [string, string][] = [
    [t('jobPosting.description'), job.description],
    [t('jobPosting.requirements'), job.requirements],
    [t('jobPosting.howToApply'), job.application_details],
    [t('jobPosting.benefits'), job.benefits],
  ];
  const posted = postedAgoText(job.published_at);
  const applicants =
    job.applicants_count === undefined
      ? null
      : applicantsCountText(job.applicants_count, isJobExpired(job.due_date, todayInNairobi()));
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <>
      <header className="job-card-head">
        <div className="job-card-logo">
          {logo.url ? (
            <ResponsiveImage
              image={logo}
              alt={t('jobPosting.logo', { company: job.company_name })}
              size={80}
            />
          ) : (
            <BuildingIcon />
          )}
        </div>
        <div>
          <Title>{job.job_title}</Title>
          <p className="job-card-company">
            {companyHref && job.company_name ? (
              <Link to={companyHref}>{job.company_name}</Link>
            ) : (
              job.company_name
            )}
            {job.company_name && place ? ' · ' : ''}
            {place}
            {job.employer_verified ? (
              <>
                {' '}
                <VerifiedBadge />
              </>
            ) : null}
          </p>
          {posted || applicants ? (
            <p className="job-page-activity">{[posted, applicants].filter(Boolean).join(' · ')}</p>
          ) : null}
          {job.employer_response_days ? (
            <p className="job-page-activity">{responseTimeWords(job.employer_response_days)}</p>
          ) : null}
        </div>
      </header>
      {actions}
      <dl className="card job-page-facts">
        {facts
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {sections
        .filter(([, text]) => text.trim())
        .map(([title, text]) => (
          <section key={title} className="card job-page-section">
            <Section>{title}</Section>
            <p className="job-page-text">{text}</p>
          </section>
        ))}
      {job.screening_questions?.length ? (
        <section className="card job-page-section">
          <Section>{text(SCREENING_WORDS.heading)}</Section>
          <ol className="screening-list">
            {job.screening_questions.map((q) => (
              <li key={q.question}>
                {q.question}
                {q.required ? '' : ` ${text(SCREENING_WORDS.optional)}`}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
