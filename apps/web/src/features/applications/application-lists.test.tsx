import { APPLICATION_MESSAGES, CONVERSATION_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { sampleMessage, sampleThread } from '../../test/sample-conversation.ts';
import { ApplicationDetailsPage } from './application-details-page.tsx';
import { DraftsPage } from './drafts-page.tsx';
import { MyApplicationsPage } from './my-applications-page.tsx';
import { page, renderRoutes, sampleApplication, sampleJob } from './test-fixtures.tsx';

const signed = () => ({ body: { url: 'https://files.example/cv.pdf', expires_at: '2999-01-01T00:00:00Z' } });

describe('My Applications', () => {
  it('When it loads, then it asks for submitted applications only and shows the job and review status', async () => {
    const { calls } = mockFetch({
      'GET /api/applications/': () => ({
        body: page([sampleApplication({ submission_status: 'submitted', review_status: 'reviewed' })]),
      }),
    });
    renderRoutes([{ path: '/apps', element: <MyApplicationsPage /> }], '/apps');
    const item = (await screen.findByRole('heading', { level: 2, name: 'Data Analyst' })).closest('li')!;
    expect(within(item).getByText('Safaricom')).toBeInTheDocument();
    expect(within(item).getByText('Reviewed')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/api/applications/'))!.url).toContain(
      'submission_status=submitted',
    );
  });

  it('When the employer wrote messages not yet read, then the application says how many (issue 28 item 4)', async () => {
    mockFetch({
      'GET /api/applications/': () => ({
        body: page([
          { ...sampleApplication({ id: 11, submission_status: 'submitted' }), unread_messages: 2 },
          {
            ...sampleApplication({
              id: 12,
              submission_status: 'submitted',
              job_details: { ...sampleApplication().job_details, job_title: 'Clerk' },
            }),
            unread_messages: 0,
          },
        ]),
      }),
    });
    renderRoutes([{ path: '/apps', element: <MyApplicationsPage /> }], '/apps');
    const first = (await screen.findByRole('heading', { level: 2, name: /Data Analyst/ })).closest('li')!;
    expect(within(first).getByText(CONVERSATION_MESSAGES.unread(2))).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 2, name: 'Clerk' }).closest('li')!;
    expect(within(second).queryByText(/unread/)).toBeNull();
  });

  it('When there are none, then the empty text; when loading fails, then the text with Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/applications/': () => (fail ? { status: 500, body: { detail: 'x' } } : { body: page([]) }),
    });
    renderRoutes([{ path: '/apps', element: <MyApplicationsPage /> }], '/apps');
    expect(await screen.findByText(APPLICATION_MESSAGES.applicationsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeInTheDocument();
  });
});

