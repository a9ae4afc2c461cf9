import { TALENT_MESSAGES } from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SavedTalentPage } from './saved-talent-page.tsx';

const candidate = (id: number, first: string) => ({
  id,
  first_name: first,
  last_name: 'Otieno',
  full_name: `${first} Otieno`,
  profile_picture: null,
  cv_file: null,
  work_experiences: [
    {
      id: 1,
      company_name: 'Jamii Bank',
      job_title: 'Accountant',
      from_date: '2020-01-01',
      to_date: null,
      is_current: true,
      responsibilities: '',
    },
  ],
  educations: [],
  cities: ['Mombasa'],
  countries: ['Kenya'],
  years_of_experience: 5,
  is_saved: true,
});

function renderSavedTalent() {
  return renderPage(
    '/employer-dashboard/saved-talent',
    [
      { path: '/employer-dashboard/saved-talent', element: <SavedTalentPage /> },
      { path: '/employer/find-talent', element: <p>Find Talent page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { signedInAs: 'employer' },
  );
}

describe('Saved Talent page', () => {
  it('When loading, then the loading text shows, then the cards of a paged answer', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ candidate_id: 7, saved_at: '2026-01-01T00:00:00Z', candidate: candidate(7, 'Aisha') }],
        },
      }),
    });
    renderSavedTalent();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Talent' })).toBeInTheDocument();
    expect(screen.getByText(TALENT_MESSAGES.savedLoading)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Aisha Otieno' });
    expect(within(card).getByText(/Accountant at Jamii Bank/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Aisha Otieno' })).toHaveAttribute(
      'href',
      '/employer/candidates/7/details',
    );
    expect(screen.getByTestId('saved-talent-debug')).not.toBeVisible();
    expect(screen.getByTestId('saved-talent-debug').textContent).toContain('"candidate_id": 7');
  });

  it('When the answer is a plain list of bare candidates or a single object, then each shows as a card', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({ body: [candidate(1, 'Brian'), candidate(2, 'Cynthia')] }),
    });
    renderSavedTalent();
    expect(await screen.findByRole('article', { name: 'Brian Otieno' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cynthia Otieno' })).toBeInTheDocument();
  });

  it('When the answer is one saved item, then it shows as one card', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({ body: { candidate_id: 3, candidate: candidate(3, 'David') } }),
    });
    renderSavedTalent();
    expect(await screen.findByRole('article', { name: 'David Otieno' })).toBeInTheDocument();
  });

  it('When an item has no candidate id, then it is skipped and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/talent/saved/': () => ({ body: [{ first_name: 'Nobody' }, candidate(4, 'Esther')] }),
    });
    renderSavedTalent();
    expect(await screen.findByRole('article', { name: 'Esther Otieno' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('When the answer has an unknown shape, then the unexpected-format message shows', async () => {
    mockFetch({ 'GET /api/talent/saved/': () => ({ body: 'surprise' }) });
    renderSavedTalent();
    expect(await screen.findByText(TALENT_MESSAGES.savedUnexpectedShape)).toBeInTheDocument();
  });

  it('When nothing is saved, then the empty text and a link to Find Talent show', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderSavedTalent();
    expect(await screen.findByText(TALENT_MESSAGES.savedEmpty)).toBeInTheDocument();
    expect(screen.getByText(TALENT_MESSAGES.savedEmptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
      'href',
      '/employer/find-talent',
    );
  });

  it('When loading fails, then the message and Retry show, and Retry loads again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/talent/saved/': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'boom' } } : { body: [candidate(5, 'Faith')] };
      },
    });
    renderSavedTalent();
    expect(await screen.findByText(TALENT_MESSAGES.savedFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Faith Otieno' })).toBeInTheDocument();
  });

  it('When a 401 comes back, then the token is cleared and the user goes to /login', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'no' } }),
    });
    renderSavedTalent();
    expect(await screen.findByText(TALENT_MESSAGES.savedFailed)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('When a candidate is removed, then the card leaves the list after the server agrees', async () => {
    const { calls } = mockFetch({
      'GET /api/talent/saved/': () => ({ body: [candidate(8, 'George'), candidate(9, 'Halima')] }),
      'DELETE /api/talent/saved/8/': () => ({ status: 204 }),
    });
    renderSavedTalent();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove George Otieno from saved talent' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'George Otieno' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Halima Otieno' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/talent/saved/8/'))).toBe(true);
  });

  it('When removing fails, then the card stays and the failure is announced', async () => {
    mockFetch({
      'GET /api/talent/saved/': () => ({ body: [candidate(10, 'Ian')] }),
      'DELETE /api/talent/saved/10/': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderSavedTalent();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ian Otieno from saved talent' }));
    expect(await screen.findByText(TALENT_MESSAGES.removeFailed)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ian Otieno' })).toBeInTheDocument();
  });
});
