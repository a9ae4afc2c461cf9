import { AUTH_MESSAGES } from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { PasswordResetConfirmPage } from './password-reset-confirm-page.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';
import { renderAt } from './test-render.tsx';

describe('PasswordResetPage', () => {
  it('When the e-mail is not an e-mail, then the message shows; when sent, the success text', async () => {
    const { calls } = mockFetch({ 'POST /api/password-reset/': () => ({ body: { message: 'sent' } }) });
    renderAt('/password-reset', [{ path: '/password-reset', element: <PasswordResetPage /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope{Enter}');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'amina@example.com{Enter}');
    expect(await screen.findByText('Password reset email has been sent.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'amina@example.com', language: 'en' });
  });

  it('When the server refuses without a message, then the fallback text shows', async () => {
    mockFetch({ 'POST /api/password-reset/': () => ({ status: 500, body: null }) });
    renderAt('/password-reset', [{ path: '/password-reset', element: <PasswordResetPage /> }]);
    await userEvent.setup().type(screen.getByLabelText('Email'), 'amina@example.com{Enter}');
    expect(await screen.findByText('Error sending password reset email.')).toBeInTheDocument();
  });
});

describe('PasswordResetConfirmPage', () => {
  const routes = [{ path: '/password-reset-confirm/:uidb64/:token', element: <PasswordResetConfirmPage /> }];

  it('When the passwords are weak or differ, then the messages show; when good, the link is called and success shows', async () => {
    const { calls } = mockFetch({
      'POST /api/password-reset-confirm/MQ/tok/': () => ({ body: { message: 'done' } }),
    });
    renderAt('/password-reset-confirm/MQ/tok', routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'password1#');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Other{Enter}');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Jambo#2025x');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Jambo#2025x{Enter}');
    expect(await screen.findByText('Password successfully reset.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ new_password1: 'Jambo#2025x', new_password2: 'Jambo#2025x' });
  });

  it('When the page opens, then the password rule shows under the field before anything fails', async () => {
    mockFetch({});
    renderAt('/password-reset-confirm/MQ/tok', routes);
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRule);
  });

  it('When the server fails without a message, then the fallback text shows', async () => {
    mockFetch({ 'POST /api/password-reset-confirm/MQ/tok/': () => ({ status: 500, body: null }) });
    renderAt('/password-reset-confirm/MQ/tok', routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'Fresh@2025');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Fresh@2025{Enter}');
    expect(await screen.findByText('Error resetting password.')).toBeInTheDocument();
  });
});
