import { APPLICATION_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import labels from '../../lib/locales/sw.json';
import { mockFetch } from '../../test/fetch-mock.ts';
import { ApplyPage } from './apply-page.tsx';
import sw from './locales/sw.json';
import { MyApplicationsPage } from './my-applications-page.tsx';
import { page, renderRoutes, sampleApplication, sampleJob, sampleProfile } from './test-fixtures.tsx';

/** The candidate's application screens for a reader who chose Swahili (issue 25 item 1). */
afterEach(async () => {
  await changeLanguage('en');
});

describe('the application screens in Swahili', { timeout: 20_000 }, () => {
  it('When a Swahili reader applies, then the steps, the labels, the buttons and the shared messages are in Swahili', async () => {
    await changeLanguage('sw');
    mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: sampleJob }),
      'GET /api/applications/': () => ({ body: page([]) }),
      'GET /api/candidate-profile/': () => ({ body: sampleProfile }),
      'GET /api/get-signed-media-url/': () => ({
        body: { url: 'https://files.example/cv.pdf', expires_at: '2999-01-01T00:00:00Z' },
      }),
      'POST /api/applications/': () => ({ status: 500, body: { detail: 'Boom' } }),
    });
    renderRoutes([{ path: '/apply/:jobId', element: <ApplyPage /> }], '/apply/5');
    const title = sw.apply.stepHeading
      .replace('{{step}}', '1')
      .replace('{{title}}', sw.apply.steps.coverLetter);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: sw.apply.steps.label })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(sw.coverLetter.label), 'Ningependa kujiunga na timu yenu.');
    await userEvent.click(screen.getByRole('button', { name: sw.apply.next }));
    expect(await screen.findByRole('radio', { name: /Tumia wasifu \(CV\)/ })).toBeChecked();
    expect(screen.getByText(sw.cvStep.phone)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: sw.apply.next }));
    // The shared package's message, in the Swahili its catalogue holds.
    const saveFailed = messageText(APPLICATION_MESSAGES.saveFailed);
    expect(saveFailed).not.toBe(APPLICATION_MESSAGES.saveFailed);
    expect(await screen.findByText(saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sw.review.submit })).toBeInTheDocument();
  });

  it('When a Swahili reader opens My Applications, then the title, the review status and the date are in Swahili', async () => {
    await changeLanguage('sw');
    mockFetch({
      'GET /api/applications/': () => ({
        body: page([
          sampleApplication({
            submission_status: 'submitted',
            review_status: 'reviewed',
            submitted_at: '2026-01-03T08:00:00Z',
          }),
        ]),
      }),
    });
    renderRoutes([{ path: '/apps', element: <MyApplicationsPage /> }], '/apps');
    expect(await screen.findByRole('heading', { level: 1, name: sw.mine.title })).toBeInTheDocument();
    const item = (await screen.findByRole('heading', { level: 2, name: 'Data Analyst' })).closest('li')!;
    expect(within(item).getByText(labels.labels.reviewStatus.reviewed)).toBeInTheDocument();
    const day = new Intl.DateTimeFormat('sw-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date('2026-01-03T12:00:00Z'),
    );
    expect(within(item).getByText(new RegExp(sw.mine.applied.replace('{{date}}', day)))).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /Tazama maelezo/ })).toBeInTheDocument();
  });
});
