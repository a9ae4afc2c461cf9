import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  ERASURE_MESSAGES,
  EXPORT_MESSAGES,
  NOTIFICATION_MESSAGES,
} from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { session } from '../../lib/session.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { SettingsPage } from './settings-page.tsx';

const account = (over: Record<string, unknown> = {}) => ({
  email: 'amina@example.com',
  role: 'candidate',
  has_password: true,
  google_linked: false,
  pending_email: null,
  ...over,
});
const sessions = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    device: 'Firefox on Windows',
    place: '197.248.1.10',
    started_at: '2026-11-20T08:00:00.000Z',
    last_used_at: '2026-11-25T08:00:00.000Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    device: 'Chrome on Android',
    place: '41.90.1.1',
    started_at: '2026-11-21T08:00:00.000Z',
    last_used_at: '2026-11-24T08:00:00.000Z',
    current: false,
  },
];

function settingsNetwork(over: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  let on = true;
  let visible = true;
  let live = sessions;
  return mockFetch({
    'GET /api/account/': () => ({ body: account() }),
    'GET /api/account/sessions/': () => ({ body: live }),
    'POST /api/account/sessions/sign-out-others/': () => {
      live = live.filter((s) => s.current);
      return { body: { message: ACCOUNT_MESSAGES.signedOutOthers, ended: 1 } };
    },
    'GET /api/notifications/settings/': () => ({ body: { email_notifications: on } }),
    'PUT /api/notifications/settings/': ({ body }) => {
      on = (body as { email_notifications: boolean }).email_notifications;
      return { body: { email_notifications: on } };
    },
    'GET /api/candidate-profile/': () => ({ body: { visible_to_employers: visible } }),
    'PATCH /api/candidate-profile/': ({ body }) => {
      visible = (body as { visible_to_employers: boolean }).visible_to_employers;
      return { body: { visible_to_employers: visible } };
    },
    ...over,
  });
}

const open = (role: 'candidate' | 'employer' = 'candidate') =>
  renderPage('/settings', [{ path: '/settings', element: <SettingsPage /> }], { signedInAs: role });

