import {
  CONVERSATION_MESSAGES,
  DECISION_MESSAGES,
  PIPELINE_MESSAGES,
  type ReviewStatus,
} from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ApplicantsPage } from './applicants-page.tsx';
import { applicantsReply, applicantsRoutes, sampleApplication, sampleEmployerJob } from './test-fixtures.ts';

/** Issue 28 item 7: the applicants by status, columns on a wide screen and tabs on a phone. */
const routes = [{ path: '/employer/jobs/:jobId/applicants', element: <ApplicantsPage /> }];

const person = (id: number, name: string, review_status: ReviewStatus, extra: object = {}) =>
  sampleApplication({
    id,
    review_status,
    candidate_details: { name, email: `${id}@example.com` },
    ...extra,
  });

const APPLICANTS = [
  person(1, 'Amina Odhiambo', 'pending'),
  person(2, 'Baraka Mwangi', 'pending', { unread_messages: 2 }),
  person(3, 'Chebet Kiprop', 'reviewed'),
  person(4, 'Daudi Otieno', 'shortlisted', {
    interview: { status: 'confirmed', confirmed_slot: '2026-12-01T07:00:00Z' },
  }),
  person(5, 'Esther Wanjiru', 'rejected'),
];

/**
 * The server's answer, but with counts of a whole job bigger than what a page holds: the columns must
 * show the server's counts, not the number of rows loaded.
 */
function wholeJobReply() {
  const reply = applicantsReply(APPLICANTS);
  return (call: { url: string }) => {
    const answer = reply(call);
    return {
      body: { ...answer.body, status_counts: { pending: 42, reviewed: 7, shortlisted: 3, rejected: 12 } },
    };
  };
}

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => vi.unstubAllGlobals());

describe('The pipeline on a wide screen', () => {
  it('When it loads, then a column per status with the whole job’s count, all from one call', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(wholeJobReply()),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    expect(await screen.findByText('64 applications')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Pending (42)', 'Reviewed (7)', 'Shortlisted (3)', 'Rejected (12)']);
    const pending = screen.getByRole('region', { name: 'Pending (42)' });
    expect(await within(pending).findByText('Baraka Mwangi')).toBeInTheDocument();
    expect(within(pending).queryByText('Chebet Kiprop')).toBeNull();
    const shortlisted = screen.getByRole('region', { name: 'Shortlisted (3)' });
    expect(await within(shortlisted).findByText('Daudi Otieno')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/applications/for_job/')).map((c) => c.url)).toEqual([
      '/api/applications/for_job/pipeline/?job_id=5',
    ]);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('When a column has more than a page, then its Next asks for the next page of that status only', async () => {
    const many = Array.from({ length: 21 }, (_, i) => person(100 + i, `Pending ${100 + i}`, 'pending'));
    const list = applicantsReply([...many, ...APPLICANTS.slice(2)]);
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes((call) => {
        // The server's pages: 20 of pending, then the rest.
        const answer = list(call);
        const page = Number(new URL(call.url, 'http://localhost').searchParams.get('page') ?? '1');
        const { results } = answer.body;
        const more = results.length > 20;
        return {
          body: {
            ...answer.body,
            next: more && page === 1 ? 'page-2' : null,
            previous: page > 1 ? 'page-1' : null,
            results: results.slice((page - 1) * 20, page * 20),
          },
        };
      }),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    const pending = await screen.findByRole('region', { name: 'Pending (21)' });
    expect(within(pending).getByText('Pending 100')).toBeInTheDocument();
    expect(within(pending).queryByText('Pending 120')).toBeNull();
    const pager = () => within(pending).getByRole('navigation', { name: PIPELINE_MESSAGES.pages('Pending') });
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pending).findByText('Pending 120')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/applications/for_job/')).map((c) => c.url)).toEqual([
      '/api/applications/for_job/pipeline/?job_id=5',
      '/api/applications/for_job/?job_id=5&page=2&review_status=pending',
    ]);
    // The other columns kept the first answer.
    const shortlisted = screen.getByRole('region', { name: 'Shortlisted (1)' });
    expect(within(shortlisted).getByText('Daudi Otieno')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await within(pending).findByText('Pending 100')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/applications/for_job/'))).toHaveLength(2);
  });

  it('When the list tells of an interview and unread messages, then the card says so; otherwise nothing', async () => {
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(wholeJobReply()),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    const pending = await screen.findByRole('table', { name: 'Pending: applications, newest first' });
    const [, amina, baraka] = within(pending).getAllByRole('row');
    expect(within(baraka!).getByText(CONVERSATION_MESSAGES.unread(2))).toBeInTheDocument();
    expect(within(amina!).getByRole('rowheader').textContent).toBe('Amina Odhiambo');
    const shortlisted = await screen.findByRole('table', { name: 'Shortlisted: applications, newest first' });
    expect(within(shortlisted).getByText(/^Interview: Confirmed, 1 Dec 2026/)).toBeInTheDocument();
  });

  it('When applicants are picked in two columns, then one decision takes them all; a column’s box picks its page', async () => {
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(wholeJobReply()),
      'POST /api/applications/bulk-update-status/': () => ({ body: { changed: 3, ids: [1, 2, 3] } }),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: PIPELINE_MESSAGES.selectAllIn('Pending') }),
    );
    expect(screen.getByRole('checkbox', { name: DECISION_MESSAGES.select('Amina Odhiambo') })).toBeChecked();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: DECISION_MESSAGES.select('Chebet Kiprop') }),
    );
    expect(screen.getByText(DECISION_MESSAGES.selected(3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DECISION_MESSAGES.bulkApply }));
    expect(await screen.findByText(DECISION_MESSAGES.bulkDone(3, 'Rejected'))).toBeInTheDocument();
    expect((calls.find((c) => c.method === 'POST')!.body as { ids: number[] }).ids).toEqual([1, 2, 3]);
    expect(screen.queryByText(DECISION_MESSAGES.selected(3))).toBeNull();
  });
});

