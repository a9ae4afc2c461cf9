import { COMPANY_MESSAGES } from '@kweli/shared';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { BuildingIcon } from '../../components/building-icon.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { useSavedJobIds } from '../../components/job-actions.ts';
import { JobCard } from '../../components/job-card.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Pager } from '../../components/pager.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import '../../components/job-search/jobs.css';

import { useMessageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedImage } from '../../lib/signed-media.ts';
import { useCompany, useCompanyJobs } from './api/company.ts';
import { useT } from './texts.ts';
/**
 * A company's public page (`/companies/:companyId`, issue 27 item 13; docs/product/candidate.md "Company
 * page"): its logo, name, industry and place, website, about text and links, then its open jobs a page at
 * a time (`?page=2`, so Back returns to the page read). A closed or unknown company says so, with a way
 * on. The server sends the company and its first page of jobs with the page's HTML.
 */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const company = useCompany(companyId);
  const jobs = useCompanyJobs(companyId, page, company.isSuccess);
  const savedIds = useSavedJobIds();
  const logo = useSignedImage(company.data?.company_logo);
  const t = useT();
  const m = useMessageText();
  useDocumentTitle(company.data?.company_name ?? t('company.documentTitle'));

  if (company.isPending) {
    return (
      <p role="status" className="job-page">
        {t('company.loading')}
      </p>
    );
  }
  if (company.isError) {
    const status = company.error instanceof ApiError ? company.error.status : 0;
    const missing = status === 404 || status === 400;
    return (
      <div className="job-page">
        <h1>{missing ? m(COMPANY_MESSAGES.notFoundTitle) : t('company.title')}</h1>
        {missing ? (
          <p className="alert alert-error" role="alert">
            {m(COMPANY_MESSAGES.notFound)}
          </p>
        ) : (
          <LoadError message={COMPANY_MESSAGES.loadFailed} onRetry={() => void company.refetch()} />
        )}
        <p>
          <Link to="/browse-jobs">{t('company.browseOpenJobs')}</Link>
        </p>
      </div>
    );
  }

  const c = company.data;
  const place = [c.city, c.country].filter(Boolean).join(', ');
  return (
    <article className="job-page">
      <header className="job-card-head">
        <div className="job-card-logo">
          {logo.url ? (
            <ResponsiveImage image={logo} alt={t('company.logo', { company: c.company_name })} size={80} />
          ) : (
            <BuildingIcon />
          )}
        </div>
        <div>
          <h1>{c.company_name}</h1>
          {c.employer_verified ? <VerifiedBadge /> : null}
          <p className="job-card-company">{[c.industry, place].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      {c.website || c.company_description || c.links.length ? (
        <section className="card job-page-section" aria-labelledby="company-about">
          <h2 id="company-about">{t('company.about', { company: c.company_name })}</h2>
          {c.company_description ? <p className="job-page-text">{c.company_description}</p> : null}
          {c.website || c.links.length ? (
            <ul className="company-links">
              {c.website ? (
                <li>
                  <ExternalLink href={c.website}>{c.website.replace(/^https?:\/\//, '')}</ExternalLink>
                </li>
              ) : null}
              {c.links.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url}>{link.platform || link.url}</ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="company-jobs" className="job-list">
        <h2 id="company-jobs">
          {m(COMPANY_MESSAGES.openJobs)}
          {jobs.data ? ` (${jobs.data.count}${jobs.data.count_capped ? '+' : ''})` : ''}
        </h2>
        {jobs.isPending ? <p role="status">{t('company.loadingJobs')}</p> : null}
        {jobs.isError ? (
          <LoadError message={COMPANY_MESSAGES.loadFailed} onRetry={() => void jobs.refetch()} />
        ) : null}
        {jobs.data && jobs.data.results.length === 0 ? <p>{m(COMPANY_MESSAGES.noOpenJobs)}</p> : null}
        {jobs.data?.results.map((job) => (
          <JobCard key={job.id} job={job} saved={savedIds.has(job.id)} />
        ))}
        {jobs.data ? (
          <Pager
            page={page}
            next={jobs.data.next}
            previous={jobs.data.previous}
            label={t('company.pages', { company: c.company_name })}
            onPage={(p) => {
              setParams(p > 1 ? { page: String(p) } : {});
              // To the top of the list, not of the page: the company is read already.
              document.getElementById('company-jobs')?.scrollIntoView?.();
            }}
          />
        ) : null}
      </section>
    </article>
  );
}
