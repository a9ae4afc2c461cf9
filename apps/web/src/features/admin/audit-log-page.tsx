import { ADMIN_MESSAGES, type AuditEntry } from '@kweli/shared';
import { useState } from 'react';
import { messageText } from '../../i18n/messages/index.ts';
import { dateTimeInNairobi } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { useAuditLog } from './admin-api.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';
import { useT } from './texts.ts';

/** /admin/audit: every admin decision, newest first (GET /admin/audit/). */
export function AuditLogPage() {
  const t = useT();
  const label = useLabel();
  useDocumentTitle(messageText(ADMIN_MESSAGES.sections.audit));
  const [page, setPage] = useState(1);
  const columns: AdminColumn<AuditEntry>[] = [
    { label: t('audit.columns.when'), cell: (entry) => dateTimeInNairobi(entry.created_at) },
    { label: t('audit.columns.admin'), cell: (entry) => entry.admin_email },
    { label: t('audit.columns.decision'), cell: (entry) => label('auditAction', entry.action) },
    {
      label: t('audit.columns.about'),
      cell: (entry) =>
        t(entry.subject_type === 'job' ? 'audit.job' : 'audit.employer', { id: entry.subject_id }),
    },
    { label: t('audit.columns.reason'), cell: (entry) => entry.reason },
  ];
  return (
    <AdminTable
      title={messageText(ADMIN_MESSAGES.sections.audit)}
      query={useAuditLog(page)}
      empty={messageText(ADMIN_MESSAGES.auditEmpty)}
      columns={columns}
      page={page}
      onPage={setPage}
      pagerLabel={t('audit.pages')}
    />
  );
}
