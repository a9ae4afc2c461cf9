import { APPLICATION_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { dataAnalystJob } from '../../test/sample-job.ts';
import KeptDraftSaver from './kept-draft-saver.tsx';
import { sampleApplication } from './test-fixtures.tsx';

const jobWithQuestion = () =>
  dataAnalystJob({
    screening_questions: [
      { id: 'q1', question: 'Do you live in Nairobi?', kind: 'yes_no', options: [], required: true },
    ],
  });

/** Work typed offline (decision 111), as the form keeps it on the phone. */
function keepTypedOffline(current: { applicationId: number | null; step: number } | null = null) {
  localStorage.setItem(
    'applicationDraft',
    JSON.stringify({
      jobId: 5,
      cover_letter: 'Typed on the bus',
      cv: null,
      use_profile_cv: true,
      screening_answers: { q1: 'Yes', gone: 'An answer to a question the job no longer asks' },
      unsaved: true,
    }),
  );
  if (current) localStorage.setItem('currentApplication', JSON.stringify({ jobId: 5, ...current }));
}

const saverAt = (path: string) =>
  renderPage(path, [{ path: '*', element: <KeptDraftSaver /> }], {
    signedInAs: 'candidate',
    standIns: false,
  });

describe('work typed offline, saved on the next open (issue 25 item 2)', () => {
  it('When the app opens with a network on any page, then the kept work is saved as the job’s draft, said so, and marked saved', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: jobWithQuestion() }),
      'POST /api/applications/': ({ body }) => ({
        status: 201,
        body: sampleApplication({ ...(body as object), id: 11 }),
      }),
    });
    keepTypedOffline();
    saverAt('/candidate-dashboard');
    expect(
      await screen.findByText('Back online: your application typed offline is saved as a draft.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      job: 5,
      cover_letter: 'Typed on the bus',
      cv: null,
      submission_status: 'draft',
      screening_answers: [{ question_id: 'q1', answer: 'Yes' }],
    });
    expect(JSON.parse(localStorage.getItem('applicationDraft')!)).toMatchObject({
      cover_letter: 'Typed on the bus',
      unsaved: false,
    });
    expect(JSON.parse(localStorage.getItem('currentApplication')!)).toEqual({
      jobId: 5,
      applicationId: 11,
      step: 1,
    });
  });

  it('When the job’s draft was deleted on another device, then the kept work is saved as a new draft', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: jobWithQuestion() }),
      'PUT /api/applications/11/': () => ({ status: 404, body: { detail: 'Not found.' } }),
      'POST /api/applications/': ({ body }) => ({
        status: 201,
        body: sampleApplication({ ...(body as object), id: 12 }),
      }),
    });
    keepTypedOffline({ applicationId: 11, step: 2 });
    saverAt('/candidate-dashboard');
    expect(
      await screen.findByText('Back online: your application typed offline is saved as a draft.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'POST']);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      job: 5,
      cover_letter: 'Typed on the bus',
      submission_status: 'draft',
    });
    expect(JSON.parse(localStorage.getItem('currentApplication')!)).toEqual({
      jobId: 5,
      applicationId: 12,
      step: 2,
    });
    expect(JSON.parse(localStorage.getItem('applicationDraft')!)).toMatchObject({ unsaved: false });
  });

  it('When the phone knew the job’s draft, then the kept work goes into it', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: jobWithQuestion() }),
      'PUT /api/applications/11/': ({ body }) => ({
        body: sampleApplication({ ...(body as object), id: 11 }),
      }),
    });
    keepTypedOffline({ applicationId: 11, step: 1 });
    saverAt('/candidate-dashboard/saved');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('When the form is open, then the saver leaves the saving to it', async () => {
    const { calls } = mockFetch({});
    keepTypedOffline();
    saverAt('/apply/5');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('When the server refuses, then the usual draft failure shows and the text stays on the phone, unsaved', async () => {
    mockFetch({
      'GET /api/employer/public/jobs/5/': () => ({ body: jobWithQuestion() }),
      'POST /api/applications/': () => ({ status: 400, body: { detail: 'No.' } }),
    });
    keepTypedOffline();
    saverAt('/');
    expect(await screen.findByText(APPLICATION_MESSAGES.draftFailed)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('applicationDraft')!)).toMatchObject({
      cover_letter: 'Typed on the bus',
      unsaved: true,
    });
  });
});
