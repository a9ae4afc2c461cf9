import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type ChangePasswordPayload, changePasswordPayload } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { CurrentPasswordField, NewPasswordFields, SubmitButton } from '../../components/account-fields.tsx';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { showRefusedFields } from '../../lib/forms/form-rules.ts';
import { changePassword, SESSIONS_KEY } from './settings-api.ts';
import { useT } from './texts.ts';

/** Change password (issue 23 item 1): the current one, the new one twice; every other session ends. */
export function PasswordSection() {
  const t = useT();
  const toast = useToast();
  const client = useQueryClient();
  const form = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordPayload),
    defaultValues: { current_password: '', new_password1: '', new_password2: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await changePassword(values);
      reset();
      toast(messageText(answer.message));
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (error) {
      if (!showRefusedFields(form, error))
        toast(messageText(error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.failed), 'error');
    }
  });

  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title">{messageText(ACCOUNT_MESSAGES.passwordTitle)}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <CurrentPasswordField
          id="current-password"
          label={messageText(ACCOUNT_MESSAGES.currentPassword)}
          field={register('current_password')}
          error={errors.current_password?.message}
        />
        <NewPasswordFields
          ids={['new-password', 'confirm-new-password']}
          label={t('password.newPassword')}
          password={{ field: register('new_password1'), error: errors.new_password1?.message }}
          confirm={{ field: register('new_password2'), error: errors.new_password2?.message }}
        />
        <SubmitButton busy={isSubmitting} busyText={t('password.saving')}>
          {messageText(ACCOUNT_MESSAGES.passwordTitle)}
        </SubmitButton>
      </form>
    </section>
  );
}
