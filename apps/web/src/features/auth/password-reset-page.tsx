import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { FormField } from '../../components/form-field.tsx';
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
      const detail = err instanceof ApiError && typeof err.body === 'object' ? err.body?.detail : undefined;
      setError(detail ?? RESET_REQUEST_MESSAGES.failed);
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
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
