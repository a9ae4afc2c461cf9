import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadCountPoller } from '../lib/unread-count.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { RequireRole } from './require-role.tsx';

function renderGuarded(role: 'candidate' | 'employer', entry = '/private') {
  return renderPage(
    entry,
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      {
        path: '/private',
        element: (
          <RequireRole allow={role}>
            <p>Private content</p>
          </RequireRole>
        ),
      },
    ],
    { beside: <UnreadCountPoller /> },
  );
}

describe('RequireRole', () => {
  it('When no token is stored, then the user goes to /login', async () => {
    mockFetch({});
    renderGuarded('candidate');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('When a signed-out visitor opens a guarded link, then /login carries it as next', async () => {
    mockFetch({});
    const router = renderGuarded('candidate', '/private?highlight=15');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/private?highlight=15')}`);
  });

  it('When the verify call fails, then the token is removed and the user goes to /login', async () => {
    localStorage.setItem('authToken', 'bad');
    mockFetch({
      'GET /api/verify-token/': () => ({ status: 401, body: { detail: 'no' } }),
      'GET /api/notifications/candidate/unread-count/': () => ({ body: { count: 0 } }),
    });
    renderGuarded('candidate');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('When the role does not match, then the user goes to /', async () => {
    localStorage.setItem('authToken', 'good');
    localStorage.setItem('userRole', 'employer');
    mockFetch({
      'GET /api/verify-token/': () => ({ body: { role: 'employer' } }),
      'GET /api/notifications/employer/unread-count/': () => ({ body: { count: 0 } }),
    });
    renderGuarded('candidate');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('When the role matches, then the content shows after a loading state and the unread count is fetched', async () => {
    localStorage.setItem('authToken', 'good');
    localStorage.setItem('userRole', 'candidate');
    const { calls } = mockFetch({
      'GET /api/verify-token/': () => ({ body: { role: 'candidate' } }),
      'GET /api/notifications/candidate/unread-count/': () => ({ body: { count: 2 } }),
    });
    renderGuarded('candidate');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Private content')).toBeInTheDocument();
    // Fetched at start; the guard's refresh joins a fetch still under way rather than repeating it.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('unread-count')).length).toBeGreaterThanOrEqual(1),
    );
  });
});
