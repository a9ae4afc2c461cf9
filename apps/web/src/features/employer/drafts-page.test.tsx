import { deleteDraftQuestion, JOB_POSTING_MESSAGES } from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraftsPage } from './drafts-page.tsx';
import { EmployerJobDetailsPage } from './job-details-page.tsx';
import { jobAnswer, renderEmployer } from './test-render.tsx';

const drafts = [{ path: '/employer-dashboard/drafts', element: <DraftsPage /> }];
const details = [{ path: '/employer/jobs/:jobId/details', element: <EmployerJobDetailsPage /> }];
const draft = (id: number, title: string) => ({ id, job_title: title, updated_at: '2026-11-20T10:00:00Z' });

// Many userEvent steps: allow for a machine busy with other suites.
describe('the drafts page', { timeout: 20_000 }, () => {
  it('When there are no drafts, then the empty text shows', async () => {
    renderEmployer('/employer-dashboard/drafts', drafts, {
      'GET /api/employer/jobs/drafts/': () => ({ body: [] }),
    });
    expect(await screen.findByText(JOB_POSTING_MESSAGES.noDrafts)).toBeInTheDocument();
  });

  it('When the drafts fail to load, then the error shows with Retry', async () => {
    renderEmployer('/employer-dashboard/drafts', drafts, {
      'GET /api/employer/jobs/drafts/': () => ({ status: 500, body: {} }),
    });
    expect(await screen.findByText(JOB_POSTING_MESSAGES.draftsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('When a draft is deleted after the confirmation, then it leaves the list; a refusal alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderEmployer('/employer-dashboard/drafts', drafts, {
      'GET /api/employer/jobs/drafts/': () => ({ body: [draft(1, 'Cashier'), draft(2, 'Baker')] }),
      'DELETE /api/employer/jobs/1/': () => ({ status: 204 }),
      'DELETE /api/employer/jobs/2/': () => ({ status: 500, body: {} }),
    });
    expect(await screen.findByRole('link', { name: 'Edit Cashier' })).toHaveAttribute(
      'href',
      '/employer/edit-job/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Cashier' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(deleteDraftQuestion('Cashier'));
    expect(dialog).toHaveTextContent('Are you sure you want to delete the draft "Cashier"?');
    expect(dialog).toHaveTextContent(JOB_POSTING_MESSAGES.cannotUndo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cashier' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Baker' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(JOB_POSTING_MESSAGES.draftDeleteFailed));
    expect(screen.getByRole('heading', { name: 'Baker' })).toBeInTheDocument();
  });
});

describe('the employer job details', { timeout: 20_000 }, () => {
  it('When the job loads, then every field shows, a missing due date as "-", and the share icon opens the public link', async () => {
    renderEmployer('/employer/jobs/7/details', details, {
      'GET /api/employer/jobs/7/': () => ({ body: jobAnswer() }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Data Analyst' });
    expect(screen.getByText(JOB_POSTING_MESSAGES.titleView)).toBeInTheDocument();
    expect(screen.getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Permanent')).toBeInTheDocument();
    expect(screen.getByText('Due date').nextElementSibling).toHaveTextContent('-');
    expect(screen.getByText(/Analyse data\./)).toHaveClass('pre-line');
    await userEvent.click(screen.getByRole('button', { name: 'Share Data Analyst' }));
    // The share dialog's code loads when it is opened.
    expect(within(await screen.findByRole('dialog')).getByLabelText('Job link')).toHaveValue(
      `${window.location.origin}/public/jobs/7/details`,
    );
  });

  it('When the job cannot be loaded, then the failure text shows', async () => {
    renderEmployer('/employer/jobs/8/details', details, {
      'GET /api/employer/jobs/8/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    expect(await screen.findByText(JOB_POSTING_MESSAGES.detailsFailed)).toBeInTheDocument();
  });
});
