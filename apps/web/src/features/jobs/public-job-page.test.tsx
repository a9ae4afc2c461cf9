import {
  COMPANY_MESSAGES,
  FEW_APPLICANTS_TEXT,
  JOB_MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  responseTimeText,
  SAFETY_NOTICE,
  VERIFIED_EMPLOYER,
} from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { servePrefetchedAnswers } from '../../test/prefetched.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleCard, sampleJob } from '../../test/sample-job.ts';
import { PublicJobPage } from './public-job-page.tsx';

const route = [{ path: '/public/jobs/:jobId/details', element: <PublicJobPage /> }];

describe('Public job page', () => {
  it('When a job opens, then every part of it shows with Save, Share and Apply', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({
        body: sampleJob({ requirements: 'Three years of TypeScript', benefits: 'Medical cover' }),
      }),
    });
    renderPage('/public/jobs/7/details', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Three years of TypeScript')).toBeInTheDocument();
    expect(screen.getByText('Medical cover')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('KES 80,000 - 120,000 a month')).toBeInTheDocument();
    expect(screen.getByText('Mid level')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.getByRole('complementary', { name: SAFETY_NOTICE.title })).toHaveTextContent(
      SAFETY_NOTICE.text,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share Software Engineer' })).toBeInTheDocument();
    expect(document.title).toBe('Software Engineer at Safari Tech | Kweli Jobs');
  });

  it('When the employer is verified and usually reviews within 3 days, then the page says both; without a figure, nothing', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({
        body: sampleJob({ employer_verified: true, employer_response_days: 3 }),
      }),
      'GET /api/employer/public/jobs/8/': () => ({ body: sampleJob({ id: 8 }) }),
    });
    const { unmount } = renderPage('/public/jobs/7/details', route);
    expect(await screen.findByText(responseTimeText(3))).toBeInTheDocument();
    expect(responseTimeText(3)).toBe('Usually reviews applications within 3 days');
    expect(screen.getByText(VERIFIED_EMPLOYER.badge)).toBeInTheDocument();
    unmount();
    renderPage('/public/jobs/8/details', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.queryByText(/Usually reviews applications/)).not.toBeInTheDocument();
    expect(screen.queryByText(VERIFIED_EMPLOYER.badge)).not.toBeInTheDocument();
  });

  it('When a visitor reports the job, then the dialog asks for a reason and sends it with the details', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({ body: sampleJob() }),
      'POST /api/jobs/7/report/': () => ({ status: 201, body: { detail: REPORT_MESSAGES.received } }),
    });
    renderPage('/public/jobs/7/details', route);
    await userEvent.click(await screen.findByRole('button', { name: SAFETY_NOTICE.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_MESSAGES.title });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await screen.findByText(REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByLabelText(REPORT_REASON_LABELS.fee_requested));
    await userEvent.type(screen.getByLabelText(REPORT_MESSAGES.detailsLabel), 'Asked for Ksh 500');
    await userEvent.click(screen.getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await screen.findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'fee_requested',
      details: 'Asked for Ksh 500',
    });
  });

  it('When the page came with the job, then it shows at once, with no loading state', async () => {
    servePrefetchedAnswers({ '/api/employer/public/jobs/7/': sampleJob({ benefits: 'Medical cover' }) });
    // The network never answers: what shows came with the page.
    mockFetch({ 'GET /api/employer/public/jobs/7/': () => new Promise(() => {}) });
    renderPage('/public/jobs/7/details', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Medical cover')).toBeInTheDocument();
    expect(screen.queryByText('Loading job...')).not.toBeInTheDocument();
  });

  it('When the page came with another job, then this one is asked for', async () => {
    servePrefetchedAnswers({ '/api/employer/public/jobs/8/': sampleJob({ id: 8, job_title: 'Other' }) });
    const { calls } = mockFetch({ 'GET /api/employer/public/jobs/7/': () => ({ body: sampleJob() }) });
    renderPage('/public/jobs/7/details', route);
    expect(screen.getByText('Loading job...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(calls.map((c) => c.url).filter((url) => url.includes('/public/jobs/'))).toEqual([
      '/api/employer/public/jobs/7/',
    ]);
  });

  it('When the job is past its due date, then it still shows, with Apply disabled as Deadline Passed', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({ body: sampleJob({ due_date: '2020-02-02' }) }),
    });
    renderPage('/public/jobs/7/details', route);
    expect(await screen.findByRole('button', { name: JOB_MESSAGES.deadlinePassed })).toBeDisabled();
  });

  it('When a visitor presses Apply, then the action is remembered and the visitor goes to /login', async () => {
    mockFetch({ 'GET /api/employer/public/jobs/7/': () => ({ body: sampleJob() }) });
    const router = renderPage('/public/jobs/7/details', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('pendingJobAction')!)).toEqual({ action: 'apply', jobId: 7 });
  });

  it('When the job is not there, then the not-found message shows', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/8/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    renderPage('/public/jobs/8/details', [
      { path: '/public/jobs/:jobId/details', element: <PublicJobPage /> },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(JOB_MESSAGES.jobNotFound);
  });

  it('When the employer deleted the job while it had applicants, then the page says it is no longer available, with no Apply', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/9/': () => ({
        status: 410,
        body: { detail: JOB_MESSAGES.noLongerAvailable },
      }),
    });
    renderPage('/public/jobs/9/details', [
      { path: '/public/jobs/:jobId/details', element: <PublicJobPage /> },
    ]);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.noLongerAvailableTitle })).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_MESSAGES.noLongerAvailable);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});

