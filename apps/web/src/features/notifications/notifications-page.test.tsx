import { NOTIFICATION_MESSAGES, type Notification } from '@kweli/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { UnreadCountPoller, useUnreadCount } from '../../lib/unread-count.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import {
  CandidateNotificationsPage,
  EmployerNotificationsPage,
  HIGHLIGHT_MS,
} from './notifications-page.tsx';
import { relativeTime } from './relative-time.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const statusChange: Notification = {
  id: 7,
  message: 'Your application for Data Analyst at Safaricom was shortlisted',
  type: 'status_change',
  job: { id: 3, title: 'Data Analyst' },
  job_title: 'Data Analyst',
  application: 11,
  is_read: false,
  created_at: minutesAgo(5),
};
const jobPost: Notification = {
  id: 6,
  message: 'New job matching your preferences: Nurse at Aga Khan',
  type: 'new_job_post',
  job: { id: 4, title: 'Nurse' },
  job_title: 'Nurse',
  application: null,
  is_read: true,
  created_at: minutesAgo(60 * 26),
};
const newApplication: Notification = {
  ...statusChange,
  id: 9,
  type: 'new_application',
  message: 'Amina Odhiambo applied for Data Analyst',
};

function Badge() {
  return <p data-testid="badge">{useUnreadCount().count}</p>;
}

/** The page with the bell's count beside it, answered by a stand-in API holding `list`. */
function setUp(
  role: 'candidate' | 'employer',
  list: Notification[],
  path = `/${role}-dashboard/notifications`,
) {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('userRole', role);
  let items = [...list];
  const unread = () => items.filter((n) => !n.is_read).length;
  const network = mockFetch({
    [`GET /api/notifications/${role}-dashboard/`]: () => ({
      body: { count: items.length, next: null, previous: null, results: items },
    }),
    [`GET /api/notifications/${role}/unread-count/`]: () => ({ body: { count: unread() } }),
    ...Object.fromEntries(
      list.flatMap((n) => [
        [
          `POST /api/notifications/mark-read/${n.id}/`,
          () => {
            items = items.map((x) => (x.id === n.id ? { ...x, is_read: true } : x));
            return { status: 204 };
          },
        ],
        [
          `DELETE /api/notifications/delete/${n.id}/`,
          () => {
            items = items.filter((x) => x.id !== n.id);
            return { status: 204 };
          },
        ],
      ]),
    ),
  });
  const Page = role === 'candidate' ? CandidateNotificationsPage : EmployerNotificationsPage;
  const router = renderPage(path, [
    {
      path: `/${role}-dashboard/notifications`,
      element: (
        <>
          <UnreadCountPoller />
          <Badge />
          <Page />
        </>
      ),
    },
    { path: '/candidate-dashboard/applications/:id/details', element: <p>Application page</p> },
    { path: '/employer/applications/:id/details', element: <p>Employer application page</p> },
    { path: '/public/jobs/:id/details', element: <p>Job page</p> },
  ]);
  return { router, network };
}

const badge = () => screen.getByTestId('badge').textContent;

afterEach(async () => {
  await changeLanguage('en');
});

