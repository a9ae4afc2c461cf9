import { VERIFICATION_MESSAGES } from '@kweli/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import labels from '../../lib/locales/sw.json';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { DecisionForm } from './decision-form.tsx';
import { ReportsPage } from './reports-page.tsx';

/** The admin console for a moderator who reads Swahili (issue 25 item 1). */
afterEach(async () => {
  await changeLanguage('en');
});

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('the admin console in Swahili', { timeout: 20_000 }, () => {
  it('When the server refuses a decision, then its reason shows in Swahili, not as the API wrote it', async () => {
    await changeLanguage('sw');
    render(
      <DecisionForm
        subject="Fresh Mart"
        choices={[{ value: 'approve', label: 'Idhinisha' }]}
        onDecide={() => Promise.reject(new ApiError(409, { detail: VERIFICATION_MESSAGES.alreadyDecided }))}
      />,
    );
    await userEvent.type(screen.getByRole('textbox'), 'Hati ni sahihi');
    await userEvent.click(screen.getByRole('button', { name: 'Idhinisha' }));
    const swahili = messageText(VERIFICATION_MESSAGES.alreadyDecided);
    expect(swahili).not.toBe(VERIFICATION_MESSAGES.alreadyDecided);
    expect(await screen.findByRole('alert')).toHaveTextContent(swahili);
  });

  it('When the audit log and the reports are opened, then each decision and each reason is in Swahili', async () => {
    await changeLanguage('sw');
    mockFetch({
      'GET /api/admin/audit/': () => ({
        body: page([
          {
            id: 1,
            admin_id: 1,
            admin_email: 'moderator@kweli.co.ke',
            action: 'employer.suspend',
            subject_type: 'employer',
            subject_id: 5,
            reason: 'Ada ya usajili',
            created_at: '2026-11-20T09:30:00.000Z',
          },
        ]),
      }),
      'GET /api/admin/reports/': () => ({
        body: page([
          {
            id: 3,
            job_id: 42,
            job_title: 'Mhudumu',
            job_status: 'published',
            reason: 'fee_requested',
            details: '',
            reporter_email: null,
            created_at: '2026-11-20T09:30:00.000Z',
            resolved: false,
          },
        ]),
      }),
    });
    const { unmount } = renderPage('/admin/audit', [{ path: '/admin/audit', element: <AuditLogPage /> }]);
    expect(await screen.findByText(labels.labels.auditAction.employerSuspend)).toBeInTheDocument();
    unmount();
    renderPage('/admin/reports', [{ path: '/admin/reports', element: <ReportsPage /> }]);
    expect(await screen.findByText(labels.labels.reportReason.feeRequested)).toBeInTheDocument();
    expect(screen.queryByText('They asked me for money')).toBeNull();
  });
});
