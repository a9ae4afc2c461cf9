import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { renderAt } from './test-render.tsx';

/** Google's script is replaced by a stand-in that hands over a credential, or reports a skipped prompt. */
let skip = false;
beforeEach(() => {
  skip = false;
  document.getElementById('app-config')?.remove();
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'app-config';
  config.textContent = JSON.stringify({ googleClientId: 'client-id', supportEmail: 'support@kweli.co.ke' });
  document.head.appendChild(config);
  let callback: (answer: { credential?: string }) => void = () => {};
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        prompt: (listener) => {
          if (skip) listener?.({ isNotDisplayed: () => false, isSkippedMoment: () => true });
          else callback({ credential: 'google-id-token' });
        },
      },
    },
  };
});

const session = {
  token: 't',
  refresh: 'r',
  role: 'employer',
  streak: { current_streak: 1, longest_streak: 1 },
  is_verified: true,
};

describe('GoogleSignIn', () => {
  it('When a new Google account signs in, then the role modal asks, traps focus, and the chosen role is sent', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/google/': ({ body }) =>
        (body as { userType?: string }).userType
          ? { body: session }
          : { body: { requireUserType: true, message: 'Choose' } },
    });
    const router = renderAt('/login', [{ path: '/login', element: <GoogleSignIn /> }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you a candidate or an employer?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Candidate' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Candidate' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Employer' }));
    expect(await screen.findByText('Google login successful! Redirecting...')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      credential: 'google-id-token',
      userType: 'employer',
      language: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard'), {
      timeout: 3000,
    });
    expect(localStorage.getItem('userRole')).toBe('employer');
  });

  it('When the role modal is closed with Escape, then it asks the user to select a role', async () => {
    mockFetch({ 'POST /api/auth/google/': () => ({ body: { requireUserType: true, message: 'Choose' } }) });
    renderAt('/login', [{ path: '/login', element: <GoogleSignIn /> }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your role to continue.');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveFocus();
  });

  it('When Google refuses the token, then the failure text shows; when the prompt is skipped, the cancelled text', async () => {
    mockFetch({ 'POST /api/auth/google/': () => ({ status: 400, body: { detail: 'bad' } }) });
    renderAt('/login', [{ path: '/login', element: <GoogleSignIn /> }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('Google sign-in failed')).toBeInTheDocument();
    skip = true;
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(
      await screen.findByText('Google sign-in was cancelled. Please wait a moment before trying again.'),
    ).toBeInTheDocument();
  });

  it('When no client id is configured, then no button shows', async () => {
    vi.resetModules();
    document.getElementById('app-config')?.remove();
    const { GoogleSignIn: Fresh } = await import('./google-sign-in.tsx');
    const { renderAt: freshRender } = await import('./test-render.tsx');
    mockFetch({});
    freshRender('/login', [{ path: '/login', element: <Fresh /> }]);
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });
});
