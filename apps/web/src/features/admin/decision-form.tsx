import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, decisionReason } from '@kweli/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureDetail } from '../../api/client.ts';
import { FieldError } from '../../components/form-field.tsx';
import { useT } from './texts.ts';

const reasonForm = z.object({ reason: decisionReason });

export interface DecisionChoice<D extends string> {
  value: D;
  label: string;
  danger?: boolean;
}

/**
 * An admin's decision with its reason (issue 22: every decision is audited with why). The reason is
 * required; the button pressed is the decision. The server's refusal shows under the form.
 */
export function DecisionForm<D extends string>({
  subject,
  choices,
  onDecide,
}: {
  subject: string;
  choices: DecisionChoice<D>[];
  onDecide: (decision: D, reason: string) => Promise<unknown>;
}) {
  const t = useT();
  const id = useId();
  const [pressed, setPressed] = useState<D | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });

  const decide = (decision: D) =>
    handleSubmit(async ({ reason }) => {
      setPressed(decision);
      setFailure(null);
      try {
        await onDecide(decision, reason);
      } catch (error) {
        // The API's refusal (English) in the reader's language (issue 25 item 1).
        setFailure(failureDetail(error, ADMIN_MESSAGES.loadFailed));
      } finally {
        setPressed(null);
      }
    });

  const errorId = `${id}-error`;
  return (
    <form className="form decision-form" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={id}>{t('decision.reasonFor', { subject })}</label>
        <textarea
          id={id}
          rows={2}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? errorId : undefined}
          {...register('reason')}
        />
        <FieldError id={errorId}>{errors.reason?.message}</FieldError>
      </div>
      <div className="button-row">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={`button ${choice.danger ? 'button-danger' : 'button-primary'}`}
            disabled={isSubmitting}
            onClick={() => void decide(choice.value)()}
          >
            {pressed === choice.value ? t('decision.pressed', { label: choice.label }) : choice.label}
          </button>
        ))}
      </div>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
