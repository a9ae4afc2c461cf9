import { INTERVIEW_MESSAGES, type Interview, nairobiTime } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, page } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleInterview } from '../../test/sample-interview.ts';
import { ApplicationReviewPage } from './application-review-page.tsx';
import { sampleReviewed } from './test-fixtures.ts';

/** Issue 28 item 3: the interview card of the employer's review page. */
const routes = [
  { path: '/employer/applications/:applicationId/details', element: <ApplicationReviewPage /> },
];

/** A date `days` ahead as the date input writes it (in Nairobi, UTC+3). */
const dateIn = (days: number) =>
  new Date(Date.now() + 3 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

describe('Interview on the review page', () => {
  it('When the employer invites, then the form checks the times and the place on their fields, and sends the times in Nairobi', async () => {
    let interviews: Interview[] = [];
    const { calls } = mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'GET /api/interviews/': () => ({ body: page(interviews) }),
      'POST /api/applications/11/interviews/': ({ body }) => {
        interviews = [sampleInterview({ slots: (body as { slots: string[] }).slots })];
        return { status: 201, body: interviews[0] };
      },
    });
    renderPage('/employer/applications/11/details', routes);
    const card = await screen.findByRole('region', { name: INTERVIEW_MESSAGES.heading });
    await userEvent.click(await within(card).findByRole('button', { name: INTERVIEW_MESSAGES.invite }));
    // Nothing filled in, in person: the date and the place are refused on their fields.
    await userEvent.selectOptions(within(card).getByLabelText(INTERVIEW_MESSAGES.mode), 'in_person');
    await userEvent.click(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.send }));
    expect(await within(card).findByText(INTERVIEW_MESSAGES.slotInvalid)).toBeInTheDocument();
    expect(within(card).getByText(INTERVIEW_MESSAGES.locationRequired)).toBeInTheDocument();
    expect(within(card).getByLabelText(INTERVIEW_MESSAGES.location)).toHaveAttribute('aria-invalid', 'true');
    // A time in the past is refused as the server would.
    await userEvent.type(within(card).getByLabelText(INTERVIEW_MESSAGES.date), dateIn(-2));
    await userEvent.type(within(card).getByLabelText(INTERVIEW_MESSAGES.time), '10:00');
    await userEvent.type(within(card).getByLabelText(INTERVIEW_MESSAGES.location), 'Kilimo House, Nairobi');
    await userEvent.click(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.send }));
    expect(await within(card).findByText(INTERVIEW_MESSAGES.slotPast)).toBeInTheDocument();
    // Two good times.
    const [date] = within(card).getAllByLabelText(INTERVIEW_MESSAGES.date);
    await userEvent.clear(date!);
    await userEvent.type(date!, dateIn(3));
    await userEvent.click(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.addSlot }));
    const group = within(card).getByRole('group', { name: INTERVIEW_MESSAGES.slot(2) });
    await userEvent.type(within(group).getByLabelText(INTERVIEW_MESSAGES.date), dateIn(4));
    await userEvent.type(within(group).getByLabelText(INTERVIEW_MESSAGES.time), '14:30');
    const duration = within(card).getByLabelText(INTERVIEW_MESSAGES.duration);
    await userEvent.clear(duration);
    await userEvent.type(duration, '60');
    await userEvent.click(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.send }));
    expect(await within(card).findByText(INTERVIEW_MESSAGES.sent)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.url.includes('/interviews/'))!;
    expect(sent.body).toEqual({
      slots: [`${dateIn(3)}T10:00:00+03:00`, `${dateIn(4)}T14:30:00+03:00`],
      mode: 'in_person',
      location: 'Kilimo House, Nairobi',
      duration_minutes: 60,
    });
    expect(await within(card).findByText(INTERVIEW_MESSAGES.statusLabels.invited!)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.cancel })).toBeInTheDocument();
  });

  it('When the interview is confirmed or declined, then the card says when or why; a cancel asks first', async () => {
    let interview = sampleInterview({ status: 'confirmed', confirmed_slot: '2026-12-01T07:00:00.000Z' });
    const { calls } = mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'GET /api/interviews/': () => ({ body: page([interview]) }),
      'POST /api/interviews/8/cancel/': () => {
        interview = { ...interview, status: 'cancelled' };
        return { body: interview };
      },
    });
    renderPage('/employer/applications/11/details', routes);
    const card = await screen.findByRole('region', { name: INTERVIEW_MESSAGES.heading });
    expect(
      await within(card).findByText(
        INTERVIEW_MESSAGES.confirmedFor('Tuesday 1 December 2026, 10:00 (Nairobi time)'),
      ),
    ).toBeInTheDocument();
    expect(nairobiTime('2026-12-01T07:00:00.000Z')).toBe('Tuesday 1 December 2026, 10:00 (Nairobi time)');
    await userEvent.click(within(card).getByRole('button', { name: INTERVIEW_MESSAGES.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(INTERVIEW_MESSAGES.cancelConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: INTERVIEW_MESSAGES.cancel }));
    expect(await within(card).findByText(INTERVIEW_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/api/interviews/8/cancel/'))).toBe(true);
    expect(await within(card).findByRole('button', { name: INTERVIEW_MESSAGES.invite })).toBeInTheDocument();
  });

  it('When the candidate declined, then the reason is shown', async () => {
    mockFetch({
      'POST /api/applications/11/open/': () => ({ body: sampleReviewed() }),
      'GET /api/applications/11/notes/': () => ({ body: { rating: null, notes: [] } }),
      'GET /api/interviews/': () => ({
        body: page([sampleInterview({ status: 'declined', decline_reason: 'I took another offer.' })]),
      }),
    });
    renderPage('/employer/applications/11/details', routes);
    expect(
      await screen.findByText(INTERVIEW_MESSAGES.declinedBecause('I took another offer.')),
    ).toBeInTheDocument();
  });
});
