import { NOTIFICATION_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SettingsPage } from './settings-page.tsx';

describe('Settings', () => {
  it('When a user turns notification e-mails off, then the switch is saved; the rest is still coming soon', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    let on = true;
    const network = mockFetch({
      'GET /api/notifications/settings/': () => ({ body: { email_notifications: on } }),
      'PUT /api/notifications/settings/': ({ body }) => {
        on = (body as { email_notifications: boolean }).email_notifications;
        return { body: { email_notifications: on } };
      },
    });
    renderPage('/settings', [{ path: '/settings', element: <SettingsPage /> }]);
    expect(screen.getByText('User Settings - Coming soon')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: NOTIFICATION_MESSAGES.emailSetting });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await screen.findByText(NOTIFICATION_MESSAGES.settingSaved)).toBeInTheDocument();
    expect(network.calls.find((c) => c.method === 'PUT')?.body).toEqual({ email_notifications: false });
  });
});
