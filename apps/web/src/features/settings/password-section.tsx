import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type ChangePasswordPayload,
  changePasswordPayload,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { FormField } from '../../components/form-field.tsx';
import { useToast } from '../../components/toast.tsx';
import { showFieldMessages } from '../../lib/forms/form-rules.ts';
import { changePassword, SESSIONS_KEY } from './settings-api.ts';

/** Change password (issue 23 item 1): the current one, the new one twice; every other session ends. */
export function PasswordSection() {
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
      toast(answer.message);
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldMessages() : {};
      if (Object.keys(fields).length) showFieldMessages(form, fields);
      else toast(error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.failed, 'error');
    }
  });

  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title">{ACCOUNT_MESSAGES.passwordTitle}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField
          id="current-password"
          label={ACCOUNT_MESSAGES.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <FormField
          id="new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={AUTH_MESSAGES.passwordRule}
          error={errors.new_password1?.message}
          {...register('new_password1')}
        />
        <FormField
          id="confirm-new-password"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password2?.message}
          {...register('new_password2')}
        />
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : ACCOUNT_MESSAGES.passwordTitle}
        </button>
      </form>
    </section>
  );
}
