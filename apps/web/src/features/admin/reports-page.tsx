import { ADMIN_MESSAGES, type JobReport, REPORT_MESSAGES } from '@kweli/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { useReports } from './admin-api.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';
import { useT } from './texts.ts';

/** /admin/reports: reports of jobs, newest first (GET /admin/reports/); held jobs are decided in the queue. */
export function ReportsPage() {
  const t = useT();
  const label = useLabel();
  useDocumentTitle(messageText(ADMIN_MESSAGES.sections.reports));
  const [page, setPage] = useState(1);
  const columns: AdminColumn<JobReport>[] = [
    {
      label: t('reports.columns.job'),
      cell: (r) => (
        <>
          {r.job_status === 'published' ? (
            <Link to={`/public/jobs/${r.job_id}/details`}>{r.job_title}</Link>
          ) : (
            r.job_title || t('reports.jobNumber', { id: r.job_id })
          )}{' '}
          ({label('jobStatus', r.job_status)})
        </>
      ),
    },
    { label: t('reports.columns.reason'), cell: (r) => label('reportReason', r.reason) },
    { label: t('reports.columns.details'), cell: (r) => r.details || '-' },
    { label: t('reports.columns.reporter'), cell: (r) => r.reporter_email ?? t('reports.visitor') },
    {
      label: t('reports.columns.state'),
      cell: (r) => (r.resolved ? t('reports.decided') : t('reports.open')),
    },
  ];
  return (
    <AdminTable
      title={messageText(ADMIN_MESSAGES.sections.reports)}
      query={useReports(page)}
      empty={messageText(REPORT_MESSAGES.reportsEmpty)}
      columns={columns}
      page={page}
      onPage={setPage}
      pagerLabel={t('reports.pages')}
    />
  );
}
