import { DELAYS } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { verifyEmail } from './auth-api.ts';
import { T, t, useT } from './texts.ts';

/**
 * E-mail verification (docs/product/foundation.md §4, §8): verifying, then success with a 5-second countdown
 * to /login, or the failure text of the status. /verify-email-success shows the success state directly.
 */
type State =
  | { kind: 'verifying' }
  | { kind: 'success'; email?: string }
  | { kind: 'failure'; message: string };

/** Login after verification says so and has the address filled in (issue 27 item 10). */
export const loginAfterVerification = (email: string | undefined) =>
  email ? `/login?${new URLSearchParams({ verified: '1', email }).toString()}` : '/login?verified=1';

// One verification call per link, even when React runs the effect twice in development.
const calls = new Map<string, Promise<unknown>>();

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('verify.notFound');
    if (error.status === 400) {
      const detail = typeof error.body === 'object' ? error.body?.detail : undefined;
      return detail ? messageText(detail) : t('verify.invalid');
    }
    if (error.status === 500) return t('verify.serverError');
    return t('verify.failedStatus', { status: error.status });
  }
  // No answer at all (a NetworkError): the backend could not be reached.
  return t('verify.network');
}

export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('verify.documentTitle'));
  const { uidb64, token } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    uidb64 && token ? { kind: 'verifying' } : { kind: 'success' },
  );
  const [seconds, setSeconds] = useState<number>(DELAYS.verificationCountdownSeconds);

  useEffect(() => {
    if (!uidb64 || !token) return;
    const key = `${uidb64}/${token}`;
    let call = calls.get(key);
    if (!call) {
      call = verifyEmail(uidb64, token);
      calls.set(key, call);
    }
    let active = true;
    call.then(
      (answer) => active && setState({ kind: 'success', email: (answer as { email?: string }).email }),
      (error: unknown) => active && setState({ kind: 'failure', message: failureText(error) }),
    );
    return () => {
      active = false;
    };
  }, [uidb64, token]);

  const loginPath = loginAfterVerification(state.kind === 'success' ? state.email : undefined);
  useEffect(() => {
    if (state.kind !== 'success') return;
    if (seconds <= 0) {
      navigate(loginPath);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [state.kind, seconds, navigate, loginPath]);

  return (
    <section className="auth-page card" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title')}</h1>
      {state.kind === 'verifying' ? (
        <p role="status" aria-live="polite">
          {t('verify.verifying')}
        </p>
      ) : null}
      {state.kind === 'success' ? (
        <div className="alert alert-success" role="status">
          <p>{t('verify.success')}</p>
          <p>{t('verify.redirecting', { count: seconds })}</p>
          <Link to={loginPath}>{t('verify.goToLoginNow')}</Link>
        </div>
      ) : null}
      {state.kind === 'failure' ? (
        <div className="alert alert-error" role="alert">
          <p>{state.message}</p>
          <p>
            <T k="verify.askAgain" components={{ login: <Link to="/login" /> }} />
          </p>
        </div>
      ) : null}
    </section>
  );
}
