import { zodResolver } from '@hookform/resolvers/zod';
import { type JobReportPayload, jobReportPayload, REPORT_MESSAGES, REPORT_REASONS } from '@kweli/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api/client.ts';
import { FieldError } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';

import { useMessageText } from '../../i18n/messages/index.ts';
import { useLabel } from '../../lib/labels.ts';
import { useT } from './texts.ts';
/**
 * "Report this job" (issue 22 item 4): a short dialog with the reason and optional details, open to
 * visitors too. The server counts one report per account or address, so sending again is harmless.
 */
export function ReportJobDialog({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const m = useMessageText();
  const label = useLabel();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JobReportPayload>({ resolver: zodResolver(jobReportPayload), defaultValues: { details: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await api(`/jobs/${jobId}/report/`, { method: 'POST', body: values });
      setSent(true);
    } catch {
      setFailed(true);
    }
  });

  return (
    <Modal title={m(REPORT_MESSAGES.title)} onClose={onClose}>
      {sent ? (
        <>
          <p role="status">{m(REPORT_MESSAGES.received)}</p>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('report.close')}
          </button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <p>{m(REPORT_MESSAGES.intro)}</p>
          <fieldset
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend>{m(REPORT_MESSAGES.reasonLabel)}</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="radio-option">
                <input type="radio" value={reason} {...register('reason')} /> {label('reportReason', reason)}
              </label>
            ))}
            <FieldError id={`${id}-reason-error`}>
              {errors.reason ? m(REPORT_MESSAGES.reasonRequired) : null}
            </FieldError>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-details`}>{m(REPORT_MESSAGES.detailsLabel)}</label>
            <textarea id={`${id}-details`} rows={3} maxLength={1000} {...register('details')} />
            <FieldError>{errors.details?.message}</FieldError>
          </div>
          {failed ? (
            <p className="alert alert-error" role="alert">
              {m(REPORT_MESSAGES.failed)}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button button-danger" disabled={isSubmitting}>
              {m(REPORT_MESSAGES.submit)}
            </button>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('report.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