describe('Settings (issue 23 item 1)', () => {
  it('When a Swahili reader opens /settings, then the devices and places the API names in English read in Swahili', async () => {
    await changeLanguage('sw');
    try {
      settingsNetwork({
        'GET /api/account/sessions/': () => ({
          body: [
            { ...sessions[1]!, device: ACCOUNT_MESSAGES.unknownDevice, place: ACCOUNT_MESSAGES.unknownPlace },
            { ...sessions[0]! },
          ],
        }),
      });
      open();
      expect(await screen.findByText(messageText(ACCOUNT_MESSAGES.unknownDevice))).toBeInTheDocument();
      expect(
        screen.getByText(messageText(ACCOUNT_MESSAGES.deviceOn('Firefox', 'Windows'))),
      ).toBeInTheDocument();
      expect(messageText(ACCOUNT_MESSAGES.deviceOn('Firefox', 'Windows'))).toBe('Firefox kwenye Windows');
      expect(screen.queryByText(ACCOUNT_MESSAGES.unknownDevice)).toBeNull();
      expect(screen.getByText(new RegExp(messageText(ACCOUNT_MESSAGES.unknownPlace)))).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('When a candidate opens /settings, then the real settings show and nothing says "Coming soon"', async () => {
    settingsNetwork();
    open();
    expect(await screen.findByText('amina@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ACCOUNT_MESSAGES.passwordTitle })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: NOTIFICATION_MESSAGES.emailSetting })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: ACCOUNT_MESSAGES.visibilityLabel })).toBeChecked();
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.thisDevice)).toBeInTheDocument();
  });

  it('When notification e-mails and visibility are switched off, then each is saved', async () => {
    const network = settingsNetwork();
    open();
    const mail = await screen.findByRole('checkbox', { name: NOTIFICATION_MESSAGES.emailSetting });
    await userEvent.click(mail);
    await waitFor(() => expect(mail).not.toBeChecked());
    const visible = await screen.findByRole('checkbox', { name: ACCOUNT_MESSAGES.visibilityLabel });
    await userEvent.click(visible);
    await waitFor(() => expect(visible).not.toBeChecked());
    expect(network.calls.find((c) => c.method === 'PUT')?.body).toEqual({ email_notifications: false });
    expect(network.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ visible_to_employers: false });
  });

  it('When an employer opens /settings, then there is no visibility switch', async () => {
    settingsNetwork({ 'GET /api/account/': () => ({ body: account({ role: 'employer' }) }) });
    open('employer');
    expect(await screen.findByText('amina@example.com')).toBeInTheDocument();
    await screen.findByText('Chrome on Android');
    expect(
      screen.queryByRole('checkbox', { name: ACCOUNT_MESSAGES.visibilityLabel }),
    ).not.toBeInTheDocument();
  });

  it('When the password is changed, then the rule is checked first and a wrong current password shows on its field', async () => {
    const network = settingsNetwork({
      'POST /api/account/password/': () => ({
        status: 400,
        body: { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
      }),
    });
    open();
    const form = (await screen.findByRole('heading', { name: ACCOUNT_MESSAGES.passwordTitle })).closest(
      'section',
    )!;
    await userEvent.type(within(form).getByLabelText(ACCOUNT_MESSAGES.currentPassword), 'Old@2024x');
    await userEvent.type(within(form).getByLabelText('New Password'), 'weak');
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'weak');
    await userEvent.click(within(form).getByRole('button', { name: ACCOUNT_MESSAGES.passwordTitle }));
    expect(await within(form).findByText(AUTH_MESSAGES.passwordWeak)).toBeInTheDocument();
    expect(network.calls.some((c) => c.url.endsWith('/account/password/'))).toBe(false);
    await userEvent.clear(within(form).getByLabelText('New Password'));
    await userEvent.type(within(form).getByLabelText('New Password'), 'Fresh@2025');
    await userEvent.clear(within(form).getByLabelText('Confirm New Password'));
    await userEvent.type(within(form).getByLabelText('Confirm New Password'), 'Fresh@2025');
    await userEvent.click(within(form).getByRole('button', { name: ACCOUNT_MESSAGES.passwordTitle }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(network.calls.find((c) => c.url.endsWith('/account/password/'))?.body).toEqual({
      current_password: 'Old@2024x',
      new_password1: 'Fresh@2025',
      new_password2: 'Fresh@2025',
    });
  });

  it('When a new e-mail address is asked for, then the password goes with it and the answer says where the link went', async () => {
    const network = settingsNetwork({
      'POST /api/account/email/': () => ({
        body: { message: ACCOUNT_MESSAGES.emailChangeSent('new@example.com') },
      }),
    });
    open();
    await userEvent.type(await screen.findByLabelText(ACCOUNT_MESSAGES.newEmail), 'new@example.com');
    const section = screen.getByRole('heading', { name: ACCOUNT_MESSAGES.emailTitle }).closest('section')!;
    await userEvent.type(within(section).getByLabelText(ACCOUNT_MESSAGES.currentPassword), 'Old@2024x');
    await userEvent.click(within(section).getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeSent('new@example.com'))).toBeInTheDocument();
    expect(network.calls.find((c) => c.url.endsWith('/account/email/'))?.body).toEqual({
      new_email: 'new@example.com',
      password: 'Old@2024x',
    });
  });

  it('When the account signs in with Google only, then it says how to set a password instead of the form', async () => {
    settingsNetwork({ 'GET /api/account/': () => ({ body: account({ has_password: false }) }) });
    open();
    expect(await screen.findByText(ACCOUNT_MESSAGES.noPassword)).toBeInTheDocument();
    expect(screen.queryByLabelText(ACCOUNT_MESSAGES.currentPassword)).not.toBeInTheDocument();
  });

  it('When "Sign out everywhere else" is pressed, then only this device is left', async () => {
    settingsNetwork();
    open();
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_MESSAGES.signOutOthers }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOutOthers)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on Windows')).toBeInTheDocument();
  });
});

describe('Download my data (issue 23 item 2)', () => {
  it('When the candidate asks for their data, then it is prepared and the download is offered', async () => {
    let polls = 0;
    const network = settingsNetwork({
      'POST /api/privacy/export/': () => ({
        status: 202,
        body: { id: 'e1', status: 'pending', download_url: null, expires_at: null },
      }),
      'GET /api/privacy/export/e1/': () => {
        polls += 1;
        return {
          body:
            polls < 2
              ? { id: 'e1', status: 'pending', download_url: null, expires_at: null }
              : {
                  id: 'e1',
                  status: 'ready',
                  download_url: '/api/files/media/data_export/7/e1.zip?signature=x',
                  expires_at: '2026-12-02T08:00:00.000Z',
                },
        };
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: EXPORT_MESSAGES.start }));
    expect(await screen.findByText(EXPORT_MESSAGES.pending)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: EXPORT_MESSAGES.download }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/api/files/media/data_export/7/e1.zip?signature=x');
    expect(
      network.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/privacy/export/')),
    ).toHaveLength(1);
  });
});

describe('Delete my account (issue 23 item 3)', () => {
  it('When the candidate deletes the account, then the dialog asks the password, a wrong one shows on its field, and the right one ends the session', async () => {
    let tries = 0;
    const network = settingsNetwork({
      'DELETE /api/account/': () => {
        tries += 1;
        return tries === 1
          ? { status: 400, body: { password: [ACCOUNT_MESSAGES.currentPasswordWrong] } }
          : { status: 202, body: { message: ERASURE_MESSAGES.deleted } };
      },
    });
    open();
    expect(await screen.findByText(ERASURE_MESSAGES.hint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ERASURE_MESSAGES.open }));
    const dialog = await screen.findByRole('dialog', { name: ERASURE_MESSAGES.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_MESSAGES.confirm }));
    expect(await within(dialog).findByText(ERASURE_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(ERASURE_MESSAGES.passwordLabel), 'Wrong@2024');
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_MESSAGES.confirm }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(ERASURE_MESSAGES.passwordLabel));
    await userEvent.type(within(dialog).getByLabelText(ERASURE_MESSAGES.passwordLabel), 'Right@2024');
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_MESSAGES.confirm }));
    expect(await screen.findByText(ERASURE_MESSAGES.deleted)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({
      password: 'Right@2024',
    });
    expect(session.isLoggedIn()).toBe(false);
  });

  it("When a Google-only account deletes itself without a recent sign-in, then the server's reason shows and nothing ends", async () => {
    settingsNetwork({
      'GET /api/account/': () => ({ body: account({ has_password: false }) }),
      'DELETE /api/account/': () => ({ status: 403, body: { detail: ERASURE_MESSAGES.signInAgain } }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: ERASURE_MESSAGES.open }));
    const dialog = await screen.findByRole('dialog', { name: ERASURE_MESSAGES.confirmTitle });
    expect(within(dialog).getByText(ERASURE_MESSAGES.googleConfirm)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(ERASURE_MESSAGES.passwordLabel)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: ERASURE_MESSAGES.confirm }));
    expect(await within(dialog).findByText(ERASURE_MESSAGES.signInAgain)).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('When an employer opens the section, then it says its jobs close and applicants are told', async () => {
    settingsNetwork({ 'GET /api/account/': () => ({ body: account({ role: 'employer' }) }) });
    open('employer');
    expect(await screen.findByText(ERASURE_MESSAGES.employerHint)).toBeInTheDocument();
  });
});

describe('Confirm a new e-mail address', () => {
  it('When the link is opened, then the change is confirmed once and said so', async () => {
    const network = mockFetch({
      'POST /api/account/email/confirm/': () => ({
        body: { message: ACCOUNT_MESSAGES.emailChanged, email: 'new@example.com' },
      }),
    });
    renderPage('/confirm-email/MQ/abc', [
      { path: '/confirm-email/:uidb64/:token', element: <ConfirmEmailPage /> },
    ]);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(network.calls[0]?.body).toEqual({ uidb64: 'MQ', token: 'abc' });
  });

  it('When the link is stale, then the server says so', async () => {
    mockFetch({
      'POST /api/account/email/confirm/': () => ({
        status: 400,
        body: { detail: ACCOUNT_MESSAGES.emailChangeInvalid },
      }),
    });
    renderPage('/confirm-email/MQ/old', [
      { path: '/confirm-email/:uidb64/:token', element: <ConfirmEmailPage /> },
    ]);
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeInvalid)).toBeInTheDocument();
  });
});
