import { APPLICATION_MESSAGES, REVIEW_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleThread } from '../../test/sample-conversation.ts';
import { ApplicantsPage } from './applicants-page.tsx';
import { ApplicationReviewPage } from './application-review-page.tsx';
import { ShortlistPage } from './shortlist-page.tsx';
import {
  applicantsReply,
  applicantsRoutes,
  sampleApplication,
  sampleEmployerJob,
  sampleReviewed,
} from './test-fixtures.ts';

const signed = () => ({
  body: { url: 'https://files.example/file.pdf', expires_at: '2999-01-01T00:00:00Z' },
});

const applicantsRoute = [{ path: '/employer/jobs/:jobId/applicants', element: <ApplicantsPage /> }];
const detailRoute = [
  { path: '/employer/applications/:applicationId/details', element: <ApplicationReviewPage /> },
];

describe('Applicants for a job', () => {
  it('When it loads, then the header, the count and the rows in the order the server sends them', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([
        sampleApplication({ id: 12, candidate_details: { name: 'Baraka Mwangi', email: 'b@example.com' } }),
        sampleApplication({ id: 13, candidate_details: { name: 'Chebet Kiprop', email: 'c@example.com' } }),
        sampleApplication({ review_status: 'shortlisted' }),
      ]),
    });
    renderPage('/employer/jobs/5/applicants', applicantsRoute);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applicants for: Data Analyst' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Jobs/ })).toHaveAttribute('href', '/employer-dashboard');
    expect(screen.getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(screen.getByText('3 applications')).toBeInTheDocument();
    const pending = await screen.findByRole('table', { name: 'Pending: applications, newest first' });
    expect(
      within(pending)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Select', 'Applicant', 'Date Applied', 'Status', 'Actions']);
    const rows = within(pending).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Baraka Mwangi',
      'Chebet Kiprop',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: /View Application/ })).toHaveAttribute(
      'href',
      '/employer/applications/12/details',
    );
    const shortlisted = await screen.findByRole('table', { name: 'Shortlisted: applications, newest first' });
    expect(within(shortlisted).getByText('Shortlisted')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('for_job'))!.url).toContain('job_id=5');
  });

  it('When there are none, then the empty text; when loading fails, then the failure text with Retry', async () => {
    let fail = true;
    const none = applicantsReply([]);
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes((call) => (fail ? { status: 500, body: { detail: 'x' } } : none(call))),
    });
    renderPage('/employer/jobs/5/applicants', applicantsRoute);
    expect(await screen.findByText(REVIEW_MESSAGES.applicantsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REVIEW_MESSAGES.noApplicants)).toBeInTheDocument();
    expect(screen.getByText('0 applications')).toBeInTheDocument();
  });
});

describe('Application detail', () => {
  it('When it loads, then every section shows, the cover letter line by line, and the CV by name', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed({ cv_name: 'Amina CV 2025.pdf' }) }),
      'GET /api/get-signed-media-url/': signed,
    });
    renderPage('/employer/applications/11/details', detailRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Odhiambo' })).toBeInTheDocument();
    for (const heading of [
      'Job details',
      'Candidate information',
      'Portfolio links',
      'Work experience',
      'Education',
      'Cover letter',
      'CV / Resume',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'amina@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+254712345678' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://github.com/amina' })).toBeInTheDocument();
    expect(screen.getByText('Dear team,')).toBeInTheDocument();
    expect(screen.getByText('I would like to join.')).toBeInTheDocument();
    // By the name it was uploaded with, not its storage key.
    expect(screen.getByText(/Amina CV 2025\.pdf/)).toBeInTheDocument();
    expect(screen.queryByText(/amina_cv\.pdf/)).toBeNull();
    expect(await screen.findByRole('link', { name: 'View CV' })).toHaveAttribute(
      'href',
      'https://files.example/file.pdf',
    );
    expect(await screen.findByRole('link', { name: 'View certificate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Applicants/ })).toHaveAttribute(
      'href',
      '/employer/jobs/5/applicants',
    );
  });

  it('When fields are missing, then Not provided, No cover letter provided and No CV attached', async () => {
    const bare = sampleReviewed();
    mockFetch({
      'POST /api/applications/11/open/': () => ({
        body: {
          ...bare,
          cover_letter: '',
          cv: null,
          cv_key: null,
          candidate_details: {
            ...bare.candidate_details,
            phone: '',
            link_1: null,
            work_experiences: [],
            educations: [],
          },
        },
      }),
    });
    renderPage('/employer/applications/11/details', detailRoute);
    expect(await screen.findByText(REVIEW_MESSAGES.noCoverLetter)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.noCv)).toBeInTheDocument();
    expect(screen.getAllByText(REVIEW_MESSAGES.notProvided).length).toBeGreaterThanOrEqual(4);
  });

  it('When the status is chosen, Update Status is enabled only on a change; Shortlist hides once shortlisted', async () => {
    let status = 'reviewed';
    const { calls } = mockFetch({
      'POST /api/applications/11/open/': () => ({
        body: sampleReviewed({ review_status: status as 'reviewed' }),
      }),
      'PATCH /api/applications/11/update-status/': ({ body }) => {
        status = (body as { review_status: string }).review_status;
        return { body: sampleApplication({ review_status: status as 'reviewed' }) };
      },
      'GET /api/get-signed-media-url/': signed,
    });
    renderPage('/employer/applications/11/details', detailRoute);
    const update = await screen.findByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(update).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Reviewed');
    expect(update).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Shortlist Candidate' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Review status Shortlisted/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.statusChanged('Shortlisted'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shortlist Candidate' })).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ review_status: 'shortlisted' });

    await userEvent.click(screen.getByRole('button', { name: 'Reject Application' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Review status Rejected/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Application' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shortlist Candidate' })).toBeInTheDocument();
  });

  it('When the change fails, then the failure alert and the status stays', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'PATCH /api/applications/11/update-status/': () => ({ status: 500, body: { detail: 'x' } }),
      'GET /api/get-signed-media-url/': signed,
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'GET /api/applications/11/messages/': () => ({ body: sampleThread() }),
    });
    renderPage('/employer/applications/11/details', detailRoute);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.statusUpdateFailed);
    expect(screen.getByRole('button', { name: 'Reject Application' })).toBeInTheDocument();
  });

  it('When the candidate withdrew the application, then it shows withdrawn and offers no status change', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({
        body: sampleReviewed({ withdrawn_at: '2026-01-03T08:00:00Z' }),
      }),
      'GET /api/get-signed-media-url/': signed,
    });
    renderPage('/employer/applications/11/details', detailRoute);
    expect(
      await screen.findByRole('heading', { level: 2, name: /Review status Withdrawn/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.withdrawnNoStatusChange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject Application' })).toBeNull();
  });

  it('When the application cannot be loaded, then the failure text', async () => {
    mockFetch({});
    renderPage('/employer/applications/11/details', detailRoute);
    expect(await screen.findByText(REVIEW_MESSAGES.applicationFailed)).toBeInTheDocument();
  });
});

