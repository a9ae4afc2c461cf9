import { ADMIN_MESSAGES, label, REPORT_MESSAGES, REPORT_REASON_LABELS } from '@kweli/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../components/pager.tsx';
import '../../components/data-table.css';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useReports } from './admin-api.ts';

/** /admin/reports: reports of jobs, newest first (GET /admin/reports/); held jobs are decided in the queue. */
export function ReportsPage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.reports);
  const [page, setPage] = useState(1);
  const reports = useReports(page);
  return (
    <div>
      <h2>{ADMIN_MESSAGES.sections.reports}</h2>
      {reports.isPending ? (
        <p className="page-loading" role="status">
          Loading…
        </p>
      ) : reports.isError ? (
        <p className="alert alert-error" role="alert">
          {ADMIN_MESSAGES.loadFailed}
        </p>
      ) : reports.data.results.length === 0 ? (
        <p className="empty-state">{REPORT_MESSAGES.reportsEmpty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="jobs-table jobs-table--cards">
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Details</th>
                  <th scope="col">Reporter</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {reports.data.results.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Job">
                      {r.job_status === 'published' ? (
                        <Link to={`/public/jobs/${r.job_id}/details`}>{r.job_title}</Link>
                      ) : (
                        r.job_title || `Job #${r.job_id}`
                      )}{' '}
                      ({label(r.job_status)})
                    </td>
                    <td data-label="Reason">{REPORT_REASON_LABELS[r.reason]}</td>
                    <td data-label="Details">{r.details || '-'}</td>
                    <td data-label="Reporter">{r.reporter_email ?? 'Visitor'}</td>
                    <td data-label="State">{r.resolved ? 'Decided' : 'Open'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            next={reports.data.next}
            previous={reports.data.previous}
            onPage={setPage}
            label="Report pages"
          />
        </>
      )}
    </div>
  );
}
