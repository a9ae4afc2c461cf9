import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

describe('ErrorScreen', () => {
  it('When the path is unknown, then the heading and the status show with a way home', async () => {
    renderPage('/no-such-page', [{ path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> }], {
      standIns: false,
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // A visitor gets the public header.
    expect(screen.getByRole('link', { name: 'Kweli Jobs home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('When a page does not exist, then the header, a job search and a dashboard link lead on', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'employer');
    const router = renderPage(
      '/no-such-page',
      [
        { path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> },
        { path: '/employer-dashboard', element: <p>Dashboard</p> },
      ],
      { standIns: false },
    );
    expect(await screen.findByRole('link', { name: 'Kweli Jobs dashboard' })).toHaveAttribute(
      'href',
      '/employer-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/employer-dashboard',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nurse{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?job_title=nurse');
  });

  it("When a screen not kept on the phone is opened offline, then the screen says so rather than the browser's error, under the signed-in reader's own header", async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      // The phone opened the app, then a screen whose code it never fetched.
      const router = renderPage(
        '/',
        [
          {
            path: '/',
            errorElement: <ErrorScreen />,
            children: [
              { index: true, element: <p>Home</p> },
              {
                path: 'candidate-dashboard/notifications',
                lazy: async () => {
                  throw new TypeError(
                    'Failed to fetch dynamically imported module: /assets/notifications.js',
                  );
                },
              },
            ],
          },
        ],
        { standIns: false },
      );
      await screen.findByText('Home');
      await act(() => router.navigate('/candidate-dashboard/notifications'));
      expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
      expect(
        screen.getByText(
          'You are offline, and this page is not kept on this phone. It opens when you are back online.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
      // The candidate's header, as on every signed-in page: the menu and Logout, not the visitor's Sign in.
      expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute(
        'href',
        '/candidate-dashboard/saved',
      );
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    } finally {
      offline.mockRestore();
    }
  });
});