describe('What the job page tells (issue 27 item 13)', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

  it('When a job was posted 3 days ago and 12 applied, then the page says so and the company links to its page', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({
        body: sampleJob({ published_at: daysAgo(3), applicants_count: 12 }),
      }),
    });
    const router = renderPage('/public/jobs/7/details', [
      ...route,
      { path: '/companies/:companyId', element: <p>Company page</p> },
    ]);
    expect(await screen.findByText('Posted 3 days ago · 12 applicants')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Safari Tech' }));
    expect(router.state.location.pathname).toBe('/companies/31');
  });

  it('When few applied, then the page invites instead of counting; an expired job says neither', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({
        body: sampleJob({ published_at: new Date().toISOString(), applicants_count: 2 }),
      }),
      'GET /api/employer/public/jobs/8/': () => ({
        body: sampleJob({ id: 8, published_at: daysAgo(1), applicants_count: 2, due_date: '2020-01-01' }),
      }),
    });
    const view = renderPage('/public/jobs/7/details', route);
    expect(await screen.findByText(`Posted today · ${FEW_APPLICANTS_TEXT}`)).toBeInTheDocument();
    view.unmount();
    renderPage('/public/jobs/8/details', route);
    expect(await screen.findByText('Posted yesterday')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(FEW_APPLICANTS_TEXT))).toBeNull();
  });

  it('When there are jobs like this one, then they show as cards below it; none shows no heading', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/7/': () => ({ body: sampleJob() }),
      'GET /api/jobs/7/similar/': () => ({
        body: {
          results: [sampleCard({ id: 12, job_title: 'Backend Engineer', company_name: 'Pwani Soft' })],
        },
      }),
      'GET /api/employer/public/jobs/8/': () => ({ body: sampleJob({ id: 8 }) }),
      'GET /api/jobs/8/similar/': () => ({ body: { results: [] } }),
    });
    const view = renderPage('/public/jobs/7/details', route);
    expect(await screen.findByRole('heading', { level: 2, name: COMPANY_MESSAGES.similarJobs })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Backend Engineer at Pwani Soft' })).toBeInTheDocument();
    view.unmount();
    renderPage('/public/jobs/8/details', route);
    await screen.findByRole('heading', { level: 1, name: 'Software Engineer' });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/jobs/8/similar/')).toBe(true));
    expect(screen.queryByRole('heading', { name: COMPANY_MESSAGES.similarJobs })).toBeNull();
  });
});
