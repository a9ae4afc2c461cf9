import { JOB_POSTING_MESSAGES } from '@kweli/shared';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmployerJobDetailsPage } from './job-details-page.tsx';
import { JobFormPage } from './job-form-page.tsx';
import { jobAnswer, profileAnswer, renderEmployer } from './test-render.tsx';

const routes = [
  { path: '/employer/post-job', element: <JobFormPage /> },
  { path: '/employer/edit-job/:jobId', element: <JobFormPage /> },
  { path: '/employer/jobs/:jobId/details', element: <EmployerJobDetailsPage /> },
];
const profile = profileAnswer({
  company_name: 'Savanna Digital Labs',
  industry: 'Technology',
  is_complete: true,
});

/** Next, then the next step is shown (a step's check answers asynchronously). */
async function next(step: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('list', { name: `Step ${step} of 3` });
}

async function toPreview() {
  await next(2);
  await next(3);
}

// Many userEvent steps: allow for a machine busy with other suites.
describe('the job posting form', { timeout: 20_000 }, () => {
  it('When a new job is published, then the industry came from the profile, job_type went in upper case, the preview is the public view, and the job page says so', async () => {
    let published: Record<string, unknown> = {};
    const { router, network } = renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': ({ body }) => {
        published = jobAnswer({ ...(body as Record<string, unknown>), id: 12 });
        return { status: 201, body: published };
      },
      'GET /api/employer/jobs/12/': () => ({ body: published }),
    });
    await screen.findByRole('heading', { level: 1, name: JOB_POSTING_MESSAGES.titleCreate });
    await waitFor(() => expect(screen.getByLabelText('Industry *')).toHaveValue('Technology'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.titleRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Job title *'), 'QA Engineer');
    await userEvent.selectOptions(screen.getByLabelText('Location type *'), 'remote');
    await userEvent.selectOptions(screen.getByLabelText('Working period *'), 'full-time');
    await userEvent.selectOptions(screen.getByLabelText('Job type *'), 'internship');
    await userEvent.selectOptions(screen.getByLabelText('Experience level'), 'Entry level');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // A new step moves the focus to the heading in the next animation frame; typing before it lands
    // would send the last keys to the heading (on a busy machine the frame comes late).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Minimum salary'), '80,000');
    await userEvent.type(screen.getByLabelText('Maximum salary'), '120000');
    expect(screen.getByLabelText('Currency')).toHaveValue('KES');
    expect(screen.getByLabelText('Paid per')).toHaveValue('month');
    await userEvent.type(screen.getByLabelText('Job description *'), 'Test things.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The preview is the public job page's own view: title, company and place, facts and texts.
    expect(await screen.findByRole('heading', { level: 2, name: 'QA Engineer' })).toBeInTheDocument();
    expect(screen.getAllByText('Savanna Digital Labs')).toHaveLength(2);
    expect(screen.getByText('Internship')).toBeInTheDocument();
    expect(screen.getByText('Open until filled')).toBeInTheDocument();
    expect(screen.getByText('KES 80,000 - 120,000 a month')).toBeInTheDocument();
    expect(screen.getByText('Entry level')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Job description' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // Publishing lands on the job's own page with the message, the public page and Share.
    expect(await screen.findByText(JOB_POSTING_MESSAGES.published)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/jobs/12/details');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/public/jobs/12/details',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const sent = network.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      job_type: 'INTERNSHIP',
      status: 'published',
      industry: 'Technology',
      due_date: null,
      salary_min: 80_000,
      salary_max: 120_000,
      salary_currency: 'KES',
      salary_period: 'month',
      experience_level: 'entry',
    });
  });

  it('When the maximum salary is below the minimum, then Save shows the message on it and nothing is sent', async () => {
    const { network } = renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Driver');
    await next(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Minimum salary'), '50000');
    await userEvent.type(screen.getByLabelText('Maximum salary'), '40000');
    await next(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await screen.findByRole('list', { name: 'Step 2 of 3' });
    expect(screen.getByLabelText('Maximum salary')).toHaveAccessibleDescription(
      expect.stringContaining(JOB_POSTING_MESSAGES.salaryRange),
    );
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('When Publish lacks required fields, then the banner and each field message show and nothing is sent', async () => {
    const { network } = renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer() }),
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Driver');
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.fillRequired)).toBeInTheDocument();
    // The preview has no inputs: the form goes back to the first refused field's step and focuses it.
    await screen.findByRole('list', { name: 'Step 1 of 3' });
    for (const text of [
      JOB_POSTING_MESSAGES.locationTypeRequired,
      JOB_POSTING_MESSAGES.workingPeriodRequired,
      JOB_POSTING_MESSAGES.jobTypeRequired,
      JOB_POSTING_MESSAGES.industryRequired,
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Industry *')).toHaveFocus());
    await next(2);
    expect(screen.getByText(JOB_POSTING_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('When the server refuses a Publish with field errors, then each shows on its field under the banner', async () => {
    renderEmployer('/employer/edit-job/7', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'GET /api/employer/jobs/7/': () => ({ body: jobAnswer({ status: 'draft' }) }),
      'PUT /api/employer/jobs/7/': () => ({
        status: 400,
        body: { due_date: ['Due date cannot be earlier than today.'] },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: JOB_POSTING_MESSAGES.titleEdit });
    expect(screen.getByLabelText('Job title *')).toHaveValue('Data Analyst');
    expect(screen.getByLabelText('Job type *')).toHaveValue('permanent');
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.correctBelow)).toBeInTheDocument();
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      'Due date cannot be earlier than today.',
    );
    // The refused field is focused (and scrolled to), so that on a phone its message is on the screen.
    await waitFor(() => expect(screen.getByLabelText('Due date')).toHaveFocus());
  });

  it('When the page is reloaded mid-form, then what was typed is still there, each step has its address, and a save forgets it', async () => {
    const handlers = {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': () => ({ status: 201, body: jobAnswer({ status: 'draft' }) }),
    };
    const first = renderEmployer('/employer/post-job', routes, handlers);
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Cook');
    await next(2);
    expect(first.router.state.location.search).toBe('?step=2');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.type(await screen.findByLabelText('Job description *'), 'Cook for 200.');
    // The browser's Back returns to step 1, Forward to step 2.
    await act(() => first.router.navigate(-1));
    expect(await screen.findByLabelText('Job title *')).toHaveValue('Cook');
    await act(() => first.router.navigate(1));
    expect(await screen.findByLabelText('Job description *')).toHaveValue('Cook for 200.');

    cleanup();
    const second = renderEmployer('/employer/post-job?step=2', routes, handlers);
    await waitFor(() => expect(screen.getByLabelText('Job description *')).toHaveValue('Cook for 200.'));
    await act(() => second.router.navigate('/employer/post-job'));
    expect(await screen.findByLabelText('Job title *')).toHaveValue('Cook');
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.draftSaved)).toBeInTheDocument();

    cleanup();
    renderEmployer('/employer/post-job', routes, handlers);
    await waitFor(() => expect(screen.getByLabelText('Industry *')).toHaveValue('Technology'));
    expect(screen.getByLabelText('Job title *')).toHaveValue('');
  });

  it('When a draft save fails, then a plain body or detail is shown, or the default text', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: 'Drafts are full.' };
    renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': () => answer,
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Cook');
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Drafts are full.')).toBeInTheDocument();
    answer = { status: 403, body: { detail: 'Not allowed.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Not allowed.')).toBeInTheDocument();
    answer = { status: 500, body: null };
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.draftFailed)).toBeInTheDocument();
  });

  it('When a draft is saved, then the message shows and the drafts page follows', async () => {
    const { router } = renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': () => ({ status: 201, body: jobAnswer({ status: 'draft' }) }),
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Cook');
    await toPreview();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.draftSaved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard/drafts'), {
      timeout: 3000,
    });
  });

  it('When the job to edit cannot be loaded, then the load failure text shows', async () => {
    renderEmployer('/employer/edit-job/99', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'GET /api/employer/jobs/99/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    expect(await screen.findByText(JOB_POSTING_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
