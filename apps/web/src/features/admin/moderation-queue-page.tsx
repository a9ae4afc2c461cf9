import { ADMIN_MESSAGES, type JobDecision } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_KEY, decideJob, useHeldJobs } from './admin-api.ts';
import { AdminListPage } from './admin-table.tsx';
import { DecisionForm } from './decision-form.tsx';
import { type AdminText, useT } from './texts.ts';

const JOB_CHOICES = [
  { value: 'approve' as const, label: 'queue.approve' },
  { value: 'remove' as const, label: 'queue.remove', danger: true },
] satisfies { value: JobDecision; label: AdminText; danger?: boolean }[];

/** /admin/queue: jobs held by screening, oldest first, each with its reasons, its texts and the decision. */
export function ModerationQueuePage() {
  const t = useT();
  useDocumentTitle(messageText(ADMIN_MESSAGES.sections.queue));
  const [page, setPage] = useState(1);
  const held = useHeldJobs(page);
  const client = useQueryClient();
  const toast = useToast();

  const onDecide = async (jobId: number, title: string, decision: JobDecision, reason: string) => {
    await decideJob(jobId, { decision, reason });
    toast(t(decision === 'approve' ? 'queue.published' : 'queue.removed', { title }));
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  return (
    <div>
      <h2>{messageText(ADMIN_MESSAGES.sections.queue)}</h2>
      <AdminListPage
        query={held}
        empty={messageText(ADMIN_MESSAGES.queueEmpty)}
        page={page}
        onPage={setPage}
        pagerLabel={t('queue.pages')}
      >
        {(rows) => (
          <ul className="admin-items">
            {rows.map((job) => (
              <li key={job.id} className="card admin-item">
                <h3>{job.job_title}</h3>
                <p className="muted">
                  {job.company_name || t('queue.noCompany')} ·{' '}
                  {[job.city, job.country].filter(Boolean).join(', ')} ·{' '}
                  {t('queue.employerNumber', { id: job.employer_id })}
                </p>
                <p className="admin-flags-title">{t('queue.heldBecause')}</p>
                <ul className="admin-flags">
                  {job.review_reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {(
                  [
                    [t('queue.texts.description'), job.description],
                    [t('queue.texts.requirements'), job.requirements],
                    [t('queue.texts.applicationDetails'), job.application_details],
                    [t('queue.texts.benefits'), job.benefits],
                  ] as const
                )
                  .filter(([, text]) => text.trim())
                  .map(([name, text]) => (
                    <section key={name}>
                      <h4>{name}</h4>
                      <p className="pre-line">{text}</p>
                    </section>
                  ))}
                <DecisionForm
                  subject={job.job_title}
                  choices={JOB_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
                  onDecide={(decision, reason) => onDecide(job.id, job.job_title, decision, reason)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListPage>
    </div>
  );
}
