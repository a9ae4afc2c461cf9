import { SCREENING_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobFormPage } from './job-form-page.tsx';
import { jobAnswer, profileAnswer, renderEmployer } from './test-render.tsx';

const routes = [{ path: '/employer/post-job', element: <JobFormPage /> }];
const profile = profileAnswer({
  company_name: 'Savanna Digital Labs',
  industry: 'Technology',
  is_complete: true,
});

async function next(step: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('list', { name: `Step ${step} of 3` });
}

describe('the screening questions of the job form (issue 28)', { timeout: 30_000 }, () => {
  it('When the employer adds a yes/no knockout and a number question, then the preview lists them and the save sends them without ids', async () => {
    const { network } = renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': ({ body }) => ({
        status: 201,
        body: jobAnswer({ ...(body as Record<string, unknown>), id: 12, screening_questions: [] }),
      }),
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Clerk');
    await next(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('group', { name: SCREENING_MESSAGES.heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SCREENING_MESSAGES.add }));
    await userEvent.type(
      screen.getByLabelText(`${SCREENING_MESSAGES.question} 1`),
      'Do you hold a KCSE certificate?',
    );
    await userEvent.selectOptions(screen.getByLabelText(SCREENING_MESSAGES.knockout), 'no');
    await userEvent.click(screen.getByRole('button', { name: SCREENING_MESSAGES.add }));
    await userEvent.type(screen.getByLabelText(`${SCREENING_MESSAGES.question} 2`), 'Years as a clerk');
    const kinds = screen.getAllByLabelText(SCREENING_MESSAGES.kind);
    await userEvent.selectOptions(kinds[1]!, 'number');
    await userEvent.type(screen.getByLabelText(SCREENING_MESSAGES.knockoutMin), '2');
    await next(3);
    expect(screen.getByRole('heading', { name: SCREENING_MESSAGES.heading })).toBeInTheDocument();
    expect(screen.getByText('Do you hold a KCSE certificate?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = network.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent.screening_questions).toEqual([
      {
        question: 'Do you hold a KCSE certificate?',
        kind: 'yes_no',
        options: [],
        required: true,
        knockout: 'no',
      },
      { question: 'Years as a clerk', kind: 'number', options: [], required: true, knockout: { min: 2 } },
    ]);
  });
});
