import { ADMIN_MESSAGES, type AdminEmployer, SUSPENSION_MESSAGES } from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';

/** /admin/employers (issue 22 item 6): search, status, suspend with a reason, lift. */
const employer = (fields: Partial<AdminEmployer> = {}): AdminEmployer => ({
  id: 12,
  company_name: 'Fake Agency Ltd',
  contact_name: 'Wanjiru Kamau',
  email: 'hr@fake.example',
  status: 'active',
  suspended_at: null,
  suspension_reason: null,
  open_jobs: 2,
  created_at: '2026-11-01T08:00:00.000Z',
  ...fields,
});
const pageOf = (results: AdminEmployer[]) => ({ count: results.length, next: null, previous: null, results });

afterEach(() => localStorage.clear());

describe('/admin/employers', { timeout: 20_000 }, () => {
  it('When an admin searches and suspends an employer with a reason, then the list shows it suspended', async () => {
    let listed = [employer()];
    const network = mockFetch({
      'GET /api/verify-token/': () => ({ body: { role: 'candidate' } }),
      'GET /api/notifications/candidate/unread-count/': () => ({ body: { count: 0 } }),
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/employers/': () => ({ body: pageOf(listed) }),
      'POST /api/admin/employers/12/suspend/': () => {
        listed = [employer({ status: 'suspended', suspension_reason: 'Asks for fees', open_jobs: 0 })];
        return { body: { id: 12, status: 'suspended', closed_jobs: 2 } };
      },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage('/admin/employers', routes, { signedInAs: 'candidate', standIns: false });
    expect(
      await screen.findByRole('heading', { name: ADMIN_MESSAGES.sections.employers }, { timeout: 5000 }),
    ).toBeVisible();
    const row = await screen.findByRole('row', { name: /Fake Agency Ltd/ });
    expect(row).toHaveTextContent('2 open jobs');
    expect(row).toHaveTextContent('Active');

    await userEvent.type(screen.getByLabelText(SUSPENSION_MESSAGES.searchLabel), 'fake');
    await userEvent.selectOptions(screen.getByLabelText(SUSPENSION_MESSAGES.statusLabel), 'active');
    await userEvent.click(screen.getByRole('button', { name: 'Search employers' }));
    await waitFor(() =>
      expect(network.calls.some((c) => c.url.includes('q=fake') && c.url.includes('status=active'))).toBe(
        true,
      ),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Suspend Fake Agency Ltd' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SUSPENSION_MESSAGES.suspendIntro);
    await userEvent.click(within(dialog).getByRole('button', { name: SUSPENSION_MESSAGES.suspend }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Asks for fees');
    await userEvent.click(within(dialog).getByRole('button', { name: SUSPENSION_MESSAGES.suspend }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.suspended(2))).toBeVisible();
    expect(await screen.findByText(SUSPENSION_MESSAGES.suspendedSince('Asks for fees'))).toBeVisible();
    const sent = network.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ reason: 'Asks for fees' });
    expect(screen.getByRole('button', { name: 'Lift suspension Fake Agency Ltd' })).toBeVisible();
  });
});
