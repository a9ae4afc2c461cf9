import { DELAYS, type Role } from '@kweli/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { publicConfig } from '../../lib/config.ts';
import { googleSignIn } from './auth-api.ts';
import { useFinishLogin } from './finish-login.ts';
import { t, useT } from './texts.ts';

/**
 * Google sign-in (docs/product/foundation.md §4, §8), shown only when a client id is configured. Google's
 * script gives an ID token; the API verifies it. A new Google account must choose Candidate or Employer in
 * the role modal, then the call is repeated with that userType; after success the user moves on after 1.5 s.
 */

interface GoogleId {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  prompt(listener?: (moment: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleId> {
  const ready = () => window.google?.accounts?.id;
  const existing = ready();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const id = ready();
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => reject(new Error('Google sign-in did not load'));
    document.head.appendChild(script);
  });
}

export function GoogleSignIn() {
  const clientId = publicConfig().googleClientId;
  const finishLogin = useFinishLogin();
  // Renders again when the language changes; the texts come from `t`, which the callbacks use too.
  useT();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [credential, setCredential] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = useCallback(
    async (token: string, userType?: Role) => {
      setError(null);
      setBusy(true);
      try {
        const answer = await googleSignIn(token, userType);
        if ('requireUserType' in answer) {
          setCredential(token);
          return;
        }
        setCredential(null);
        setSuccess(t('google.success'));
        timer.current = window.setTimeout(() => void finishLogin(answer), DELAYS.googleRedirect);
      } catch {
        setCredential(null);
        setError(t('google.failed'));
      } finally {
        setBusy(false);
      }
    },
    [finishLogin],
  );

  if (!clientId) return null;

  const start = async () => {
    setError(null);
    try {
      const id = await loadGoogleScript();
      id.initialize({
        client_id: clientId,
        callback: (answer) => {
          if (answer.credential) void send(answer.credential);
          else setError(t('google.failed'));
        },
      });
      id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment()) setError(t('google.cancelled'));
      });
    } catch {
      setError(t('google.failed'));
    }
  };

  return (
    <div className="google-sign-in">
      <p className="auth-divider">{t('google.or')}</p>
      <button type="button" className="button button-secondary button-block" onClick={start} disabled={busy}>
        {t('google.signIn')}
      </button>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {success ? (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      ) : null}
      {credential ? (
        <Modal
          title={t('google.roleTitle')}
          onClose={() => {
            setCredential(null);
            setError(t('google.chooseRole'));
          }}
        >
          <p>{t('google.roleLead')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void send(credential, 'candidate')}
            >
              {t('google.candidate')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void send(credential, 'employer')}
            >
              {t('google.employer')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setCredential(null);
                setError(t('google.chooseRole'));
              }}
            >
              {t('google.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