describe('The pipeline on a phone', () => {
  it('When it loads, then tabs with counts and one list; a tab or the arrow keys show another status', async () => {
    phone();
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(wholeJobReply()),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    const tablist = await screen.findByRole('tablist', { name: PIPELINE_MESSAGES.statuses });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Pending (42)',
      'Reviewed (7)',
      'Shortlisted (3)',
      'Rejected (12)',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Pending (42)' });
    expect(await within(panel).findByText('Amina Odhiambo')).toBeInTheDocument();
    expect(screen.queryByText('Esther Wanjiru')).toBeNull();
    expect(calls.some((c) => c.url.includes('review_status=rejected'))).toBe(false);
    expect(calls.some((c) => c.url.includes('/pipeline/'))).toBe(false);

    await userEvent.click(tabs[3]!);
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    const rejected = screen.getByRole('tabpanel', { name: 'Rejected (12)' });
    expect(await within(rejected).findByText('Esther Wanjiru')).toBeInTheDocument();
    expect(screen.queryByText('Amina Odhiambo')).toBeNull();

    // Arrows move along the tabs (from the last back to the first), Home and End to the ends.
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Daudi Otieno')).toBeInTheDocument();
  });

  it('When Pending has no applicants, then the first status that has some opens; the tab chosen goes in the address and wins', async () => {
    phone();
    const decided = APPLICANTS.filter(
      (a) => a.review_status === 'shortlisted' || a.review_status === 'rejected',
    );
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(decided),
    });
    const router = renderPage('/employer/jobs/5/applicants', routes);
    const tablist = await screen.findByRole('tablist', { name: PIPELINE_MESSAGES.statuses });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Pending (0)',
      'Reviewed (0)',
      'Shortlisted (1)',
      'Rejected (1)',
    ]);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    const shortlisted = screen.getByRole('tabpanel', { name: 'Shortlisted (1)' });
    expect(await within(shortlisted).findByText('Daudi Otieno')).toBeInTheDocument();

    await userEvent.click(tabs[0]!);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?status=pending');
    expect(await screen.findByText(PIPELINE_MESSAGES.none)).toBeInTheDocument();
  });

  it('When the address names a tab, then the page opens on it, even an empty Pending', async () => {
    phone();
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes(APPLICANTS.filter((a) => a.review_status === 'rejected')),
    });
    renderPage('/employer/jobs/5/applicants?status=pending', routes);
    const tablist = await screen.findByRole('tablist', { name: PIPELINE_MESSAGES.statuses });
    expect(within(tablist).getByRole('tab', { name: 'Pending (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tablist).getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });
});
