import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginPayload, loginPayload } from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ApiError, failureDetail } from '../../api/client.ts';
import { CurrentPasswordField, EmailField, SubmitButton } from '../../components/account-fields.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { login, resendVerification } from './auth-api.ts';
import { useFinishLogin } from './finish-login.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { T, useT } from './texts.ts';

/**
 * Login (docs/product/foundation.md §2.4, §8): e-mail and password, Google when configured, Forgot Password,
 * sign-up links.
 */
export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('login.documentTitle'));
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
        setError(t('login.notVerified'));
        return;
      }
      await finishLogin(answer);
    } catch (err) {
      const body = err instanceof ApiError && typeof err.body === 'object' ? err.body : null;
      if (body && (body.error_type === 'not_verified' || body.is_verified === false)) {
        setUnverifiedEmail(values.email);
        setError(t('login.notVerified'));
      } else {
        setError(failureDetail(err, t('login.failed')));
      }
    }
  });

  const onResend = async () => {
    if (!unverifiedEmail) return;
    try {
      setResendNote(messageText((await resendVerification(unverifiedEmail)).message));
    } catch (err) {
      setResendNote(err instanceof ApiError && err.message ? messageText(err.message) : t('login.failed'));
    }
  };

  return (
    <section className="auth-page card" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {verified && !error ? (
        <p className="alert alert-success" role="status">
          {verifiedEmail ? t('login.verified', { email: verifiedEmail }) : t('login.verifiedNoEmail')}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
          {unverifiedEmail ? (
            <button type="button" className="button button-secondary" onClick={onResend}>
              {t('login.resend')}
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
          <Link to="/password-reset">{t('login.forgotPassword')}</Link>
        </p>
        <SubmitButton busy={isSubmitting} busyText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <GoogleSignIn />
      <p>
        <T
          k="login.newHere"
          components={{
            candidate: <Link to="/SignUp/candidate" />,
            employer: <Link to="/SignUp/employer" />,
          }}
        />
      </p>
    </section>
  );
}
