import { ACCOUNT_MESSAGES } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { session } from '../../lib/session.ts';
import { confirmEmailChange } from './settings-api.ts';
import { useT } from './texts.ts';

type State = { kind: 'confirming' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

// One confirmation call per link, even when React runs the effect twice in development.
const calls = new Map<string, ReturnType<typeof confirmEmailChange>>();

/** /confirm-email/:uidb64/:token: the link sent to a new e-mail address (issue 23 item 1). */
export function ConfirmEmailPage() {
  const t = useT();
  useDocumentTitle(t('confirmEmail.title'));
  const { uidb64 = '', token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    const key = `${uidb64}/${token}`;
    let call = calls.get(key);
    if (!call) {
      call = confirmEmailChange(uidb64, token);
      calls.set(key, call);
    }
    let live = true;
    call.then(
      (answer) => live && setState({ kind: 'done', message: messageText(answer.message) }),
      (error: unknown) => {
        if (!live) return;
        const fields = error instanceof ApiError ? error.fieldMessages() : {};
        const detail =
          error instanceof ApiError && typeof error.body === 'object' ? error.body?.detail : undefined;
        setState({
          kind: 'failed',
          message: messageText(fields.new_email ?? detail ?? ACCOUNT_MESSAGES.emailChangeInvalid),
        });
      },
    );
    return () => {
      live = false;
    };
  }, [uidb64, token]);

  return (
    <section className="auth-page card" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">{t('confirmEmail.title')}</h1>
      {state.kind === 'confirming' ? <p role="status">{t('confirmEmail.confirming')}</p> : null}
      {state.kind === 'done' ? (
        <div className="alert alert-success" role="status">
          <p>{state.message}</p>
          <Link to={session.isLoggedIn() ? '/settings' : '/login'} className="button button-primary">
            {session.isLoggedIn() ? t('confirmEmail.backToSettings') : t('confirmEmail.goToLogin')}
          </Link>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
