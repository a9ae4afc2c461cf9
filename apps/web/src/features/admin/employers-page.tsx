import {
  ADMIN_MESSAGES,
  type AdminEmployer,
  EMPLOYER_ACCOUNT_STATUSES,
  type EmployerAccountStatus,
  SUSPENSION_MESSAGES,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_KEY, setSuspension, useEmployers } from './admin-api.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';
import { DecisionForm } from './decision-form.tsx';
import { useT } from './texts.ts';

const M = SUSPENSION_MESSAGES;
const companyOf = (e: AdminEmployer) => e.company_name || messageText(M.unnamed);

/**
 * /admin/employers (issue 22 item 6): employer accounts, searched by company, contact or e-mail and
 * filtered by status; each can be suspended, or its suspension lifted, with a reason for the audit log.
 */
export function EmployersPage() {
  const t = useT();
  useDocumentTitle(messageText(ADMIN_MESSAGES.sections.employers));
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<EmployerAccountStatus | ''>('');
  const [deciding, setDeciding] = useState<AdminEmployer | null>(null);
  const employers = useEmployers({ page, q, ...(status ? { status } : {}) });
  const client = useQueryClient();
  const toast = useToast();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  const decide = async (employer: AdminEmployer, reason: string) => {
    const suspend = employer.status === 'active';
    const answer = await setSuspension(employer.id, suspend ? 'suspend' : 'unsuspend', { reason });
    toast(suspend ? messageText(M.suspended(answer.closed_jobs)) : messageText(M.unsuspended));
    setDeciding(null);
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  const columns: AdminColumn<AdminEmployer>[] = [
    {
      label: t('employers.columns.company'),
      cell: (e) => t('employers.companyNumber', { company: companyOf(e), id: e.id }),
    },
    {
      label: t('employers.columns.contact'),
      cell: (e) => [e.contact_name, e.email].filter(Boolean).join(' · '),
    },
    {
      label: messageText(M.statusLabel),
      cell: (e) =>
        e.status === 'suspended' && e.suspension_reason
          ? messageText(M.suspendedSince(e.suspension_reason))
          : messageText(M.statusLabels[e.status]),
    },
    { label: t('employers.columns.jobs'), cell: (e) => messageText(M.openJobs(e.open_jobs)) },
    {
      label: t('employers.columns.action'),
      cell: (e) => (
        <button
          type="button"
          className={`button ${e.status === 'active' ? 'button-danger' : 'button-secondary'}`}
          aria-label={t('employers.actionOn', {
            action: e.status === 'active' ? messageText(M.suspend) : messageText(M.unsuspend),
            company: companyOf(e),
          })}
          onClick={() => setDeciding(e)}
        >
          {e.status === 'active' ? messageText(M.suspend) : messageText(M.unsuspend)}
        </button>
      ),
    },
  ];

  return (
    <div>
      <form className="admin-filters" aria-label={messageText(M.filtersLabel)} onSubmit={search}>
        <div className="field">
          <label htmlFor="employer-search">{messageText(M.searchLabel)}</label>
          <input
            id="employer-search"
            type="search"
            placeholder={messageText(M.searchHint)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="employer-status">{messageText(M.statusLabel)}</label>
          <select
            id="employer-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EmployerAccountStatus | '');
              setPage(1);
            }}
          >
            <option value="">{messageText(M.anyStatus)}</option>
            {EMPLOYER_ACCOUNT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {messageText(M.statusLabels[s])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('employers.search')}
        </button>
      </form>
      <AdminTable
        title={messageText(ADMIN_MESSAGES.sections.employers)}
        query={employers}
        empty={messageText(M.empty)}
        columns={columns}
        page={page}
        onPage={setPage}
        pagerLabel={t('employers.pages')}
      />
      {deciding ? (
        <Modal
          title={
            deciding.status === 'active'
              ? messageText(M.suspendTitle(companyOf(deciding)))
              : messageText(M.unsuspendTitle(companyOf(deciding)))
          }
          onClose={() => setDeciding(null)}
        >
          <p>{deciding.status === 'active' ? messageText(M.suspendIntro) : messageText(M.unsuspendIntro)}</p>
          <DecisionForm
            subject={companyOf(deciding)}
            choices={[
              deciding.status === 'active'
                ? { value: 'suspend' as const, label: messageText(M.suspend), danger: true }
                : { value: 'unsuspend' as const, label: messageText(M.unsuspend) },
            ]}
            onDecide={(_decision, reason) => decide(deciding, reason)}
          />
        </Modal>
      ) : null}
    </div>
  );
}
