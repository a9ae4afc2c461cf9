import {
  ADMIN_MESSAGES,
  type AdminVerification,
  VERIFICATION_MESSAGES,
  type VerificationDecision,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SignedFileLink } from '../../components/signed-file-link.tsx';
import { useToast } from '../../components/toast.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_KEY, decideVerification, useVerifications, type VerificationListStatus } from './admin-api.ts';
import { AdminListPage } from './admin-table.tsx';
import { DecisionForm } from './decision-form.tsx';

const CHOICES = [
  { value: 'approve' as const, label: 'Approve: verified employer' },
  { value: 'reject' as const, label: 'Reject', danger: true },
];

const STATUS_TABS: { value: VerificationListStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '');

/**
 * /admin/verifications (issue 22 item 2): employers' verification requests, pending ones oldest first,
 * each with its facts, the signal (does the company e-mail sit at the website's domain), the document
 * and the decision with its reason.
 */
export function VerificationsPage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.verifications);
  const [status, setStatus] = useState<VerificationListStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useVerifications(status, page);
  const client = useQueryClient();
  const toast = useToast();

  const onDecide = async (item: AdminVerification, decision: VerificationDecision, reason: string) => {
    await decideVerification(item.employer_id, { decision, reason });
    const name = item.company_name || `Employer #${item.employer_id}`;
    toast(decision === 'approve' ? `${name} is verified.` : `${name} was not approved.`);
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  return (
    <div>
      <h2>{ADMIN_MESSAGES.sections.verifications}</h2>
      <div className="field">
        <label htmlFor="verification-status">Show</label>
        <select
          id="verification-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as VerificationListStatus);
            setPage(1);
          }}
        >
          {STATUS_TABS.map((tab) => (
            <option key={tab.value} value={tab.value}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
      <AdminListPage
        query={list}
        empty={VERIFICATION_MESSAGES.adminEmpty}
        page={page}
        onPage={setPage}
        pagerLabel="Verification pages"
      >
        {(rows) => (
          <ul className="admin-items">
            {rows.map((item) => (
              <li key={item.employer_id} className="card admin-item">
                <h3>{item.company_name || `Employer #${item.employer_id}`}</h3>
                <p
                  className={
                    item.signals.email_domain_matches_website ? 'admin-signal-good' : 'admin-signal-bad'
                  }
                >
                  {item.signals.email_domain_matches_website
                    ? VERIFICATION_MESSAGES.emailMatches
                    : VERIFICATION_MESSAGES.emailDiffers}
                </p>
                <dl className="admin-facts">
                  <dt>{VERIFICATION_MESSAGES.kraPinLabel}</dt>
                  <dd>{item.kra_pin}</dd>
                  <dt>{VERIFICATION_MESSAGES.registrationLabel}</dt>
                  <dd>{item.registration_number}</dd>
                  {item.nea_licence ? (
                    <>
                      <dt>NEA licence</dt>
                      <dd>{item.nea_licence}</dd>
                    </>
                  ) : null}
                  <dt>Account e-mail</dt>
                  <dd>{item.email}</dd>
                  <dt>Company e-mail</dt>
                  <dd>{item.company_email || '—'}</dd>
                  <dt>Website</dt>
                  <dd>{item.website || '—'}</dd>
                  <dt>Sent</dt>
                  <dd>{when(item.submitted_at)}</dd>
                  {item.decided_at ? (
                    <>
                      <dt>Decided</dt>
                      <dd>
                        {when(item.decided_at)}: {item.reason}
                      </dd>
                    </>
                  ) : null}
                </dl>
                <p>
                  <SignedFileLink fileKey={item.document} loadingNote>
                    {VERIFICATION_MESSAGES.openDocument}
                  </SignedFileLink>
                </p>
                {item.status === 'pending' ? (
                  <DecisionForm
                    subject={item.company_name || `employer #${item.employer_id}`}
                    choices={CHOICES}
                    onDecide={(decision, reason) => onDecide(item, decision, reason)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
    </div>
  );
}