describe('My Drafted Applications', () => {
  it('When a draft is deleted, then a confirmation asks first and the list updates', async () => {
    let drafts = [sampleApplication()];
    const { calls } = mockFetch({
      'GET /api/applications/': () => ({ body: page(drafts) }),
      'DELETE /api/applications/11/': () => {
        drafts = [];
        return { status: 204 };
      },
    });
    renderRoutes([{ path: '/drafts', element: <DraftsPage /> }], '/drafts');
    expect(await screen.findByRole('link', { name: /Continue your application/ })).toHaveAttribute(
      'href',
      '/candidate-dashboard/applications/11/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: /Delete your draft/ }));
    expect(screen.getByText(APPLICATION_MESSAGES.deleteDraftConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Delete your draft/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.noDrafts)).toBeInTheDocument();
    expect(calls[0]!.url).toContain('submission_status=draft');
  });

  it('When deleting fails, then an alert says so and the draft stays', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({
      'GET /api/applications/': () => ({ body: page([sampleApplication()]) }),
      'DELETE /api/applications/11/': () => ({ status: 500, body: { detail: 'x' } }),
    });
    renderRoutes([{ path: '/drafts', element: <DraftsPage /> }], '/drafts');
    await userEvent.click(await screen.findByRole('button', { name: /Delete your draft/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(APPLICATION_MESSAGES.draftDeleteFailed));
    expect(screen.getByRole('heading', { level: 2, name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('When drafts cannot be loaded, then the text shows with Retry', async () => {
    mockFetch({ 'GET /api/applications/': () => ({ status: 500, body: { detail: 'x' } }) });
    renderRoutes([{ path: '/drafts', element: <DraftsPage /> }], '/drafts');
    expect(await screen.findByText(APPLICATION_MESSAGES.draftsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('When the phone keeps an application typed offline, then it shows above the drafts and continues in the form', async () => {
    mockFetch({
      'GET /api/applications/': () => ({ body: page([]) }),
      'GET /api/employer/public/jobs/5/': () => ({ body: sampleJob }),
    });
    localStorage.setItem(
      'applicationDraft',
      JSON.stringify({ jobId: 5, cover_letter: 'Typed on the bus', unsaved: true }),
    );
    renderRoutes([{ path: '/drafts', element: <DraftsPage /> }], '/drafts');
    expect(await screen.findByRole('heading', { level: 2, name: 'Data Analyst' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Typed on this phone and not saved yet: it is saved as a draft when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Continue the application typed on this phone' }),
    ).toHaveAttribute('href', '/apply/5');
  });
});

describe('Application details', () => {
  const route = [{ path: '/a/:applicationId', element: <ApplicationDetailsPage /> }];

  it.each([
    ['pending', ['done', 'not yet', 'not yet']],
    ['reviewed', ['done', 'done', 'not yet']],
    ['rejected', ['done', 'done', 'not yet']],
    ['shortlisted', ['done', 'done', 'done']],
  ] as const)('When the review status is %s, then the timeline marks %j', async (status, marks) => {
    mockFetch({
      'GET /api/applications/11/': () => ({
        body: sampleApplication({ submission_status: 'submitted', review_status: status }),
      }),
      'GET /api/get-signed-media-url/': signed,
    });
    renderRoutes(route, '/a/11');
    const timeline = await screen.findByRole('list', { name: 'Application status' });
    const points = within(timeline).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      `Submitted (${marks[0]})`,
      `Reviewed (${marks[1]})`,
      `Shortlisted (${marks[2]})`,
    ]);
  });

  it('When the application cannot be loaded, then the text shows with Retry', async () => {
    mockFetch({ 'GET /api/applications/11/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderRoutes(route, '/a/11');
    expect(await screen.findByText(APPLICATION_MESSAGES.applicationDetailsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('When the candidate withdraws a submitted application, then a confirmation asks first and it then shows withdrawn', async () => {
    let withdrawn: string | null = null;
    const { calls } = mockFetch({
      'GET /api/applications/11/': () => ({
        body: sampleApplication({ submission_status: 'submitted', withdrawn_at: withdrawn }),
      }),
      'POST /api/applications/11/withdraw/': () => {
        withdrawn = '2026-01-03T08:00:00Z';
        return { body: sampleApplication({ submission_status: 'submitted', withdrawn_at: withdrawn }) };
      },
      'GET /api/get-signed-media-url/': signed,
    });
    renderRoutes(route, '/a/11');
    await userEvent.click(await screen.findByRole('button', { name: APPLICATION_MESSAGES.withdraw }));
    const dialog = screen.getByRole('dialog', { name: APPLICATION_MESSAGES.withdraw });
    expect(within(dialog).getByText(APPLICATION_MESSAGES.withdrawConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.withdraw }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(screen.getByText(/Your application was withdrawn/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLICATION_MESSAGES.withdraw })).not.toBeInTheDocument();
  });

  it('When a sent application opens, then its conversation with the employer shows under it', async () => {
    mockFetch({
      'GET /api/applications/11/': () => ({ body: sampleApplication({ submission_status: 'submitted' }) }),
      'GET /api/get-signed-media-url/': signed,
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread([
          sampleMessage(1, { body: 'Can you come on Monday?', read_at: '2026-11-20T10:00:00Z' }),
        ]),
      }),
    });
    renderRoutes(route, '/a/11');
    expect(
      await screen.findByRole('heading', { level: 2, name: CONVERSATION_MESSAGES.heading }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Can you come on Monday?')).toBeInTheDocument();
    expect(screen.getByLabelText(CONVERSATION_MESSAGES.label)).toBeInTheDocument();
  });

  it('When withdrawing is refused, then the server’s reason shows', async () => {
    mockFetch({
      'GET /api/applications/11/': () => ({ body: sampleApplication({ submission_status: 'submitted' }) }),
      'POST /api/applications/11/withdraw/': () => ({
        status: 409,
        body: { detail: APPLICATION_MESSAGES.alreadyWithdrawn },
      }),
      'GET /api/get-signed-media-url/': signed,
      'GET /api/applications/11/messages/': () => ({ body: sampleThread() }),
    });
    renderRoutes(route, '/a/11');
    await userEvent.click(await screen.findByRole('button', { name: APPLICATION_MESSAGES.withdraw }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.alreadyWithdrawn);
  });
});
