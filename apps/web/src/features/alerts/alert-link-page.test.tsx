import { ALERT_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ConfirmAlertPage, UnsubscribeAlertPage } from './alert-link-page.tsx';

/** The pages of the alert e-mails' links (issue 24 item 4). */
describe('the pages of the alert links', () => {
  it('When the unsubscribe link is opened, then the page ends the alert and says so', async () => {
    const { calls } = mockFetch({
      'POST /api/job-alerts/unsubscribe/': () => ({ body: { detail: ALERT_MESSAGES.unsubscribed } }),
    });
    renderPage('/job-alerts/unsubscribe?alert=5&token=abc', [
      { path: '/job-alerts/unsubscribe', element: <UnsubscribeAlertPage /> },
    ]);
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/job-alerts/unsubscribe/?alert=5&token=abc');
  });

  it('When a confirmation link is refused, then the page shows why', async () => {
    mockFetch({
      'POST /api/job-alerts/confirm/': () => ({ status: 400, body: { detail: ALERT_MESSAGES.invalidLink } }),
    });
    renderPage('/job-alerts/confirm?alert=5&token=forged', [
      { path: '/job-alerts/confirm', element: <ConfirmAlertPage /> },
    ]);
    expect(await screen.findByText(ALERT_MESSAGES.invalidLink)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Start your job alert'));
  });
});
