import { DECISION_MESSAGES, DECISION_TEMPLATES, PIPELINE_MESSAGES } from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ApplicantsPage } from './applicants-page.tsx';
import { applicantsRoutes, sampleApplication, sampleEmployerJob } from './test-fixtures.ts';

const routes = [{ path: '/employer/jobs/:jobId/applicants', element: <ApplicantsPage /> }];

describe('Bulk decisions on the applicants page (issue 28)', { timeout: 20_000 }, () => {
  it('When two applicants are selected and rejected with the ready-made text, then one call sends both with the message and the page says so', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([
        sampleApplication({ id: 12, candidate_details: { name: 'Baraka Mwangi', email: 'b@example.com' } }),
        sampleApplication(),
      ]),
      'POST /api/applications/bulk-update-status/': () => ({ body: { changed: 2, ids: [11, 12] } }),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: DECISION_MESSAGES.select('Baraka Mwangi') }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: DECISION_MESSAGES.select('Amina Odhiambo') }));
    expect(screen.getByText(DECISION_MESSAGES.selected(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DECISION_MESSAGES.useTemplate }));
    const text = DECISION_TEMPLATES.rejected('Data Analyst', 'Safaricom');
    expect(screen.getByLabelText(DECISION_MESSAGES.messageLabel)).toHaveValue(text);
    await userEvent.click(screen.getByRole('button', { name: DECISION_MESSAGES.bulkApply }));
    expect(await screen.findByText(DECISION_MESSAGES.bulkDone(2, 'Rejected'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      ids: [12, 11],
      review_status: 'rejected',
      message: text,
    });
  });

  it('When the server refuses, then the page says nothing was changed', async () => {
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([sampleApplication()]),
      'POST /api/applications/bulk-update-status/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: PIPELINE_MESSAGES.selectAllIn('Pending') }),
    );
    await userEvent.click(screen.getByRole('button', { name: DECISION_MESSAGES.bulkApply }));
    expect(await screen.findByText(DECISION_MESSAGES.bulkFailed)).toBeInTheDocument();
  });
});
