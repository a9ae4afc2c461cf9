import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginPayload, loginPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ApiError, failureDetail } from '../../api/client.ts';
import { CurrentPasswordField, EmailField, SubmitButton } from '../../components/account-fields.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { login, resendVerification } from './auth-api.ts';
import { useFinishLogin } from './finish-login.ts';
import { GoogleSignIn } from './google-sign-in.tsx';

/**
 * Login (docs/product/foundation.md §2.4, §8): e-mail and password, Google when configured, Forgot Password,
 * sign-up links.
 */
export const LOGIN_MESSAGES = {
  notVerified: 'Please verify your email before logging in. Check your inbox for the verification link.',
  failed: 'Login failed. Please try again.',
  verified: (email: string) =>
    email
      ? `Your e-mail address ${email} is verified. Log in to continue.`
      : 'Your e-mail address is verified. Log in to continue.',
} as const;

export function LoginPage() {
  useDocumentTitle('Log in');
  const finishLogin = useFinishLogin();
  // Arriving from the verification link (issue 27 item 10): say so and fill the address in.
  const [params] = useSearchParams();
  const verified = params.get('verified') === '1';
  const verifiedEmail = (params.get('email') ?? '').slice(0, 254);
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginPayload),
    defaultValues: { email: verified ? verifiedEmail : '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    setResendNote(null);
    try {
      const answer = await login(values.email, values.password);
      if (answer.is_verified === false) {
        setUnverifiedEmail(values.email);
        setError(LOGIN_MESSAGES.notVerified);
        return;
      }
      await finishLogin(answer);
    } catch (err) {
      const body = err instanceof ApiError && typeof err.body === 'object' ? err.body : null;
      if (body && (body.error_type === 'not_verified' || body.is_verified === false)) {
        setUnverifiedEmail(values.email);
        setError(LOGIN_MESSAGES.notVerified);
      } else {
        setError(failureDetail(err, LOGIN_MESSAGES.failed));
      }
    }
  });

  const onResend = async () => {
    if (!unverifiedEmail) return;
    try {
      setResendNote((await resendVerification(unverifiedEmail)).message);
    } catch (err) {
      setResendNote(err instanceof ApiError && err.message ? err.message : LOGIN_MESSAGES.failed);
    }
  };

  return (
    <section className="auth-page card" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      {verified && !error ? (
        <p className="alert alert-success" role="status">
          {LOGIN_MESSAGES.verified(verifiedEmail)}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
          {unverifiedEmail ? (
            <button type="button" className="button button-secondary" onClick={onResend}>
              Send a new verification link
            </button>
          ) : null}
        </div>
      ) : null}
      {resendNote ? (
        <p className="alert alert-success" role="status">
          {resendNote}
        </p>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField id="login-email" field={register('email')} error={errors.email?.message} />
        <CurrentPasswordField
          id="login-password"
          field={register('password')}
          error={errors.password?.message}
        />
        <p>
          <Link to="/password-reset">Forgot Password</Link>
        </p>
        <SubmitButton busy={isSubmitting} busyText="Logging in…">
          Log in
        </SubmitButton>
      </form>
      <GoogleSignIn />
      <p>
        New here? <Link to="/SignUp/candidate">Sign up as a candidate</Link> or{' '}
        <Link to="/SignUp/employer">sign up as an employer</Link>.
      </p>
    </section>
  );
}
