import { ADMIN_MESSAGES, type JobDecision } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ADMIN_KEY, decideJob, useHeldJobs } from './admin-api.ts';
import { AdminListPage } from './admin-table.tsx';
import { DecisionForm } from './decision-form.tsx';

const JOB_CHOICES = [
  { value: 'approve' as const, label: 'Approve and publish' },
  { value: 'remove' as const, label: 'Remove', danger: true },
];

/** /admin/queue: jobs held by screening, oldest first, each with its reasons, its texts and the decision. */
export function ModerationQueuePage() {
  useDocumentTitle(ADMIN_MESSAGES.sections.queue);
  const [page, setPage] = useState(1);
  const held = useHeldJobs(page);
  const client = useQueryClient();
  const toast = useToast();

  const onDecide = async (jobId: number, title: string, decision: JobDecision, reason: string) => {
    await decideJob(jobId, { decision, reason });
    toast(decision === 'approve' ? `${title} is published.` : `${title} was removed.`);
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  return (
    <div>
      <h2>{ADMIN_MESSAGES.sections.queue}</h2>
      <AdminListPage
        query={held}
        empty={ADMIN_MESSAGES.queueEmpty}
        page={page}
        onPage={setPage}
        pagerLabel="Moderation queue pages"
      >
        {(rows) => (
          <ul className="admin-items">
            {rows.map((job) => (
              <li key={job.id} className="card admin-item">
                <h3>{job.job_title}</h3>
                <p className="muted">
                  {job.company_name || 'No company name'} ·{' '}
                  {[job.city, job.country].filter(Boolean).join(', ')} · employer #{job.employer_id}
                </p>
                <p className="admin-flags-title">Held because:</p>
                <ul className="admin-flags">
                  {job.review_reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {(
                  [
                    ['Description', job.description],
                    ['Requirements', job.requirements],
                    ['Application details', job.application_details],
                    ['Benefits', job.benefits],
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
                  choices={JOB_CHOICES}
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
