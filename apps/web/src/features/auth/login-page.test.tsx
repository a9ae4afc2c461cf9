import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STREAK_EVENT } from '../../lib/events.ts';
import { rememberPendingJobAction } from '../../lib/pending-job-action.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { LoginPage } from './login-page.tsx';
import { renderAt } from './test-render.tsx';

const session = (role: 'candidate' | 'employer') => ({
  token: 'access',
  refresh: 'refresh',
  role,
  streak: { current_streak: 3, longest_streak: 5 },
  is_verified: true,
});

async function logIn(email = 'amina@example.com', password = 'Strong@123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
}

describe('Profiles prefetched after login (issue 27 item 16)', () => {
  it('When a candidate logs in, then the candidate profile is asked for at once and waits in the cache for the dashboard', async () => {
    const profile = { id: 1, first_name: 'Amina', is_complete: true };
    const { calls } = mockFetch({
      'POST /api/auth/login/': () => ({ body: session('candidate') }),
      'GET /api/candidate-profile/': () => ({ body: profile }),
    });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    await waitFor(() => expect(router.queryClient.getQueryData(['candidate', 'profile'])).toEqual(profile));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login/', '/api/candidate-profile/']);
    expect(calls[1]!.headers.authorization).toBe('Bearer access');
  });

  it('When an employer logs in, then the company profile is asked for at once', async () => {
    const profile = { company_name: 'Safari Tech', is_complete: true };
    mockFetch({
      'POST /api/auth/login/': () => ({ body: session('employer') }),
      'GET /api/employer-profile/': () => ({ body: profile }),
    });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.queryClient.getQueryData(['employer', 'profile'])).toEqual(profile));
  });
});

describe('LoginPage', () => {
  it('When fields are empty, then both messages are announced and nothing is sent', async () => {
    const { calls } = mockFetch({});
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/password-reset');
    expect(screen.getByRole('link', { name: 'Sign up as a candidate' })).toHaveAttribute(
      'href',
      '/SignUp/candidate',
    );
  });

  it('When a candidate logs in, then the session and streak are stored, the streak event fires and the dashboard opens', async () => {
    mockFetch({ 'POST /api/auth/login/': () => ({ body: session('candidate') }) });
    const streak = vi.fn();
    window.addEventListener(STREAK_EVENT, (e) => streak((e as CustomEvent).detail));
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    expect(localStorage.getItem('authToken')).toBe('access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh');
    expect(localStorage.getItem('userRole')).toBe('candidate');
    expect(JSON.parse(localStorage.getItem('streakInfo') ?? '{}')).toEqual({
      current_streak: 3,
      longest_streak: 5,
    });
    expect(streak).toHaveBeenCalledWith({ current_streak: 3, longest_streak: 5 });
  });

  it('When an employer logs in, then the employer dashboard opens', async () => {
    mockFetch({ 'POST /api/auth/login/': () => ({ body: session('employer') }) });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard'));
  });

  it('When login was reached from a guarded page, then it returns there (a path of this site only)', async () => {
    mockFetch({ 'POST /api/auth/login/': () => ({ body: session('candidate') }) });
    const next = encodeURIComponent('/candidate-dashboard/notifications?highlight=15');
    const router = renderAt(`/login?next=${next}`, [
      { path: '/login', element: <LoginPage /> },
      { path: '/candidate-dashboard/notifications', element: <p>Notifications</p> },
    ]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard/notifications'));
    expect(router.state.location.search).toBe('?highlight=15');
  });

  it('When someone logs in and then presses Back, then the page before the login shows, not the login form', async () => {
    mockFetch({ 'POST /api/auth/login/': () => ({ body: session('candidate') }) });
    const router = renderAt(['/jobs', '/login'], [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(await screen.findByText('At /jobs')).toBeInTheDocument();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', '%2F%2Fevil.com'])(
    'When next is %s, then login goes to the dashboard instead',
    async (next) => {
      mockFetch({ 'POST /api/auth/login/': () => ({ body: session('candidate') }) });
      const router = renderAt(`/login?next=${encodeURIComponent(next)}`, [
        { path: '/login', element: <LoginPage /> },
      ]);
      await logIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    },
  );

  it('When login is opened from the verification link, then it says the address is verified and fills it in', async () => {
    mockFetch({});
    renderAt('/login?verified=1&email=amina%40example.com', [{ path: '/login', element: <LoginPage /> }]);
    expect(
      screen.getByText('Your e-mail address amina@example.com is verified. Log in to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('When the account is not verified, then the spec message shows and a new link can be asked for', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/login/': () => ({
        status: 403,
        body: { detail: 'not verified', error_type: 'not_verified', is_verified: false },
      }),
      'POST /api/verify-email/resend/': () => ({ body: { message: 'A new link has been sent.' } }),
    });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    expect(
      await screen.findByText(
        'Please verify your email before logging in. Check your inbox for the verification link.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('A new link has been sent.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'amina@example.com' });
  });

  it('When the server refuses, then its message shows; without one, the fallback text', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { detail: 'Invalid email or password.' },
    };
    mockFetch({ 'POST /api/auth/login/': () => answer });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    answer = { status: 502, body: null };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('When the button is pressed, then it is disabled while the call is under way', async () => {
    let release: (v: { body: unknown }) => void = () => {};
    mockFetch({ 'POST /api/auth/login/': () => new Promise((resolve) => (release = resolve)) });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => release({ body: session('employer') }));
  });

  it('When a candidate had asked to save a job, then it is saved and the dashboard shows the success text', async () => {
    rememberPendingJobAction('save', 42);
    const { calls } = mockFetch({
      'POST /api/auth/login/': () => ({ body: session('candidate') }),
      'POST /api/candidate/saved-jobs/': () => ({ status: 201, body: {} }),
    });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    expect(await screen.findByText('Job saved successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/candidate/saved-jobs/')?.body).toEqual({ job_id: 42 });
    expect(localStorage.getItem('pendingJobAction')).toBeNull();
  });

  it('When a candidate had asked to apply, then the apply page opens', async () => {
    rememberPendingJobAction('apply', 7);
    mockFetch({ 'POST /api/auth/login/': () => ({ body: session('candidate') }) });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/7'));
  });
});
