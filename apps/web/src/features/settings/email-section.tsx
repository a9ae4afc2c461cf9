import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  type AccountSettings,
  type ChangeEmailPayload,
  changeEmailPayload,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import {
  CurrentPasswordField,
  EmailField,
  ErrorAlert,
  SubmitButton,
} from '../../components/account-fields.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { showRefusedFields } from '../../lib/forms/form-rules.ts';
import { ACCOUNT_KEY, changeEmail } from './settings-api.ts';
import { useT } from './texts.ts';

/**
 * Change e-mail (issue 23 item 1): the new address gets a confirmation link and the old one is told;
 * the password is asked when the account has one.
 */
export function EmailSection({ account }: { account: AccountSettings }) {
  const t = useT();
  const client = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangeEmailPayload>({
    resolver: zodResolver(changeEmailPayload),
    defaultValues: { new_email: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await changeEmail({
        new_email: values.new_email,
        ...(account.has_password ? { password: values.password ?? '' } : {}),
      });
      reset();
      setSent(messageText(answer.message));
      await client.invalidateQueries({ queryKey: ACCOUNT_KEY, exact: true });
    } catch (error) {
      if (!showRefusedFields(form, error))
        setFailure(messageText(error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.failed));
    }
  });

  return (
    <section className="card settings-section" aria-labelledby="email-title">
      <h2 id="email-title">{messageText(ACCOUNT_MESSAGES.emailTitle)}</h2>
      <p>
        <strong>{account.email}</strong>
      </p>
      {account.pending_email ? (
        <p className="muted">{messageText(ACCOUNT_MESSAGES.emailPending(account.pending_email))}</p>
      ) : null}
      {sent ? (
        <p className="alert alert-success" role="status">
          {sent}
        </p>
      ) : null}
      <ErrorAlert message={failure} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField
          id="new-email"
          label={messageText(ACCOUNT_MESSAGES.newEmail)}
          field={register('new_email')}
          error={errors.new_email?.message}
        />
        {account.has_password ? (
          <CurrentPasswordField
            id="email-password"
            label={messageText(ACCOUNT_MESSAGES.currentPassword)}
            field={register('password')}
            error={errors.password?.message}
          />
        ) : null}
        <SubmitButton busy={isSubmitting} busyText={t('email.sending')} secondary>
          {t('email.change')}
        </SubmitButton>
      </form>
    </section>
  );
}
