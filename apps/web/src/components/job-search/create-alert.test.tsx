import { ALERT_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CreateAlertButton } from './create-alert.tsx';

/** "Create alert for this search" (issue 24 item 3). */
const params = { job_title: 'nurse', city: 'Nairobi', sort: 'date', experience_level: 'mid' };
const button = (p: Record<string, string> = params) => [
  { path: '/', element: <CreateAlertButton params={p} /> },
];

afterEach(async () => {
  await changeLanguage('en');
});

describe('Create alert for this search', () => {
  it('When a visitor creates an alert, then the e-mail, the search and the frequency are sent to subscribe', async () => {
    const { calls } = mockFetch({
      'POST /api/job-alerts/subscribe/': () => ({ status: 202, body: { detail: 'ok' } }),
    });
    renderPage('/', button());
    await userEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.createButton }));
    const dialog = await screen.findByRole('dialog', { name: ALERT_MESSAGES.createButton });
    expect(dialog).toHaveTextContent('New jobs for: nurse · Nairobi · Mid level');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.selectOptions(screen.getByLabelText('How often'), 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.subscribed)).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({
      email: 'amina@example.com',
      query: { job_title: 'nurse', city: 'Nairobi', experience_level: 'mid' },
      frequency: 'weekly',
      language: 'en',
    });
  });

  it('When a candidate creates an alert, then it is created with no e-mail asked; a refusal shows its text', async () => {
    let refuse = true;
    const { calls } = mockFetch({
      'POST /api/job-alerts/': () =>
        refuse ? { status: 400, body: { detail: ALERT_MESSAGES.tooMany } } : { status: 201, body: {} },
    });
    renderPage('/', button(), { signedInAs: 'candidate' });
    await userEvent.click(screen.getByRole('button', { name: ALERT_MESSAGES.createButton }));
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.tooMany)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.created)).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({
      query: { job_title: 'nurse', city: 'Nairobi', experience_level: 'mid' },
      frequency: 'daily',
    });
  });

  it('When an employer searches, or nothing is searched, then there is no alert button', () => {
    const { unmount } = renderPage('/', button(), { signedInAs: 'employer' });
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.createButton })).toBeNull();
    unmount();
    renderPage('/', button({ sort: 'date' }));
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.createButton })).toBeNull();
  });

  it('When a visitor reading Swahili creates an alert, then the subscription asks for Swahili e-mails', async () => {
    await changeLanguage('sw');
    const { calls } = mockFetch({
      'POST /api/job-alerts/subscribe/': () => ({ status: 202, body: { detail: 'ok' } }),
    });
    renderPage('/', button());
    const create = messageText(ALERT_MESSAGES.createButton);
    await userEvent.click(screen.getByRole('button', { name: create }));
    const dialog = await screen.findByRole('dialog', { name: create });
    await userEvent.type(within(dialog).getByRole('textbox'), 'amina@example.com');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText(messageText(ALERT_MESSAGES.subscribed))).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ email: 'amina@example.com', language: 'sw' });
  });
});
