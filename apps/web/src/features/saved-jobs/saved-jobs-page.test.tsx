import { APPLICATION_MESSAGES, type SavedJob } from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, page } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SavedJobsPage } from './saved-jobs-page.tsx';

const job = (id: number, title: string): SavedJob => ({
  id,
  job_title: title,
  company_name: 'Safaricom',
  company_logo: null,
  city: 'Nairobi',
  country: 'Kenya',
  job_type: 'permanent',
  working_period: 'full-time',
  location_type: 'hybrid',
  due_date: '2999-12-31',
  description: 'A job.',
  applicants_count: 0,
  employer_verified: false,
  saved_at: '2026-01-01T00:00:00Z',
});

function renderSavedJobs() {
  return renderPage(
    '/candidate-dashboard/saved',
    [
      { path: '/candidate-dashboard/saved', element: <SavedJobsPage /> },
      { path: '/candidate-dashboard', element: <p>Dashboard page</p> },
    ],
    { signedInAs: 'candidate' },
  );
}

describe('Saved Jobs', () => {
  it('When a saved job is removed, then it leaves the grid; the last one leaves the empty text', async () => {
    let saved = [job(1, 'Nurse'), job(2, 'Teacher')];
    mockFetch({
      'GET /api/candidate/saved-jobs/': () => ({ body: page(saved) }),
      'DELETE /api/candidate/saved-jobs/1/': () => {
        saved = saved.filter((j) => j.id !== 1);
        return { status: 204 };
      },
      'DELETE /api/candidate/saved-jobs/2/': () => {
        saved = [];
        return { status: 204 };
      },
    });
    renderSavedJobs();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Nurse from saved jobs' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Nurse' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Teacher' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Teacher from saved jobs' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.noSavedJobs)).toBeInTheDocument();
  });

  it('When removing fails, then an alert says so', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({
      'GET /api/candidate/saved-jobs/': () => ({ body: page([job(1, 'Nurse')]) }),
      'DELETE /api/candidate/saved-jobs/1/': () => ({ status: 500, body: { detail: 'x' } }),
    });
    renderSavedJobs();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Nurse from saved jobs' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(APPLICATION_MESSAGES.savedJobRemoveFailed));
  });

  it('When loading fails, then the text with Retry; Browse Jobs goes to the dashboard', async () => {
    let fail = true;
    mockFetch({
      'GET /api/candidate/saved-jobs/': () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: page([job(1, 'Nurse')]) },
    });
    const router = renderSavedJobs();
    expect(await screen.findByText(APPLICATION_MESSAGES.savedJobsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nurse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    expect(router.state.location.pathname).toBe('/candidate-dashboard');
  });
});
