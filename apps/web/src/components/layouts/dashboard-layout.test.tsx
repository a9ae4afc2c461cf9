import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UnreadCountPoller } from '../../lib/unread-count.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

function renderLayout(role: 'candidate' | 'employer', unread = 0) {
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('userRole', role);
  localStorage.setItem('signedMediaCache', '{}');
  const { calls } = mockFetch({
    [`GET /api/notifications/${role}/unread-count/`]: () => ({ body: { count: unread } }),
    'POST /api/auth/logout/': () => ({ status: 204 }),
  });
  const router = renderPage(
    '/',
    [
      {
        path: '/',
        element: <DashboardLayout userRole={role} />,
        children: [{ index: true, element: <p>Inside</p> }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { beside: <UnreadCountPoller /> },
  );
  return { calls, router };
}

describe('DashboardLayout', () => {
  it('When an employer is signed in, then the employer menu shows', () => {
    renderLayout('employer');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Drafts', 'Shortlist', 'Saved Talent']);
  });

  it('When a candidate is signed in, then the candidate menu shows', () => {
    renderLayout('candidate');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Applications', 'Saved Jobs', 'Job Alerts', 'Drafts', 'Learning']);
  });

  it('When there are unread notifications, then the bell shows the count', async () => {
    renderLayout('candidate', 4);
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toHaveAttribute(
      'href',
      '/candidate-dashboard/notifications',
    );
  });

  it('When the hamburger and the theme toggle are pressed, then their states change', async () => {
    renderLayout('employer');
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('When Logout is pressed, then the token and media cache go, the server is told and the user is at /login', async () => {
    const { calls, router } = renderLayout('candidate');
    await act(async () => {
      screen.getByRole('button', { name: 'Logout' }).click();
    });
    // Logout waits for the server's answer before it goes to /login: React's act happened to wait that
    // long, Preact's does not (decision 109).
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('signedMediaCache')).toBeNull();
    expect(calls.find((c) => c.url === '/api/auth/logout/')?.body).toEqual({ refresh: 'refresh' });
  });
});
