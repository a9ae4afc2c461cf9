import { NOTE_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ApplicationReviewPage } from './application-review-page.tsx';
import { sampleReviewed } from './test-fixtures.ts';

/** Issue 28 item 5: the private notes and rating on the application review page. */
const routes = [
  { path: '/employer/applications/:applicationId/details', element: <ApplicationReviewPage /> },
];
const firstNote = { id: 1, body: 'Strong Excel.\nCall back Monday.', created_at: '2026-01-03T09:00:00Z' };

describe('Private notes and rating', () => {
  it('When the page opens, then the notes card says only the team sees it, with the rating and the notes', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: 3, notes: [firstNote] } }),
    });
    renderPage('/employer/applications/11/details', routes);
    const card = await screen.findByRole('region', { name: NOTE_MESSAGES.heading });
    expect(card).toHaveAccessibleDescription(NOTE_MESSAGES.privateLabel);
    expect(within(card).getByText(NOTE_MESSAGES.privateLabel)).toBeInTheDocument();
    const group = await within(card).findByRole('group', { name: NOTE_MESSAGES.rating });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: NOTE_MESSAGES.ratingOf(3) })).toBeChecked();
    expect(within(card).getByText(/Strong Excel\./)).toBeInTheDocument();
  });

  it('When a star is chosen, then the rating is saved and said; when the server fails, then the old one stays', async () => {
    let fail = false;
    const { calls } = mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'PATCH /api/applications/11/': ({ body }) =>
        fail
          ? { status: 500, body: { detail: 'x' } }
          : { body: { rating: (body as { rating: number }).rating, notes: [] } },
    });
    renderPage('/employer/applications/11/details', routes);
    expect(await screen.findByText(NOTE_MESSAGES.noRating)).toBeInTheDocument();
    expect(screen.getByText(NOTE_MESSAGES.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(4) }));
    expect(await screen.findByText(NOTE_MESSAGES.ratingSaved)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(4) })).toBeChecked();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ rating: 4 });
    // The keyboard moves along the stars as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('radio', { name: NOTE_MESSAGES.ratingOf(5) })).toBeChecked();
    fail = true;
    await userEvent.click(screen.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(1) }));
    expect(await screen.findByText(NOTE_MESSAGES.ratingFailed)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(5) })).toBeChecked();
  });

  it('When a note is added, then an empty one is refused on its field and a written one joins the list', async () => {
    const { calls } = mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [firstNote] } }),
      'POST /api/applications/11/notes/': ({ body }) => ({
        status: 201,
        body: { id: 2, body: (body as { body: string }).body, created_at: '2026-01-04T09:00:00Z' },
      }),
    });
    renderPage('/employer/applications/11/details', routes);
    const field = await screen.findByLabelText(NOTE_MESSAGES.label);
    await userEvent.click(screen.getByRole('button', { name: NOTE_MESSAGES.save }));
    expect(await screen.findByText(NOTE_MESSAGES.required)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST' && c.url.includes('notes'))).toBe(false);
    await userEvent.type(field, '  Good references.  ');
    await userEvent.click(screen.getByRole('button', { name: NOTE_MESSAGES.save }));
    expect(await screen.findByText(NOTE_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.includes('notes'))!.body).toEqual({
      body: 'Good references.',
    });
    const items = within(screen.getByRole('region', { name: NOTE_MESSAGES.heading })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
      firstNote.body,
      'Good references.',
    ]);
    expect(field).toHaveValue('');
  });

  it('When the server refuses the note, then its message shows on the field', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'POST /api/applications/11/notes/': () => ({ status: 400, body: { body: [NOTE_MESSAGES.tooLong] } }),
    });
    renderPage('/employer/applications/11/details', routes);
    await userEvent.type(await screen.findByLabelText(NOTE_MESSAGES.label), 'x');
    await userEvent.click(screen.getByRole('button', { name: NOTE_MESSAGES.save }));
    expect(await screen.findByText(NOTE_MESSAGES.tooLong)).toBeInTheDocument();
  });
});
