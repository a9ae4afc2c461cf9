import { ADMIN_MESSAGES, type JobReport, label, REPORT_MESSAGES, REPORT_REASON_LABELS } from '@kweli/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useReports } from './admin-api.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';

const COLUMNS: AdminColumn<JobReport>[] = [
  {
    label: 'Job',
    cell: (r) => (
      <>
        {r.job_status === 'published' ? (
          <Link to={`/public/jobs/${r.job_id}/details`}>{r.job_title}</Link>
        ) : (
          r.job_title || `Job #${r.job_id}`
        )}{' '}
        ({label(r.job_status)})
      </>
    ),
  },
  { label: 'Reason', cell: (r) => REPORT_REASON_LABELS[r.reason] },
  { label: 'Details', cell: (r) => r.details || '-' },
  { label: 'Reporter', cell: (r) => r.reporter_email ?? 'Visitor' },
  { label: 'State', cell: (r) => (r.resolved ? 'Decided' : 'Open') },
];

/** /admin/reports: reports of jobs, newest first (GET /admin/reports/); held jobs are decided in the queue. */
export function ReportsPage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.reports);
  const [page, setPage] = useState(1);
  return (
    <AdminTable
      title={ADMIN_MESSAGES.sections.reports}
      query={useReports(page)}
      empty={REPORT_MESSAGES.reportsEmpty}
      columns={COLUMNS}
      page={page}
      onPage={setPage}
      pagerLabel="Report pages"
    />
  );
}
