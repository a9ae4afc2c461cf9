import { ADMIN_MESSAGES, AUDIT_ACTION_LABELS } from '@kweli/shared';
import { useState } from 'react';
import { Pager } from '../../components/pager.tsx';
import '../../components/data-table.css';
import { dateTimeInNairobi } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAuditLog } from './admin-api.ts';

/** /admin/audit: every admin decision, newest first (GET /admin/audit/). */
export function AuditLogPage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.audit);
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <div>
      <h2>{ADMIN_MESSAGES.sections.audit}</h2>
      {audit.isPending ? (
        <p className="page-loading" role="status">
          Loading…
        </p>
      ) : audit.isError ? (
        <p className="alert alert-error" role="alert">
          {ADMIN_MESSAGES.loadFailed}
        </p>
      ) : audit.data.results.length === 0 ? (
        <p className="empty-state">{ADMIN_MESSAGES.auditEmpty}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="jobs-table jobs-table--cards">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Admin</th>
                  <th scope="col">Decision</th>
                  <th scope="col">About</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.results.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="When">{dateTimeInNairobi(entry.created_at)}</td>
                    <td data-label="Admin">{entry.admin_email}</td>
                    <td data-label="Decision">{AUDIT_ACTION_LABELS[entry.action]}</td>
                    <td data-label="About">
                      {entry.subject_type === 'job' ? 'Job' : 'Employer'} #{entry.subject_id}
                    </td>
                    <td data-label="Reason">{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            next={audit.data.next}
            previous={audit.data.previous}
            onPage={setPage}
            label="Audit log pages"
          />
        </>
      )}
    </div>
  );
}
