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
import { intlLocale } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_KEY, decideVerification, useVerifications, type VerificationListStatus } from './admin-api.ts';
import { AdminListPage } from './admin-table.tsx';
import { DecisionForm } from './decision-form.tsx';
import { type AdminText, useT } from './texts.ts';

const CHOICES = [
  { value: 'approve' as const, label: 'verifications.approve' },
  { value: 'reject' as const, label: 'verifications.reject', danger: true },
] satisfies { value: VerificationDecision; label: AdminText; danger?: boolean }[];

const STATUS_TABS: VerificationListStatus[] = ['pending', 'verified', 'rejected'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlLocale('en-GB')) : '');

/**
 * /admin/verifications (issue 22 item 2): employers' verification requests, pending ones oldest first,
 * each with its facts, the signal (does the company e-mail sit at the website's domain), the document
 * and the decision with its reason.
 */
export function VerificationsPage() {
  const t = useT();
  useDocumentTitle(messageText(ADMIN_MESSAGES.sections.verifications));
  const [status, setStatus] = useState<VerificationListStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useVerifications(status, page);
  const client = useQueryClient();
  const toast = useToast();

  const onDecide = async (item: AdminVerification, decision: VerificationDecision, reason: string) => {
    await decideVerification(item.employer_id, { decision, reason });
    const name = item.company_name || t('verifications.employerNumber', { id: item.employer_id });
    toast(t(decision === 'approve' ? 'verifications.verified' : 'verifications.notApproved', { name }));
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  return (
    <div>
      <h2>{messageText(ADMIN_MESSAGES.sections.verifications)}</h2>
      <div className="field">
        <label htmlFor="verification-status">{t('verifications.show')}</label>
        <select
          id="verification-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as VerificationListStatus);
            setPage(1);
          }}
        >
          {STATUS_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {t(`verifications.statuses.${tab}`)}
            </option>
          ))}
        </select>
      </div>
      <AdminListPage
        query={list}
        empty={messageText(VERIFICATION_MESSAGES.adminEmpty)}
        page={page}
        onPage={setPage}
        pagerLabel={t('verifications.pages')}
      >
        {(rows) => (
          <ul className="admin-items">
            {rows.map((item) => (
              <li key={item.employer_id} className="card admin-item">
                <h3>{item.company_name || t('verifications.employerNumber', { id: item.employer_id })}</h3>
                <p
                  className={
                    item.signals.email_domain_matches_website ? 'admin-signal-good' : 'admin-signal-bad'
                  }
                >
                  {item.signals.email_domain_matches_website
                    ? messageText(VERIFICATION_MESSAGES.emailMatches)
                    : messageText(VERIFICATION_MESSAGES.emailDiffers)}
                </p>
                <dl className="admin-facts">
                  <dt>{messageText(VERIFICATION_MESSAGES.kraPinLabel)}</dt>
                  <dd>{item.kra_pin}</dd>
                  <dt>{messageText(VERIFICATION_MESSAGES.registrationLabel)}</dt>
                  <dd>{item.registration_number}</dd>
                  {item.nea_licence ? (
                    <>
                      <dt>{t('verifications.neaLicence')}</dt>
                      <dd>{item.nea_licence}</dd>
                    </>
                  ) : null}
                  <dt>{t('verifications.accountEmail')}</dt>
                  <dd>{item.email}</dd>
                  <dt>{t('verifications.companyEmail')}</dt>
                  <dd>{item.company_email || '—'}</dd>
                  <dt>{t('verifications.website')}</dt>
                  <dd>{item.website || '—'}</dd>
                  <dt>{t('verifications.sent')}</dt>
                  <dd>{when(item.submitted_at)}</dd>
                  {item.decided_at ? (
                    <>
                      <dt>{t('verifications.decided')}</dt>
                      <dd>
                        {t('verifications.decidedWith', { when: when(item.decided_at), reason: item.reason })}
                      </dd>
                    </>
                  ) : null}
                </dl>
                <p>
                  <SignedFileLink fileKey={item.document} loadingNote>
                    {messageText(VERIFICATION_MESSAGES.openDocument)}
                  </SignedFileLink>
                </p>
                {item.status === 'pending' ? (
                  <DecisionForm
                    subject={
                      item.company_name || t('verifications.employerSubject', { id: item.employer_id })
                    }
                    choices={CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
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
