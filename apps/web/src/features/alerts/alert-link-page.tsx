import { ALERT_MESSAGES } from '@kweli/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useT } from './texts.ts';

/**
 * The pages of an alert e-mail's links (issue 24): opening the confirmation link starts a visitor's alert,
 * opening the unsubscribe link (or the one-click address in a browser) ends the alert; each page says what
 * happened. No sign-in: the link's signature is the proof.
 */
function AlertLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const t = useT();
  const title = t(action === 'confirm' ? 'link.confirmTitle' : 'link.unsubscribeTitle');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    api<{ detail: string }>(`/job-alerts/${action}/`, {
      method: 'POST',
      query: { alert: params.get('alert') ?? '', token: params.get('token') ?? '' },
      anonymous: true,
    })
      .then((answer) => setResult({ ok: true, text: messageText(answer.detail) }))
      .catch((error: unknown) => {
        const detail =
          error instanceof ApiError && typeof error.body === 'object' ? error.body?.detail : undefined;
        setResult({ ok: false, text: messageText(detail ?? ALERT_MESSAGES.invalidLink) });
      });
  }, [action, params]);
  return (
    <section className="auth-page card" aria-labelledby="alert-link-title">
      <h1 id="alert-link-title">{title}</h1>
      {result ? (
        <p
          className={`alert ${result.ok ? 'alert-success' : 'alert-error'}`}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </p>
      ) : (
        <p role="status">{t('link.working')}</p>
      )}
      <p>
        <Link to="/browse-jobs">{t('link.browseJobs')}</Link>
      </p>
    </section>
  );
}

export const ConfirmAlertPage = () => <AlertLinkPage action="confirm" />;
export const UnsubscribeAlertPage = () => <AlertLinkPage action="unsubscribe" />;
