import { INTERVIEW_MESSAGES } from '@kweli/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { sampleInterview } from '../../test/sample-interview.ts';
import { MyApplicationsPage } from './my-applications-page.tsx';
import { page, renderRoutes } from './test-fixtures.tsx';

/** Issue 28 item 3: the candidate answers an interview invitation on My Applications. */
const routes = [{ path: '/apps', element: <MyApplicationsPage /> }];

describe('Interview invitations', () => {
  it('When the candidate accepts a time, then it is asked for, sent and shown confirmed with the calendar file', async () => {
    let current = sampleInterview();
    const { calls } = mockFetch({
      'GET /api/applications/': () => ({ body: page([]) }),
      'GET /api/interviews/': () => ({ body: page([current]) }),
      'POST /api/interviews/8/accept/': ({ body }) => {
        current = { ...current, status: 'confirmed', confirmed_slot: (body as { slot: string }).slot };
        return { body: current };
      },
      'GET /api/interviews/8/calendar.ics': () => ({ body: 'BEGIN:VCALENDAR' }),
    });
    renderRoutes(routes, '/apps');
    const item = (
      await screen.findByRole('heading', {
        name: INTERVIEW_MESSAGES.invitationFrom('Data Analyst at Safaricom'),
      })
    ).closest('li')!;
    const choices = within(item).getByRole('group', { name: INTERVIEW_MESSAGES.chooseSlot });
    expect(
      within(choices).getByLabelText('Tuesday 1 December 2026, 10:00 (Nairobi time)'),
    ).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: INTERVIEW_MESSAGES.accept }));
    expect(await within(item).findByText(INTERVIEW_MESSAGES.slotNotOffered)).toBeInTheDocument();
    await userEvent.click(within(choices).getByLabelText('Wednesday 2 December 2026, 14:30 (Nairobi time)'));
    await userEvent.click(within(item).getByRole('button', { name: INTERVIEW_MESSAGES.accept }));
    expect(
      await screen.findByText(
        INTERVIEW_MESSAGES.confirmedFor('Wednesday 2 December 2026, 14:30 (Nairobi time)'),
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/accept/'))!.body).toEqual({ slot: '2026-12-02T11:30:00.000Z' });
    // jsdom has no object addresses nor downloads: the file's address and the link's click are watched.
    const created = vi.fn((_blob: Blob) => 'blob:calendar');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    await userEvent.click(screen.getByRole('button', { name: INTERVIEW_MESSAGES.download }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloaded).toBe('interview-8.ics');
    expect(created.mock.calls[0]![0].type).toBe('text/calendar');
    expect(calls.some((c) => c.url.endsWith('/api/interviews/8/calendar.ics'))).toBe(true);
    click.mockRestore();
  });

  it('When the candidate declines with a reason, then the reason is sent and the invitation leaves the list', async () => {
    let current = sampleInterview();
    const { calls } = mockFetch({
      'GET /api/applications/': () => ({ body: page([]) }),
      'GET /api/interviews/': () => ({ body: page([current]) }),
      'POST /api/interviews/8/decline/': ({ body }) => {
        current = { ...current, status: 'declined', decline_reason: (body as { reason: string }).reason };
        return { body: current };
      },
    });
    renderRoutes(routes, '/apps');
    await userEvent.click(await screen.findByRole('button', { name: INTERVIEW_MESSAGES.decline }));
    await userEvent.type(
      screen.getByLabelText(INTERVIEW_MESSAGES.declineReason),
      '  I took another offer.  ',
    );
    await userEvent.click(screen.getByRole('button', { name: INTERVIEW_MESSAGES.declineSend }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: INTERVIEW_MESSAGES.heading })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.url.endsWith('/decline/'))!.body).toEqual({ reason: 'I took another offer.' });
  });
});
