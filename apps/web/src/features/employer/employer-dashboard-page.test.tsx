import {
  EMPLOYER_MESSAGES,
  JOB_CLOSE_MESSAGES,
  JOB_POSTING_MESSAGES,
  JOB_REVIEW_MESSAGES,
  SCREENING_REASONS,
} from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import labels from '../../lib/locales/sw.json';
import { EmployerDashboardPage } from './employer-dashboard-page.tsx';
import sw from './locales/sw.json';
import { jobAnswer, profileAnswer, renderEmployer } from './test-render.tsx';

const page = [{ path: '/employer-dashboard', element: <EmployerDashboardPage /> }];
/** One page of the dashboard list as the API answers it. */
const jobsPage = (
  results: ReturnType<typeof jobAnswer>[],
  links: { next?: string; previous?: string } = {},
) => ({
  count: results.length,
  count_capped: false,
  next: links.next ?? null,
  previous: links.previous ?? null,
  results,
});

afterEach(async () => {
  await changeLanguage('en');
});

// Many userEvent steps: allow for a machine busy with other suites.
describe('the employer dashboard', { timeout: 20_000 }, () => {
  it('When a Swahili reader opens the dashboard, then the columns, the status and the due date are in Swahili', async () => {
    await changeLanguage('sw');
    renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': () => ({ body: jobsPage([jobAnswer({ due_date: '2030-05-04' })]) }),
    });
    const row = await screen.findByRole('row', { name: /Data Analyst/ });
    expect(screen.getByRole('columnheader', { name: sw.dashboard.columns.dueDate })).toBeInTheDocument();
    expect(row).toHaveTextContent(labels.labels.jobStatus.published);
    expect(row).toHaveTextContent('4 Mei 2030');
  });

  it('When the profile is incomplete and there are no jobs, then the greeting, the alert and the empty text show', async () => {
    renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer() }),
      'GET /api/employer/jobs/list/': () => ({ body: jobsPage([]) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Wanjiku' });
    expect(await screen.findByText(EMPLOYER_MESSAGES.completeAlert)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMPLOYER_MESSAGES.completeButton })).toHaveAttribute(
      'href',
      '/employer-profile/complete',
    );
    expect(await screen.findByText(JOB_POSTING_MESSAGES.noJobs)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/employer/post-job');
    expect(screen.getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
      'href',
      '/employer/find-talent',
    );
  });

  it('When the profile is complete, then there is no alert, and the table has its columns and actions', async () => {
    renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': () => ({ body: jobsPage([jobAnswer({ due_date: '2030-01-31' })]) }),
    });
    const row = await screen.findByRole('row', { name: /Data Analyst/ });
    expect(screen.queryByText(EMPLOYER_MESSAGES.completeAlert)).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Job Title', 'Location', 'Due Date', 'Applicants', 'Status', 'Actions']);
    expect(row).toHaveTextContent('Published');
    expect(row).toHaveTextContent('Nairobi, Kenya');
    // The due date through Intl, in the reader's language (issue 25 item 1), not the stored YYYY-MM-DD.
    expect(row).toHaveTextContent('31 Jan 2030');
    expect(within(row).getByRole('link', { name: 'Edit Data Analyst' })).toHaveAttribute(
      'href',
      '/employer/edit-job/7',
    );
    expect(within(row).getByRole('link', { name: 'Applicants for Data Analyst' })).toHaveAttribute(
      'href',
      '/employer/jobs/7/applicants',
    );
    expect(within(row).getByRole('link', { name: 'View details of Data Analyst' })).toHaveAttribute(
      'href',
      '/employer/jobs/7/details',
    );
  });

  it('When a job is held for review or removed, then its row says so and why; a removed job cannot be edited', async () => {
    renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': () => ({
        body: jobsPage([
          jobAnswer({
            id: 8,
            job_title: 'Supermarket Attendant',
            status: 'in_review',
            published_at: null,
            review_reasons: [SCREENING_REASONS.asks_for_money],
          }),
          jobAnswer({
            id: 9,
            job_title: 'Hotel Porter',
            status: 'removed',
            moderation_reason: 'Asks for a fee.',
          }),
        ]),
      }),
    });
    const held = await screen.findByRole('row', { name: /Supermarket Attendant/ });
    expect(held).toHaveTextContent('In review');
    expect(held).toHaveTextContent(JOB_REVIEW_MESSAGES.held);
    expect(held).toHaveTextContent(SCREENING_REASONS.asks_for_money);
    expect(within(held).getByRole('link', { name: 'Edit Supermarket Attendant' })).toBeInTheDocument();
    const removed = screen.getByRole('row', { name: /Hotel Porter/ });
    expect(removed).toHaveTextContent('Removed');
    expect(removed).toHaveTextContent(JOB_REVIEW_MESSAGES.removedReason('Asks for a fee.'));
    expect(within(removed).queryByRole('link', { name: 'Edit Hotel Porter' })).toBeNull();
  });

  it('When the jobs fail to load, then the error shows and Retry loads them again', async () => {
    let calls = 0;
    renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': () =>
        ++calls === 1 ? { status: 500, body: {} } : { body: jobsPage([jobAnswer()]) },
    });
    await screen.findByText(JOB_POSTING_MESSAGES.jobsFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Data Analyst/ })).toBeInTheDocument();
  });

  it('When Delete is confirmed, then the job goes; when the server refuses, then the failure text shows', async () => {
    let refuse = false;
    let listed = [jobAnswer(), jobAnswer({ id: 8, job_title: 'Nurse' })];
    const { network } = renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': () => ({ body: jobsPage(listed) }),
      'DELETE /api/employer/jobs/7/': () => {
        listed = listed.filter((j) => j.id !== 7);
        return { status: 204 };
      },
      'DELETE /api/employer/jobs/8/': () => (refuse ? { status: 500, body: {} } : { status: 204 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Data Analyst' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(JOB_POSTING_MESSAGES.cannotUndo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Data Analyst' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Data Analyst/ })).not.toBeInTheDocument());

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Nurse' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.jobDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Nurse/ })).toBeInTheDocument();
  });

  it('When there are more jobs than a page, then Next and Previous load the other pages', async () => {
    const { network } = renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': (call) =>
        call.url.endsWith('page=2')
          ? {
              body: jobsPage([jobAnswer({ id: 9, job_title: 'Nurse' })], {
                previous: '/api/employer/jobs/list/?page=1',
              }),
            }
          : { body: jobsPage([jobAnswer()], { next: '/api/employer/jobs/list/?page=2' }) },
    });
    await screen.findByRole('row', { name: /Data Analyst/ });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Nurse/ })).toBeInTheDocument();
    expect(network.calls.some((c) => c.url.endsWith('/api/employer/jobs/list/?page=2'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /Data Analyst/ })).toBeInTheDocument();
  });

  it('When Close is confirmed, then the job closes and the employer is told; the Closed filter lists closed jobs without Edit, Close or Delete', async () => {
    let listed = [jobAnswer()];
    const closed = [
      jobAnswer({ id: 9, job_title: 'Driver', status: 'closed', close_reason: 'closed' }),
      jobAnswer({ id: 10, job_title: 'Cook', status: 'closed', close_reason: 'withdrawn' }),
    ];
    const { network } = renderEmployer('/employer-dashboard', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer({ is_complete: true }) }),
      'GET /api/employer/jobs/list/': (call) =>
        call.url.includes('status=closed') ? { body: jobsPage(closed) } : { body: jobsPage(listed) },
      'POST /api/employer/jobs/7/close/': () => {
        listed = [];
        return { body: jobAnswer({ status: 'closed', close_reason: 'closed' }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close Data Analyst' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(JOB_CLOSE_MESSAGES.confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: JOB_CLOSE_MESSAGES.closeButton }));
    expect(await screen.findByText(JOB_CLOSE_MESSAGES.closed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Data Analyst/ })).not.toBeInTheDocument());
    expect(network.calls.some((c) => c.method === 'POST' && c.url.endsWith('/employer/jobs/7/close/'))).toBe(
      true,
    );

    await userEvent.selectOptions(screen.getByLabelText(JOB_CLOSE_MESSAGES.filterLabel), 'closed');
    const row = await screen.findByRole('row', { name: /Driver/ });
    expect(row).toHaveTextContent(JOB_CLOSE_MESSAGES.closedState);
    expect(within(row).queryByRole('link', { name: 'Edit Driver' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Close Driver' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete Driver' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Applicants for Driver' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Cook/ })).toHaveTextContent(JOB_CLOSE_MESSAGES.withdrawnState);
    expect(network.calls.some((c) => c.url.includes('/employer/jobs/list/?page=1&status=closed'))).toBe(true);
  });
});
