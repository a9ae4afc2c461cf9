import { zodResolver } from '@hookform/resolvers/zod';
import { setNewPasswordPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { failureDetail } from '../../api/client.ts';
import { ErrorAlert, NewPasswordFields, SubmitButton } from '../../components/account-fields.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { confirmPasswordReset } from './auth-api.ts';
import { useT } from './texts.ts';

/** Set a new password with the link from the reset e-mail (docs/product/foundation.md §2.4, §5, §8). */
export function PasswordResetConfirmPage() {
  const t = useT();
  useDocumentTitle(t('resetConfirm.documentTitle'));
  const { uidb64 = '', token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ new_password1: string; new_password2: string }>({
    resolver: zodResolver(setNewPasswordPayload),
    defaultValues: { new_password1: '', new_password2: '' },
  });

  const onSubmit = handleSubmit(async ({ new_password1, new_password2 }) => {
    setError(null);
    try {
      await confirmPasswordReset(uidb64, token, new_password1, new_password2);
      setDone(true);
    } catch (err) {
      setError(failureDetail(err, t('resetConfirm.failed')));
    }
  });

  return (
    <section className="auth-page card" aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('resetConfirm.title')}</h1>
      {done ? (
        <div className="alert alert-success" role="status">
          <p>{t('resetConfirm.done')}</p>
          <Link to="/login" className="button button-primary">
            {t('resetConfirm.goToLogin')}
          </Link>
        </div>
      ) : (
        <>
          <ErrorAlert message={error} />
          <form className="form" onSubmit={onSubmit} noValidate>
            <NewPasswordFields
              ids={['new-password', 'confirm-new-password']}
              label={t('resetConfirm.newPassword')}
              password={{ field: register('new_password1'), error: errors.new_password1?.message }}
              confirm={{ field: register('new_password2'), error: errors.new_password2?.message }}
            />
            <SubmitButton busy={isSubmitting} busyText={t('resetConfirm.submitting')}>
              {t('resetConfirm.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
