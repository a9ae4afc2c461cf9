import { COMPANY_MESSAGES, type PublicCompany, VERIFIED_EMPLOYER } from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { servePrefetchedAnswers } from '../../test/prefetched.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleCard } from '../../test/sample-job.ts';
import { CompanyPage } from './company-page.tsx';

const route = [{ path: '/companies/:companyId', element: <CompanyPage /> }];
const company: PublicCompany = {
  id: 31,
  company_name: 'Safari Tech',
  company_logo: null,
  industry: 'Technology',
  city: 'Nairobi',
  country: 'Kenya',
  website: 'https://safaritech.example',
  company_description: 'We build payments for East Africa.',
  links: [{ platform: 'LinkedIn', url: 'https://linkedin.com/company/safari' }],
  employer_verified: false,
};
const jobsPage = (page: number, ids: number[], more: boolean) => ({
  count: 21,
  count_capped: false,
  next: more ? `http://x/api/companies/31/jobs/?page=${page + 1}` : null,
  previous: page > 1 ? `http://x/api/companies/31/jobs/?page=${page - 1}` : null,
  results: ids.map((id) => sampleCard({ id, job_title: `Job ${id}` })),
});

describe('Company page (issue 27 item 13)', () => {
  it('When a company opens, then its profile and open jobs show, a page at a time', async () => {
    mockFetch({
      'GET /api/companies/31/': () => ({ body: company }),
      'GET /api/companies/31/jobs/': ({ url }) =>
        url.includes('page=2') ? { body: jobsPage(2, [99], false) } : { body: jobsPage(1, [1, 2], true) },
    });
    const router = renderPage('/companies/31', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Safari Tech' })).toBeInTheDocument();
    expect(screen.getByText('Technology · Nairobi, Kenya')).toBeInTheDocument();
    expect(screen.getByText('We build payments for East Africa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /safaritech\.example/ })).toHaveAttribute(
      'href',
      'https://safaritech.example',
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `${COMPANY_MESSAGES.openJobs} (21)` })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Job 1 at Safari Tech' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Job 99 at Safari Tech' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(document.title).toBe('Safari Tech | Kweli Jobs');
  });

  it('When the company is verified, then the Verified employer badge shows under its name', async () => {
    mockFetch({
      'GET /api/companies/31/': () => ({ body: { ...company, employer_verified: true } }),
      'GET /api/companies/31/jobs/': () => ({ body: jobsPage(1, [1], false) }),
    });
    renderPage('/companies/31', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Safari Tech' })).toBeInTheDocument();
    expect(screen.getAllByText(VERIFIED_EMPLOYER.badge).length).toBeGreaterThan(0);
  });

  it('When the page came with the company and its jobs, then they show at once', async () => {
    servePrefetchedAnswers({
      '/api/companies/31/': company,
      '/api/companies/31/jobs/?page=1': jobsPage(1, [5], false),
    });
    mockFetch({});
    renderPage('/companies/31', route);
    expect(screen.getByRole('heading', { level: 1, name: 'Safari Tech' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Job 5 at Safari Tech' })).toBeInTheDocument();
  });

  it('When the company has no open jobs, then the page says so', async () => {
    mockFetch({
      'GET /api/companies/31/': () => ({ body: { ...company, website: '', links: [] } }),
      'GET /api/companies/31/jobs/': () => ({ body: { ...jobsPage(1, [], false), count: 0 } }),
    });
    renderPage('/companies/31', route);
    expect(await screen.findByText(COMPANY_MESSAGES.noOpenJobs)).toBeInTheDocument();
  });

  it('When the company is closed or unknown, then the not-found message shows with a way on', async () => {
    mockFetch({ 'GET /api/companies/32/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderPage('/companies/32', route);
    expect(
      await screen.findByRole('heading', { level: 1, name: COMPANY_MESSAGES.notFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent(COMPANY_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/browse-jobs');
  });
});
