import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emit, SESSION_TIMEOUT_EVENT } from '../lib/events.ts';
import { renderPage } from '../test/render-page.tsx';
import { SessionBanner } from './session-banner.tsx';

describe('SessionBanner', () => {
  it('When the session times out, then the user goes to /login?next=<the page> and the message shows for 5 seconds', async () => {
    vi.useFakeTimers();
    const router = renderPage('/somewhere?highlight=15', [
      {
        element: (
          <>
            <SessionBanner />
            <Outlet />
          </>
        ),
        children: [
          { path: '/somewhere', element: <p>Somewhere</p> },
          { path: '/login', element: <p>Login page</p> },
        ],
      },
    ]);
    await act(async () => {
      emit(SESSION_TIMEOUT_EVENT, { message: 'Session timeout, please log in.' });
    });
    expect(router.state.location.pathname).toBe('/login');
    // Logging in again comes back to the page the session ended on (issue 27 item 16).
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/somewhere?highlight=15')}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Session timeout, please log in.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });

  it('When the session times out while the next page is loading, then login returns to that page', async () => {
    let loadNext: () => void = () => undefined;
    const router = renderPage('/saved', [
      {
        element: (
          <>
            <SessionBanner />
            <Outlet />
          </>
        ),
        children: [
          { path: '/saved', element: <p>Saved</p> },
          {
            path: '/applications',
            // The screen's code arrives later, as a lazy route's does on a slow network.
            lazy: () =>
              new Promise((resolve) => {
                loadNext = () => resolve({ element: <p>Applications</p> });
              }),
          },
          { path: '/login', element: <p>Login page</p> },
        ],
      },
    ]);
    await screen.findByText('Saved');
    act(() => {
      void router.navigate('/applications?page=2');
    });
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(router.state.location.pathname).toBe('/saved');
    await act(async () => {
      emit(SESSION_TIMEOUT_EVENT, { message: 'Session timeout, please log in.' });
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/applications?page=2')}`);
    loadNext();
  });
});
