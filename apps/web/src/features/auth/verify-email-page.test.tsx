import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAt } from './test-render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const routes = [
  { path: '/verify-email/:uidb64/:token', element: <VerifyEmailPage /> },
  { path: '/verify-email-success', element: <VerifyEmailPage /> },
];

describe('VerifyEmailPage', () => {
  it('When the link verifies, then success shows and login opens after a 5-second countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      'GET /api/verify-email/MQ/good/': () => ({ body: { message: 'ok', email: 'amina@example.com' } }),
    });
    const router = renderAt('/verify-email/MQ/good', routes);
    expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
    expect(await screen.findByText('Your email has been verified.')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login in 5 seconds…')).toBeInTheDocument();
    for (let tick = 0; tick < 4; tick += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    }
    expect(screen.getByText('Redirecting to login in 1 second…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(router.state.location.pathname).toBe('/login');
    // Login says the address is verified and fills it in (issue 27 item 10).
    expect(router.state.location.search).toBe('?verified=1&email=amina%40example.com');
    expect(calls).toHaveLength(1);
    vi.useRealTimers();
  });

  it.each([
    [
      404,
      { detail: 'gone' },
      'Verification link not found. The link may be invalid, expired, or already used.',
    ],
    [400, { detail: 'This verification link has expired.' }, 'This verification link has expired.'],
    [400, null, 'Invalid verification request.'],
    [500, null, 'Server error (500). Please try again later.'],
    [503, null, 'Verification failed. Status: 503'],
  ])('When the server answers %i, then the failure text of that status shows', async (status, body, text) => {
    mockFetch({ [`GET /api/verify-email/MQ/t${status}${body ? 'b' : ''}/`]: () => ({ status, body }) });
    renderAt(`/verify-email/MQ/t${status}${body ? 'b' : ''}`, routes);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('When /verify-email-success is opened, then the success state shows at once', () => {
    mockFetch({});
    renderAt('/verify-email-success', routes);
    expect(screen.getByText('Your email has been verified.')).toBeInTheDocument();
  });
});
