import { APPLICATION_MESSAGES, SAFETY_NOTICE } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { ApplyPage, EditApplicationPage } from './apply-page.tsx';
import { page, renderRoutes, sampleApplication, sampleJob, sampleProfile } from './test-fixtures.tsx';

const routes = [
  { path: '/apply/:jobId', element: <ApplyPage /> },
  { path: '/candidate-dashboard/applications/:applicationId/edit', element: <EditApplicationPage /> },
];

const OFFLINE_FORM =
  'You are offline. What you type is kept on this phone and saved as a draft when you are back online.';

const signed = () => ({ body: { url: 'https://files.example/cv.pdf', expires_at: '2999-01-01T00:00:00Z' } });

function server(overrides: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    'GET /api/employer/public/jobs/5/': () => ({ body: sampleJob }),
    'GET /api/applications/': () => ({ body: page([]) }),
    'GET /api/candidate-profile/': () => ({ body: sampleProfile }),
    'GET /api/get-signed-media-url/': signed,
    'POST /api/applications/': ({ body }) => ({
      status: 201,
      body: sampleApplication({ ...(body as object), id: 11 }),
    }),
    'PUT /api/applications/11/': ({ body }) => ({ body: sampleApplication(body as object) }),
    ...overrides,
  });
}

// Many steps through the form: allow for a machine busy with other suites.
describe('the application form', { timeout: 20_000 }, () => {
  it('When a candidate goes through the three steps with the profile CV, then the draft is saved on review and Submit sends it, then My Applications after 2 seconds', async () => {
    const { calls } = server();
    const { router } = renderRoutes(routes, '/apply/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: SAFETY_NOTICE.title })).toHaveTextContent(
      SAFETY_NOTICE.text,
    );
    await userEvent.type(screen.getByLabelText('Cover letter'), 'I love data');
    // Next from step 1 only keeps the letter in the browser.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(JSON.parse(localStorage.getItem('applicationDraft')!)).toMatchObject({
      cover_letter: 'I love data',
    });

    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Profile information' })).toBeInTheDocument();
    expect(screen.getByText('Amina Odhiambo')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Use my profile CV/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Upload a new CV' }));
    expect(screen.getByText(APPLICATION_MESSAGES.cvHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Use my profile CV/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.draftSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      job: 5,
      cover_letter: 'I love data',
      cv: sampleProfile.cv_file,
      submission_status: 'draft',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.submitted)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ submission_status: 'submitted' });
    expect(localStorage.getItem('applicationDraft')).toBeNull();
    expect(localStorage.getItem('currentApplication')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard/applications'), {
      timeout: 3000,
    });
  });

  it('When the page reloads mid-way, then the typed cover letter is still there and the form opens at step 2', async () => {
    server();
    const first = renderRoutes(routes, '/apply/5');
    await userEvent.type(await screen.findByLabelText('Cover letter'), 'Kept across reloads');
    first.unmount();
    renderRoutes(routes, '/apply/5');
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 3: Profile information' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Cover letter')).toHaveValue('Kept across reloads');
  });

  it('When steps change, then each has its address (?step=N) and Back and Forward move between them; Forward goes no further than reached', async () => {
    const { calls } = server();
    const { router } = renderRoutes(routes, '/apply/5?step=3');
    // A typed address does not skip the steps: nothing was reached yet, so the form opens at step 1.
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.type(screen.getByLabelText('Cover letter'), 'Steps in the address');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.draftSaved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Profile information' })).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeTruthy();
    expect(screen.getByLabelText('Cover letter')).toHaveValue('Steps in the address');
    await router.navigate(1);
    await router.navigate(1);
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Review and submit' })).toBeTruthy();
    // Forward onto the review step saves the draft, as Next does.
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it('When the server refuses the submit, then the catalogue text carries its reason', async () => {
    server({
      'PUT /api/applications/11/': ({ body }) =>
        (body as { submission_status: string }).submission_status === 'submitted'
          ? { status: 400, body: { detail: APPLICATION_MESSAGES.deadlinePassed } }
          : { body: sampleApplication() },
    });
    renderRoutes(routes, '/apply/5');
    await userEvent.type(await screen.findByLabelText('Cover letter'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Leaving a step waits for its check (the screening answers too): Next again only on step 2.
    await screen.findByRole('heading', { name: 'Step 2 of 3: Profile information' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(APPLICATION_MESSAGES.draftSaved);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText(APPLICATION_MESSAGES.submitFailed(APPLICATION_MESSAGES.deadlinePassed)),
    ).toBeInTheDocument();
  });

  it('When saving fails, then the review step says so, and Save Draft says its own text that clears after 3 seconds', async () => {
    server({ 'POST /api/applications/': () => ({ status: 500, body: { detail: 'Boom' } }) });
    renderRoutes(routes, '/apply/5');
    await userEvent.type(await screen.findByLabelText('Cover letter'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Leaving a step waits for its check (the screening answers too): Next again only on step 2.
    await screen.findByRole('heading', { name: 'Step 2 of 3: Profile information' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.saveFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.draftFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(APPLICATION_MESSAGES.draftFailed)).toBeNull(), {
      timeout: 4000,
    });
  });

  it('When the candidate has no CV, then Next on step 2 asks for one', async () => {
    server({ 'GET /api/candidate-profile/': () => ({ body: { ...sampleProfile, cv_file: null } }) });
    renderRoutes(routes, '/apply/5');
    await userEvent.type(await screen.findByLabelText('Cover letter'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Leaving a step waits for its check: the next step comes after it, not within the click.
    expect(await screen.findByLabelText('Upload CV')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.cvRequired)).toBeInTheDocument();
  });

  it('When leaving with unsaved work, then a confirmation asks; Keep editing stays, Abandon leaves and forgets', async () => {
    server();
    const { router } = renderRoutes(routes, '/apply/5');
    await userEvent.type(await screen.findByLabelText('Cover letter'), 'Unsaved');
    void router.navigate('/elsewhere');
    expect(await screen.findByText(APPLICATION_MESSAGES.abandonConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/apply/5');
    void router.navigate('/elsewhere');
    await userEvent.click(await screen.findByRole('button', { name: 'Abandon application' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(localStorage.getItem('applicationDraft')).toBeNull();
  });

  it('When the job was already applied to, then the text shows and My Applications follows after 2 seconds', async () => {
    server({
      'GET /api/applications/': () => ({
        body: page([sampleApplication({ submission_status: 'submitted' })]),
      }),
    });
    const { router } = renderRoutes(routes, '/apply/5');
    expect(await screen.findByText(APPLICATION_MESSAGES.alreadyApplied)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard/applications'), {
      timeout: 3000,
    });
  });

  it('When the job is past its due date, then the form says so and Submit is disabled', async () => {
    server({
      'GET /api/employer/public/jobs/5/': () => ({ body: { ...sampleJob, due_date: '2000-01-01' } }),
    });
    renderRoutes(routes, '/apply/5');
    expect(await screen.findByText(APPLICATION_MESSAGES.deadlinePassed)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cover letter'), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(APPLICATION_MESSAGES.draftSaved);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });

  it('When the job cannot be loaded, then the text shows with Retry', async () => {
    let fail = true;
    server({
      'GET /api/employer/public/jobs/5/': () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: sampleJob },
    });
    renderRoutes(routes, '/apply/5');
    expect(await screen.findByText(APPLICATION_MESSAGES.jobDetailsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeInTheDocument();
  });

  it('When a draft is edited, then it opens at step 1 with its letter, and step 2 names the candidate even without a profile', async () => {
    server({
      'GET /api/applications/11/': () => ({ body: sampleApplication() }),
      'GET /api/candidate-profile/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    renderRoutes(routes, '/candidate-dashboard/applications/11/edit');
    expect(await screen.findByLabelText('Cover letter')).toHaveValue('Dear team');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Amina Odhiambo')).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText('Attached:')).toBeInTheDocument();
  });

  it('When the draft to edit cannot be loaded, then the load text shows with Retry', async () => {
    server({ 'GET /api/applications/11/': () => ({ status: 500, body: { detail: 'x' } }) });
    renderRoutes(routes, '/candidate-dashboard/applications/11/edit');
    expect(await screen.findByText(APPLICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the application form offline (issue 25 item 2)', { timeout: 20_000 }, () => {
  it('When the page opens with no network, then step 1 with the kept letter and the offline status, and when the network returns the letter is saved as a draft', async () => {
    let offline = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
    // No network: the call gets no answer at all.
    const unreachable =
      (answer: Handler): Handler =>
      (request) => {
        if (offline) throw new TypeError('Failed to fetch');
        return answer(request);
      };
    try {
      const { calls } = server({
        'GET /api/applications/': unreachable(() => ({ body: page([]) })),
        'GET /api/candidate-profile/': unreachable(() => ({ body: sampleProfile })),
      });
      localStorage.setItem(
        'applicationDraft',
        JSON.stringify({
          jobId: 5,
          cover_letter: 'Kept on the phone',
          cv: null,
          use_profile_cv: true,
          unsaved: true,
        }),
      );
      localStorage.setItem('currentApplication', JSON.stringify({ jobId: 5, applicationId: null, step: 2 }));
      renderRoutes(routes, '/apply/5');

      expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeInTheDocument();
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(OFFLINE_FORM))).toBe(true);
      expect(
        screen.getByText('Choosing your CV and sending the application need the internet.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
      const letter = screen.getByLabelText('Cover letter');
      expect(letter).toHaveValue('Kept on the phone');
      await userEvent.type(letter, ', typed offline');
      expect(JSON.parse(localStorage.getItem('applicationDraft')!)).toMatchObject({
        cover_letter: 'Kept on the phone, typed offline',
        unsaved: true,
      });
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

      offline = false;
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText('Back online: your draft is saved.')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        job: 5,
        cover_letter: 'Kept on the phone, typed offline',
        cv: sampleProfile.cv_file,
        submission_status: 'draft',
      });
      // The form goes on where it was, with Next now.
      expect(screen.getByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeInTheDocument();
      expect(screen.getByLabelText('Cover letter')).toHaveValue('Kept on the phone, typed offline');
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
      expect(screen.queryByText(OFFLINE_FORM)).toBeNull();
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('When a kept draft is continued with no network, then step 1 with its letter and the offline status, and what is typed is saved into it on return', async () => {
    let offline = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
    try {
      const { calls } = server({
        // The service worker answers with the kept draft; the profile is not kept.
        'GET /api/applications/11/': () => ({
          body: sampleApplication({ id: 11, cover_letter: 'Kept draft' }),
        }),
        'GET /api/candidate-profile/': () => {
          if (offline) throw new TypeError('Failed to fetch');
          return { body: sampleProfile };
        },
      });
      renderRoutes(routes, '/candidate-dashboard/applications/11/edit');
      expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Cover letter' })).toBeInTheDocument();
      expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(OFFLINE_FORM))).toBe(true);
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
      const letter = screen.getByLabelText('Cover letter');
      expect(letter).toHaveValue('Kept draft');
      await userEvent.type(letter, ', typed offline');

      offline = false;
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText('Back online: your draft is saved.')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/applications/11/',
        body: { cover_letter: 'Kept draft, typed offline', submission_status: 'draft' },
      });
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('When the network goes while the form is open, then the status says so, and what was typed offline is saved on return', async () => {
    let offline = false;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
    try {
      const { calls } = server();
      renderRoutes(routes, '/apply/5');
      const letter = await screen.findByLabelText('Cover letter');
      await userEvent.type(letter, 'Online');
      expect(screen.queryByText(OFFLINE_FORM)).toBeNull();
      offline = true;
      window.dispatchEvent(new Event('offline'));
      expect(await screen.findByText(OFFLINE_FORM)).toBeInTheDocument();
      await userEvent.type(letter, ' then offline');
      offline = false;
      window.dispatchEvent(new Event('online'));
      expect(await screen.findByText('Back online: your draft is saved.')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        cover_letter: 'Online then offline',
        submission_status: 'draft',
      });
    } finally {
      delete (window.navigator as { onLine?: boolean }).onLine;
    }
  });
});
