import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { failureDetail } from '../../api/client.ts';
import { EmailField, ErrorAlert, SubmitButton } from '../../components/account-fields.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestPasswordReset } from './auth-api.ts';

/** Request a password reset e-mail (docs/product/foundation.md §2.4, §5, §8). */
export const RESET_REQUEST_MESSAGES = {
  sent: 'Password reset email has been sent.',
  failed: 'Error sending password reset email.',
} as const;

export function PasswordResetPage() {
  useDocumentTitle('Reset your password');
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
      setError(failureDetail(err, RESET_REQUEST_MESSAGES.failed));
    }
  });

  return (
    <section className="auth-page card" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset your password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      {sent ? (
        <p className="alert alert-success" role="status">
          {RESET_REQUEST_MESSAGES.sent}
        </p>
      ) : null}
      <ErrorAlert message={error} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField id="reset-email" field={register('email')} error={errors.email?.message} />
        <SubmitButton busy={isSubmitting} busyText="Sending…">
          Send reset link
        </SubmitButton>
      </form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
