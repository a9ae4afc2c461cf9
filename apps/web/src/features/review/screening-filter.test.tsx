import { SCREENING_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ApplicantsPage } from './applicants-page.tsx';
import { applicantsRoutes, sampleApplication, sampleEmployerJob } from './test-fixtures.ts';

const routes = [{ path: '/employer/jobs/:jobId/applicants', element: <ApplicantsPage /> }];
const job = {
  ...sampleEmployerJob,
  screening_questions: [
    {
      id: 'q_1',
      question: 'Do you hold a KCSE certificate?',
      kind: 'yes_no',
      options: [],
      required: true,
      knockout: 'no',
    },
  ],
};
const pass = {
  ...sampleApplication({
    id: 12,
    candidate_details: { name: 'Baraka Mwangi', email: 'b@example.com' },
    screening_answers: [
      { question_id: 'q_1', question: 'Do you hold a KCSE certificate?', kind: 'yes_no', answer: 'yes' },
    ],
  }),
  meets_requirements: true,
};
const fail = {
  ...sampleApplication({
    screening_answers: [
      { question_id: 'q_1', question: 'Do you hold a KCSE certificate?', kind: 'yes_no', answer: 'no' },
    ],
  }),
  meets_requirements: false,
};

describe('Applicants by requirements (issue 28)', () => {
  it('When the job has a knockout, then each row says whether it meets them, shows the answers, and the filter asks the server', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: job }),
      ...applicantsRoutes([pass, fail]),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByText(SCREENING_MESSAGES.meets)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(SCREENING_MESSAGES.doesNotMeet)).toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByText(SCREENING_MESSAGES.answersHeading));
    expect(within(rows[0]!).getByText('Do you hold a KCSE certificate?')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Yes')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(SCREENING_MESSAGES.filterLabel), 'false');
    expect(await screen.findByText('1 application')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('meets_requirements=false'))).toBe(true);
  });

  it('When the job has no knockout, then there is no filter and no requirements column', async () => {
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([sampleApplication()]),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    await screen.findAllByRole('row');
    expect(screen.queryByLabelText(SCREENING_MESSAGES.filterLabel)).not.toBeInTheDocument();
  });
});