describe('notification pages', () => {
  it('When the reader switches to Swahili, then the list is asked for again, in Swahili (the API writes it)', async () => {
    const { network } = setUp('candidate', [statusChange]);
    await screen.findAllByTestId('notification');
    expect(network.calls.find((c) => c.url.includes('-dashboard/'))?.url).toContain('language=en');
    await act(() => changeLanguage('sw'));
    await waitFor(() =>
      expect(network.calls.filter((c) => c.url.includes('-dashboard/')).at(-1)?.url).toContain('language=sw'),
    );
  });

  it('When there are notifications, then each shows its message, read state and how long ago, newest first', async () => {
    setUp('candidate', [statusChange, jobPost]);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      statusChange.message,
      jobPost.message,
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Read')).toBeInTheDocument();
    expect(within(items[1]!).getByText('yesterday')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('When there are none, then the empty state shows', async () => {
    setUp('employer', []);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
  });

  it('When a notification is marked read, then its state changes and the badge drops by one', async () => {
    const { network } = setUp('candidate', [statusChange, { ...jobPost, is_read: false }]);
    await waitFor(() => expect(badge()).toBe('2'));
    const [first] = await screen.findAllByTestId('notification');
    await userEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(badge()).toBe('1'));
    expect(within(first!).getByText('Read')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/notifications/mark-read/7/',
    ]);
  });

  it('When a candidate opens a status change, then it is marked read and the application opens', async () => {
    const { router, network } = setUp('candidate', [statusChange]);
    await userEvent.click(await screen.findByRole('link', { name: statusChange.message }));
    expect(await screen.findByText('Application page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate-dashboard/applications/11/details');
    await waitFor(() =>
      expect(
        network.calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/mark-read/7/'),
      ).toBe(true),
    );
  });

  it('When a new job post is opened, then the job opens; an employer’s new application opens the application', async () => {
    const { router } = setUp('candidate', [jobPost]);
    await userEvent.click(await screen.findByRole('link', { name: jobPost.message }));
    expect(router.state.location.pathname).toBe('/public/jobs/4/details');
  });

  it('When an employer opens a new application, then its application page opens', async () => {
    const { router } = setUp('employer', [newApplication]);
    await userEvent.click(await screen.findByRole('link', { name: newApplication.message }));
    expect(router.state.location.pathname).toBe('/employer/applications/11/details');
  });

  it('When deleting, then it asks first; Cancel keeps it, Delete removes it and the badge drops', async () => {
    setUp('employer', [newApplication]);
    await waitFor(() => expect(badge()).toBe('1'));
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete notification: ${newApplication.message}` }),
    );
    const dialog = screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(1);

    await userEvent.click(
      screen.getByRole('button', { name: `Delete notification: ${newApplication.message}` }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.deleteConfirm })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
    await waitFor(() => expect(badge()).toBe('0'));
  });

  it('When the page opens with ?highlight, then that item is emphasised, marked read, and the badge drops', async () => {
    setUp(
      'candidate',
      [statusChange, { ...jobPost, is_read: false }],
      '/candidate-dashboard/notifications?highlight=7',
    );
    await waitFor(() => expect(badge()).toBe('1'));
    const [first, second] = screen.getAllByTestId('notification');
    expect(first).toHaveClass('highlighted');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(second).not.toHaveClass('highlighted');
    expect(within(first!).getByText('Read')).toBeInTheDocument();
    // The emphasis ends after the candidate's 3 seconds.
    await act(() => new Promise((r) => setTimeout(r, HIGHLIGHT_MS.candidate + 100)));
    expect(first).not.toHaveClass('highlighted');
    expect(badge()).toBe('1');
  }, 10_000);

  it('When the highlighted notification is beyond the first page, then the pages are read until it is found, and it is emphasised and marked read', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    const page = (n: number): Notification[] =>
      Array.from({ length: 20 }, (_, i) => ({
        ...jobPost,
        id: 1000 - (n - 1) * 20 - i,
        message: `Job ${n}-${i}`,
      }));
    const target = { ...statusChange, id: 15 };
    const { calls } = mockFetch({
      'GET /api/notifications/candidate-dashboard/': ({ url }) => {
        const n = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
        const results = n === 3 ? [target, ...page(3).slice(1)] : page(n);
        return {
          body: {
            count: 100,
            next: n < 5 ? `http://x/api/notifications/candidate-dashboard/?page=${n + 1}` : null,
            previous: null,
            results,
          },
        };
      },
      'GET /api/notifications/candidate/unread-count/': () => ({ body: { count: 1 } }),
      'POST /api/notifications/mark-read/15/': () => ({ status: 204 }),
    });
    renderPage('/candidate-dashboard/notifications?highlight=15', [
      { path: '/candidate-dashboard/notifications', element: <CandidateNotificationsPage /> },
    ]);
    const item = await waitFor(() => {
      const found = document.getElementById('notification-15');
      expect(found).not.toBeNull();
      return found!;
    });
    await waitFor(() => expect(item).toHaveClass('highlighted'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notifications/mark-read/15/')).toBe(true));
    const pagesAsked = calls.filter((c) => c.url.startsWith('/api/notifications/candidate-dashboard/'));
    // Pages 1 to 3, and not one more once it was found.
    expect(pagesAsked.map((c) => new URL(c.url, 'http://x').searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('When highlighting, then an employer’s item is emphasised 2 seconds and a candidate’s 3', () => {
    expect(HIGHLIGHT_MS).toEqual({ employer: 2000, candidate: 3000 });
  });

  it('When a time is given, then it reads as how long ago', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(relativeTime('2026-06-01T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-06-01T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-05-18T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
