import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BulkStatusAnswer,
  bulkStatusPayload,
  DECISION_MESSAGES,
  DECISION_TEMPLATES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../api/client.ts';
import { FieldError } from '../../../components/form-field.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useLabel } from '../../../lib/labels.ts';

/**
 * The decision on the selected applicants (issue 28 item 2): a status and an optional message, with the
 * ready-made rejection and shortlist texts to start from. The server changes all of them or none.
 */
const decisionSchema = bulkStatusPayload.pick({ review_status: true, message: true });
interface Decision {
  review_status: ReviewStatus;
  message: string;
}

export const bulkUpdateStatus = (ids: number[], decision: Decision) =>
  api<BulkStatusAnswer>('/applications/bulk-update-status/', {
    method: 'POST',
    body: { ids, ...decision },
  });

export function BulkDecision({
  ids,
  jobTitle,
  companyName,
  onDone,
}: {
  ids: number[];
  jobTitle: string;
  companyName: string;
  onDone: (answer: BulkStatusAnswer, status: ReviewStatus) => void;
}) {
  const label = useLabel();
  const form = useForm<Decision>({
    defaultValues: { review_status: 'rejected', message: '' },
    resolver: zodResolver(decisionSchema) as never,
  });
  const [failed, setFailed] = useState(false);
  const status = form.watch('review_status');
  const template =
    status === 'rejected' || status === 'shortlisted'
      ? // The ready-made text in the employer's language: the one who sends it reads it first.
        messageText(DECISION_TEMPLATES[status](jobTitle, companyName))
      : null;
  const submit = form.handleSubmit(async (decision) => {
    setFailed(false);
    try {
      onDone(await bulkUpdateStatus(ids, decision), decision.review_status);
      form.reset({ review_status: decision.review_status, message: '' });
    } catch {
      setFailed(true);
    }
  });
  if (ids.length === 0) return null;
  return (
    <form className="card bulk-decision stack" noValidate onSubmit={(e) => void submit(e)}>
      <p role="status">{messageText(DECISION_MESSAGES.selected(ids.length))}</p>
      <div className="field">
        <label htmlFor="bulk-status">{messageText(DECISION_MESSAGES.bulkStatus)}</label>
        <select id="bulk-status" {...form.register('review_status')}>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label('reviewStatus', s)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="bulk-message">{messageText(DECISION_MESSAGES.messageLabel)}</label>
        <textarea id="bulk-message" rows={4} maxLength={2000} {...form.register('message')} />
        <FieldError>{form.formState.errors.message?.message}</FieldError>
      </div>
      <div className="button-row">
        {template ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => form.setValue('message', template, { shouldDirty: true })}
          >
            {messageText(DECISION_MESSAGES.useTemplate)}
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {messageText(DECISION_MESSAGES.bulkApply)}
        </button>
      </div>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(DECISION_MESSAGES.bulkFailed)}
        </p>
      ) : null}
    </form>
  );
}
