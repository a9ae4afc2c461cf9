import { SCREENING_MESSAGES } from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { ApplyPage } from './apply-page.tsx';
import { page, renderRoutes, sampleApplication, sampleJob, sampleProfile } from './test-fixtures.tsx';

const routes = [{ path: '/apply/:jobId', element: <ApplyPage /> }];
const job = {
  ...sampleJob,
  company_id: 3,
  screening_questions: [
    { id: 'q_1', question: 'Do you hold a KCSE certificate?', kind: 'yes_no', options: [], required: true },
    { id: 'q_2', question: 'Years as a clerk', kind: 'number', options: [], required: false },
  ],
};

describe('the screening questions of the apply flow (issue 28)', { timeout: 30_000 }, () => {
  it('When a required question is left unanswered, then Next refuses; answered, the review lists the answers and the draft sends them', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: job }),
      'GET /api/applications/': () => ({ body: page([]) }),
      'GET /api/candidate-profile/': () => ({ body: sampleProfile }),
      'GET /api/get-signed-media-url/': () => ({
        body: { url: 'https://files.example/cv.pdf', expires_at: '2999-01-01T00:00:00Z' },
      }),
      'POST /api/applications/': () => ({ status: 201, body: sampleApplication({ id: 11 }) }),
    });
    renderRoutes(routes, '/apply/5');
    expect(await screen.findByRole('group', { name: SCREENING_MESSAGES.stepTitle })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cover letter'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(SCREENING_MESSAGES.answerRequired('Do you hold a KCSE certificate?')),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText(`Years as a clerk ${SCREENING_MESSAGES.optional}`), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 3: Profile information' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3 of 3: Review and submit' });
    expect(screen.getByText('Do you hold a KCSE certificate?')).toBeInTheDocument();
    expect(screen.getByText('Years as a clerk').nextElementSibling).toHaveTextContent('3');
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent.screening_answers).toEqual([
      { question_id: 'q_1', answer: 'yes' },
      { question_id: 'q_2', answer: '3' },
    ]);
  });
});