describe('Shortlisted Candidates', () => {
  const shortlist = (
    groups: { id: number; title: string; apps: ReturnType<typeof sampleApplication>[] }[],
  ) => ({
    count: groups.reduce((n, g) => n + g.apps.length, 0),
    results: groups.map((g) => ({
      job: { id: g.id, job_title: g.title, city: 'Nairobi', country: 'Kenya' },
      applications: g.apps,
    })),
  });

  it('When it loads, then candidates are grouped by job; removal asks first and takes them out', async () => {
    const { calls } = mockFetch({
      'GET /api/applications/shortlisted/': () => ({
        body: shortlist([
          { id: 5, title: 'Data Analyst', apps: [sampleApplication({ review_status: 'shortlisted' })] },
          {
            id: 6,
            title: 'Nurse',
            apps: [
              sampleApplication({
                id: 13,
                job: 6,
                review_status: 'shortlisted',
                candidate_details: { name: 'Baraka Mwangi', email: 'b@example.com' },
              }),
            ],
          },
        ]),
      }),
      'PATCH /api/applications/11/update-status/': () => ({
        body: sampleApplication({ review_status: 'reviewed' }),
      }),
    });
    renderPage('/employer-dashboard/shortlist', [
      { path: '/employer-dashboard/shortlist', element: <ShortlistPage /> },
    ]);
    const group = (await screen.findByRole('heading', { level: 2, name: 'Data Analyst' })).closest(
      'section',
    )!;
    expect(within(group).getByText('Amina Odhiambo')).toBeInTheDocument();
    expect(within(group).queryByText('Baraka Mwangi')).toBeNull();

    await userEvent.click(within(group).getByRole('button', { name: /Remove Amina Odhiambo/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(within(group).getByRole('button', { name: /Remove Amina Odhiambo/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Data Analyst' })).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ review_status: 'reviewed' });
  });

  it('When removal fails, then the failure alert and the candidate stays', async () => {
    mockFetch({
      'GET /api/applications/shortlisted/': () => ({
        body: shortlist([
          { id: 5, title: 'Data Analyst', apps: [sampleApplication({ review_status: 'shortlisted' })] },
        ]),
      }),
      'PATCH /api/applications/11/update-status/': () => ({ status: 500, body: { detail: 'x' } }),
    });
    renderPage('/employer-dashboard/shortlist', [
      { path: '/employer-dashboard/shortlist', element: <ShortlistPage /> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Remove Amina Odhiambo/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.shortlistRemoveFailed);
    expect(screen.getByText('Amina Odhiambo')).toBeInTheDocument();
  });

  it('When empty, then the empty text; when loading fails, then the failure text with Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/applications/shortlisted/': () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: shortlist([]) },
    });
    renderPage('/employer-dashboard/shortlist', [
      { path: '/employer-dashboard/shortlist', element: <ShortlistPage /> },
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.shortlistFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(REVIEW_MESSAGES.noShortlisted)).toBeInTheDocument();
  });
});
