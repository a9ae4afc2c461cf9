import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { failureDetail } from '../../api/client.ts';
import { EmailField, ErrorAlert, SubmitButton } from '../../components/account-fields.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestPasswordReset } from './auth-api.ts';
import { useT } from './texts.ts';

/** Request a password reset e-mail (docs/product/foundation.md §2.4, §5, §8). */
export function PasswordResetPage() {
  const t = useT();
  useDocumentTitle(t('resetRequest.documentTitle'));
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestPayload),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    setSent(false);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      setError(failureDetail(err, t('resetRequest.failed')));
    }
  });

  return (
    <section className="auth-page card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetRequest.title')}</h1>
      <p>{t('resetRequest.lead')}</p>
      {sent ? (
        <p className="alert alert-success" role="status">
          {t('resetRequest.sent')}
        </p>
      ) : null}
      <ErrorAlert message={error} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField id="reset-email" field={register('email')} error={errors.email?.message} />
        <SubmitButton busy={isSubmitting} busyText={t('resetRequest.submitting')}>
          {t('resetRequest.submit')}
        </SubmitButton>
      </form>
      <p>
        <Link to="/login">{t('resetRequest.backToLogin')}</Link>
      </p>
    </section>
  );
}
