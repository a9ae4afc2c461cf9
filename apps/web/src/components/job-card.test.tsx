import { DATA_SAVER_MESSAGES, JOB_MESSAGES, type JobCardJob, VERIFIED_EMPLOYER } from '@kweli/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { sampleCard, sampleJob } from '../test/sample-job.ts';
import { DataSaverSetting } from './data-saver-setting.tsx';
import { JobCard } from './job-card.tsx';

function renderCard(job: JobCardJob, priority?: boolean) {
  return renderPage('/', [
    { path: '/', element: <JobCard job={job} priority={priority} /> },
    { path: '/login', element: <p>Login page</p> },
    { path: '/apply/:jobId', element: <p>Apply page</p> },
    { path: '/candidate-dashboard/applications', element: <p>Applications page</p> },
    { path: '/candidate-dashboard/applications/:id/edit', element: <p>Draft edit page</p> },
    { path: '/public/jobs/:jobId/details', element: <p>Job page</p> },
  ]);
}

const signInAsCandidate = () => {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('userRole', 'candidate');
};

describe('JobCard', () => {
  it('When a job names one amount or none, then the salary reads "From", "Up to", a single amount or not at all', () => {
    const { unmount } = renderCard(
      sampleJob({ salary_max: null, salary_currency: 'USD', salary_period: 'hour' }),
    );
    expect(screen.getByText('From USD 80,000 an hour')).toBeInTheDocument();
    unmount();
    const second = renderCard(sampleJob({ salary_min: null, salary_period: 'year' }));
    expect(screen.getByText('Up to KES 120,000 a year')).toBeInTheDocument();
    second.unmount();
    const third = renderCard(sampleJob({ salary_min: 1_500, salary_max: 1_500, salary_period: 'day' }));
    expect(screen.getByText('KES 1,500 a day')).toBeInTheDocument();
    third.unmount();
    renderCard(sampleJob({ salary_min: null, salary_max: null, experience_level: null }));
    expect(screen.queryByText('Salary')).toBeNull();
    expect(screen.queryByText('Level')).toBeNull();
  });

  it('When a job has no logo, then it shows the building icon of size 80, the facts and the four actions', () => {
    renderCard(sampleJob());
    const icon = screen.getByTestId('building-icon');
    expect(icon).toHaveAttribute('width', '80');
    expect(icon).toHaveAttribute('height', '80');
    expect(screen.getByRole('heading', { name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Safari Tech')).toBeInTheDocument();
    expect(screen.getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(screen.getByText('31 Dec 2999')).toBeInTheDocument();
    expect(screen.getByText('Permanent')).toBeInTheDocument();
    expect(screen.getByText('KES 80,000 - 120,000 a month')).toBeInTheDocument();
    expect(screen.getByText('Mid level')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Software Engineer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share Software Engineer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apply for Software Engineer' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View details of Software Engineer' })).toHaveAttribute(
      'href',
      '/public/jobs/7/details',
    );
  });

  it("When a search result's card is shared, then the dialog previews the start of the description the card carries", async () => {
    const description = `${'Keep the ledgers of a busy cooperative in order.   '.repeat(4)}The end.`;
    renderCard(sampleCard({ description }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Software Engineer' }));
    const dialog = await screen.findByRole('dialog');
    const flat = description.replace(/\s+/g, ' ');
    expect(dialog).toHaveTextContent(`${flat.slice(0, 120).trimEnd()}...`);
    expect(dialog).not.toHaveTextContent(flat.slice(0, 121));
  });

  it('When the employer is verified, then the card shows the Verified employer badge; otherwise none', () => {
    const { unmount } = renderCard(sampleJob({ employer_verified: true }));
    expect(screen.getByText(VERIFIED_EMPLOYER.badge)).toHaveAttribute('title', VERIFIED_EMPLOYER.explanation);
    unmount();
    renderCard(sampleJob());
    expect(screen.queryByText(VERIFIED_EMPLOYER.badge)).not.toBeInTheDocument();
  });

  it('When the company has a logo, then its public address is drawn at size 80, WebP widths with the small JPEG as fallback, without any call', async () => {
    const { calls } = mockFetch({});
    renderCard(sampleJob({ company_logo: 'media/company_logo/1/logo.png' }));
    const img = await screen.findByRole('img', { name: 'Safari Tech logo' });
    expect(img).toHaveAttribute('src', '/api/logos/1/logo.png/w160.jpg');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    const source = document.body.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('sizes', '80px');
    expect(source?.getAttribute('srcset')).toContain('/api/logos/1/logo.png/w80.webp 80w');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(calls).toHaveLength(0);
  });

  it('When the data saver is switched on, then no logo is asked for and the card shows the building icon', async () => {
    const { calls } = mockFetch({});
    renderPage('/', [
      {
        path: '/',
        element: (
          <>
            <JobCard job={sampleJob({ company_logo: 'media/company_logo/1/logo.png' })} />
            <DataSaverSetting />
          </>
        ),
      },
    ]);
    expect(await screen.findByRole('img', { name: 'Safari Tech logo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: DATA_SAVER_MESSAGES.label }));
    expect(screen.queryByRole('img', { name: 'Safari Tech logo' })).not.toBeInTheDocument();
    expect(localStorage.getItem('dataSaver')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: DATA_SAVER_MESSAGES.label }));
    expect(await screen.findByRole('img', { name: 'Safari Tech logo' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('When the data saver was on in this browser, then the card never asks for its logo', async () => {
    localStorage.setItem('dataSaver', 'true');
    const { calls } = mockFetch({});
    renderCard(sampleJob({ company_logo: 'media/company_logo/1/logo.png' }));
    const container = document.body;
    await act(async () => {});
    expect(container.querySelector('img, picture')).toBeNull();
    expect(container.querySelector('.job-card-logo svg')).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('When the card is at the top of the first screen, then its logo loads at once and first', async () => {
    renderCard(sampleJob({ company_logo: 'https://files.example/logo.png' }), true);
    const img = await screen.findByRole('img', { name: 'Safari Tech logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('When the due date is past, then Apply reads Deadline Passed and is disabled', () => {
    renderCard(sampleJob({ due_date: '2020-01-01' }));
    const apply = screen.getByRole('button', { name: `${JOB_MESSAGES.deadlinePassed}: Software Engineer` });
    expect(apply).toHaveTextContent('Deadline Passed');
    expect(apply).toBeDisabled();
  });

  it('When a visitor presses Save, then the action is remembered and the visitor goes to /login', async () => {
    const router = renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Save Software Engineer' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('pendingJobAction')!)).toEqual({ action: 'save', jobId: 7 });
  });

  it('When a visitor presses Apply, then the apply action is remembered and the visitor goes to /login', async () => {
    const router = renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Software Engineer' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('pendingJobAction')!)).toEqual({ action: 'apply', jobId: 7 });
  });

  it('When a candidate saves, then the job is posted, the toast shows and Save reads Saved', async () => {
    signInAsCandidate();
    const { calls } = mockFetch({
      'POST /api/candidate/saved-jobs/': () => ({
        status: 201,
        body: { job_id: 7, saved_at: '2026-11-23T10:00:00Z' },
      }),
    });
    renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Save Software Engineer' }));
    expect(await screen.findByText('Job saved successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ job_id: 7 });
    expect(screen.getByRole('button', { name: 'Saved Software Engineer' })).toBeDisabled();
  });

  it('When saving fails, then the red failure toast shows', async () => {
    signInAsCandidate();
    mockFetch({ 'POST /api/candidate/saved-jobs/': () => ({ status: 500, body: { detail: 'x' } }) });
    renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Save Software Engineer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save job. Please try again.');
  });

  it('When a candidate applies with no application yet, then the apply page opens', async () => {
    signInAsCandidate();
    mockFetch({
      'GET /api/applications/apply-check/': () => ({ body: { job: 7, outcome: 'new', application: null } }),
    });
    const router = renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Software Engineer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/7'));
  });

  it('When an application was already submitted, then the alert shows and the applications list opens', async () => {
    signInAsCandidate();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({
      'GET /api/applications/apply-check/': () => ({
        body: { job: 7, outcome: 'already_applied', application: null },
      }),
    });
    const router = renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Software Engineer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard/applications'));
    expect(alert).toHaveBeenCalledWith(JOB_MESSAGES.alreadySubmitted);
  });

  it('When a draft exists, then the app asks in its own dialog: continuing opens the draft, declining starts a new application, closing stays', async () => {
    signInAsCandidate();
    const confirm = vi.spyOn(window, 'confirm');
    mockFetch({
      'GET /api/applications/apply-check/': () => ({ body: { job: 7, outcome: 'draft', application: 4 } }),
    });
    const router = renderCard(sampleJob());
    const apply = screen.getByRole('button', { name: 'Apply for Software Engineer' });
    await userEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'You have a draft' });
    expect(dialog).toHaveTextContent(JOB_MESSAGES.draftExists);
    expect(screen.getByRole('button', { name: 'Continue my draft' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(apply);
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/7'));
    expect(router.state.location.search).toBe('?new=1');

    await act(() => router.navigate('/'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Software Engineer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue my draft' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/candidate-dashboard/applications/4/edit'),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('When the check fails, then the check-failure alert shows and nothing opens', async () => {
    signInAsCandidate();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({ 'GET /api/applications/apply-check/': () => ({ status: 500, body: { detail: 'x' } }) });
    const router = renderCard(sampleJob());
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Software Engineer' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(JOB_MESSAGES.checkFailed));
    expect(router.state.location.pathname).toBe('/');
  });
});
