import {
  ADMIN_MESSAGES,
  REPORT_REASON_LABELS,
  SCREENING_REASONS,
  VERIFICATION_MESSAGES,
} from '@kweli/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';

/** /admin as the app's route table places it (issue 22 item 1). */
function openAt(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return renderPage(path, routes, { signedInAs: 'employer', standIns: false });
}

const verifyToken = () => ({ body: { role: 'employer' } });
const unread = () => ({ body: { count: 0 } });

afterEach(() => localStorage.clear());

describe('/admin', { timeout: 20_000 }, () => {
  it('When an admin opens /admin, then the console shows the audit log with each decision', async () => {
    mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/audit/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 1,
              admin_id: 1,
              admin_email: 'moderator@kweli.co.ke',
              action: 'job.remove',
              subject_type: 'job',
              subject_id: 42,
              reason: 'Asks for a registration fee by M-Pesa',
              created_at: '2026-11-20T09:30:00.000Z',
            },
          ],
        },
      }),
    });
    const router = openAt('/admin/audit');
    expect(
      await screen.findByRole('heading', { name: ADMIN_MESSAGES.consoleTitle }, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      await screen.findByText('Asks for a registration fee by M-Pesa', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Removed a job')).toBeVisible();
    expect(screen.getByText('Job #42')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/audit');
  });

  it('When an admin opens /admin, then the moderation queue shows each held job with its reasons, and a decision needs a reason', async () => {
    let queue = [
      {
        id: 42,
        employer_id: 5,
        job_title: 'Supermarket Attendant',
        company_name: 'Fresh Mart',
        city: 'Thika',
        country: 'Kenya',
        description: 'Serve customers.',
        requirements: '',
        application_details: 'Pay a registration fee of Ksh 1,500.',
        benefits: '',
        review_reasons: [SCREENING_REASONS.asks_for_money],
        held_at: '2026-11-20T09:00:00.000Z',
      },
    ];
    const { calls } = mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/jobs/': () => ({
        body: { count: queue.length, next: null, previous: null, results: queue },
      }),
      'POST /api/admin/jobs/42/decide/': () => {
        queue = [];
        return { body: { id: 42, status: 'removed' } };
      },
    });
    const router = openAt('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Supermarket Attendant' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/queue');
    expect(screen.getByText(SCREENING_REASONS.asks_for_money)).toBeVisible();
    expect(screen.getByText('Pay a registration fee of Ksh 1,500.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ADMIN_MESSAGES.reasonRequired)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Reason for the decision/), 'Asks for a fee');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(ADMIN_MESSAGES.queueEmpty)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'remove',
      reason: 'Asks for a fee',
    });
  });

  it('When an admin opens the verifications, then each request shows its facts, the e-mail signal and the document, and is decided with a reason', async () => {
    let pending = [
      {
        employer_id: 5,
        company_name: 'Kilimo Fresh Ltd',
        email: 'owner@kilimofresh.co.ke',
        company_email: 'hr@kilimofresh.co.ke',
        website: 'https://www.kilimofresh.co.ke',
        kra_pin: 'P051234567X',
        registration_number: 'PVT-AB1CD2E',
        nea_licence: null,
        document: 'media/verification_document/5/registration_1.pdf',
        status: 'pending',
        submitted_at: '2026-11-20T09:00:00.000Z',
        decided_at: null,
        reason: null,
        signals: { email_domain_matches_website: true },
      },
    ];
    const { calls } = mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/verifications/': () => ({
        body: { count: pending.length, next: null, previous: null, results: pending },
      }),
      'GET /api/get-signed-media-url/': () => ({ body: { url: '/api/files/doc?sig' } }),
      'POST /api/admin/verifications/5/decide/': () => {
        pending = [];
        return { body: { employer_id: 5, status: 'verified' } };
      },
    });
    openAt('/admin/verifications');
    expect(await screen.findByRole('heading', { name: 'Kilimo Fresh Ltd' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(VERIFICATION_MESSAGES.emailMatches)).toBeVisible();
    expect(screen.getByText('P051234567X')).toBeVisible();
    expect(await screen.findByRole('link', { name: VERIFICATION_MESSAGES.openDocument })).toHaveAttribute(
      'href',
      '/api/files/doc?sig',
    );
    expect(calls.find((c) => c.url.includes('/admin/verifications/'))?.url).toContain('status=pending');

    await userEvent.click(screen.getByRole('button', { name: 'Approve: verified employer' }));
    expect(await screen.findByText(ADMIN_MESSAGES.reasonRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Reason for the decision/), 'PIN and certificate checked');
    await userEvent.click(screen.getByRole('button', { name: 'Approve: verified employer' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.adminEmpty)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'approve',
      reason: 'PIN and certificate checked',
    });
  });

  it('When an admin opens the reports, then each shows its job, reason, details and reporter', async () => {
    mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/reports/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 3,
              job_id: 42,
              job_title: 'Warehouse Packer',
              job_status: 'in_review',
              reason: 'fee_requested',
              details: 'Placement fee of Ksh 80,000',
              reporter_email: null,
              created_at: '2026-11-20T09:30:00.000Z',
              resolved: false,
            },
          ],
        },
      }),
    });
    openAt('/admin/reports');
    expect(await screen.findByText('Placement fee of Ksh 80,000', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(REPORT_REASON_LABELS.fee_requested)).toBeVisible();
    expect(screen.getByText('Visitor')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
  });

  it('When the audit log is empty, then it says so', async () => {
    mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({ body: { id: 1, email: 'moderator@kweli.co.ke' } }),
      'GET /api/admin/audit/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    openAt('/admin/audit');
    expect(await screen.findByText(ADMIN_MESSAGES.auditEmpty, {}, { timeout: 5000 })).toBeVisible();
  });

  it('When someone who is no admin opens /admin, then the not-found screen shows and no console', async () => {
    const { calls } = mockFetch({
      'GET /api/verify-token/': verifyToken,
      'GET /api/notifications/employer/unread-count/': unread,
      'GET /api/admin/me/': () => ({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      }),
    });
    openAt('/admin');
    expect(await screen.findByText('404 Not Found', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: ADMIN_MESSAGES.consoleTitle })).toBeNull();
    expect(calls.some((c) => c.url.includes('/admin/audit/'))).toBe(false);
  });
});
