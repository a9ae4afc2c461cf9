import { ADMIN_MESSAGES, AUDIT_ACTION_LABELS, type AuditEntry } from '@kweli/shared';
import { useState } from 'react';
import { dateTimeInNairobi } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAuditLog } from './admin-api.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { label: 'When', cell: (entry) => dateTimeInNairobi(entry.created_at) },
  { label: 'Admin', cell: (entry) => entry.admin_email },
  { label: 'Decision', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  {
    label: 'About',
    cell: (entry) => `${entry.subject_type === 'job' ? 'Job' : 'Employer'} #${entry.subject_id}`,
  },
  { label: 'Reason', cell: (entry) => entry.reason },
];

/** /admin/audit: every admin decision, newest first (GET /admin/audit/). */
export function AuditLogPage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.audit);
  const [page, setPage] = useState(1);
  return (
    <AdminTable
      title={ADMIN_MESSAGES.sections.audit}
      query={useAuditLog(page)}
      empty={ADMIN_MESSAGES.auditEmpty}
      columns={COLUMNS}
      page={page}
      onPage={setPage}
      pagerLabel="Audit log pages"
    />
  );
}
