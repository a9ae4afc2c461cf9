import { AUTH_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { CandidateSignUpPage, EmployerSignUpPage } from './sign-up-page.tsx';
import { renderAt } from './test-render.tsx';
import { t } from './texts.ts';

const PASSWORD = 'Strong@123';

async function fill(fields: Record<string, string>, fakeTimers = false) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByLabelText(/I accept the/));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('sign-up pages', () => {
  it('When the form opens, then the password rule shows under the password before any failure', () => {
    mockFetch({});
    renderAt('/SignUp/candidate', [{ path: '/SignUp/candidate', element: <CandidateSignUpPage /> }]);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRule);
  });

  it('When the candidate form is sent empty, then every message shows', async () => {
    mockFetch({});
    renderAt('/SignUp/candidate', [{ path: '/SignUp/candidate', element: <CandidateSignUpPage /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const text of [
      'Full Name is required',
      'Email is required',
      'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
      'Passwords do not match',
      'You must accept the Terms & Conditions',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('When a candidate signs up, then the payload of the spec is sent and the page ends on Check your e-mail with the address, a resend and the way to login', async () => {
    const { calls } = mockFetch({
      'POST /api/signup/candidate/': () => ({ status: 201, body: { message: 'ok' } }),
      'POST /api/verify-email/resend/': () => ({ body: { message: 'A new link is on its way.' } }),
    });
    const router = renderAt('/SignUp/candidate', [
      { path: '/SignUp/candidate', element: <CandidateSignUpPage /> },
    ]);
    await fill({
      'Full Name': 'Amina Otieno',
      Email: 'amina@example.com',
      Password: PASSWORD,
      'Confirm Password': PASSWORD,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText('Signup successful! Please check your email for verification.'),
    ).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText(t('signUp.nextStep'))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      user: {
        email: 'amina@example.com',
        password: PASSWORD,
        role: 'candidate',
        is_verified: false,
        is_active: true,
        is_admin: false,
        language: 'en',
      },
      full_name: 'Amina Otieno',
    });
    // It stays: nothing moves the page away while the person reads it.
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/SignUp/candidate');

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'amina@example.com' });
    await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('When the employer e-mail is taken, then the documented text shows', async () => {
    const { calls } = mockFetch({
      'POST /api/signup/employer/': () => ({
        status: 400,
        body: {
          'user.email': ['A user with this email already exists. Please log in or use "Forgot Password".'],
        },
      }),
    });
    renderAt('/SignUp/employer', [{ path: '/SignUp/employer', element: <EmployerSignUpPage /> }]);
    await fill({
      'User Name': 'Acme HR',
      Email: 'hr@acme.co.ke',
      Password: PASSWORD,
      'Confirm Password': PASSWORD,
      'Company Name (optional)': 'Acme',
    });
    expect(
      await screen.findByText(
        'A user with this email already exists. Please log in or use "Forgot Password".',
      ),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      user_name: 'Acme HR',
      company_name: 'Acme',
      user: { role: 'employer' },
    });
  });

  it('When the server fails without a message, then the fallback text shows', async () => {
    mockFetch({ 'POST /api/signup/employer/': () => ({ status: 500, body: null }) });
    renderAt('/SignUp/employer', [{ path: '/SignUp/employer', element: <EmployerSignUpPage /> }]);
    await fill({
      'User Name': 'Acme HR',
      Email: 'hr@acme.co.ke',
      Password: PASSWORD,
      'Confirm Password': PASSWORD,
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Signup failed. Please try again.'),
    );
  });
});
