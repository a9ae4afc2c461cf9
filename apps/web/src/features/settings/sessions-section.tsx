import { ACCOUNT_MESSAGES, type AccountSession } from '@kweli/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { dateTimeInNairobi } from '../../lib/date-time.ts';
import { getSessions, SESSIONS_KEY, signOutOthers, signOutSession } from './settings-api.ts';
import { useT } from './texts.ts';

/**
 * Active sessions (issue 23 item 1): device, place and last use of each, "Sign out" for one and "Sign
 * out everywhere else"; the server refuses their tokens at once (decision 030).
 */
export function SessionsSection() {
  const t = useT();
  const client = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions });

  const act = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      toast(messageText((await action()).message));
      await client.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch {
      toast(messageText(ACCOUNT_MESSAGES.failed), 'error');
    } finally {
      setBusy(false);
    }
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{messageText(ACCOUNT_MESSAGES.sessionsTitle)}</h2>
      <p className="muted">{messageText(ACCOUNT_MESSAGES.sessionsHint)}</p>
      {sessions.isError ? (
        <LoadError message={messageText(ACCOUNT_MESSAGES.failed)} onRetry={() => void sessions.refetch()} />
      ) : null}
      <ul className="session-list">
        {(sessions.data ?? []).map((s: AccountSession) => {
          // The API names the device and place in English ("Chrome on Android", "Unknown place").
          const device = messageText(s.device);
          const place = messageText(s.place);
          return (
            <li key={s.id} className="session-item">
              <div>
                <strong>{device}</strong>
                {s.current ? (
                  <span className="session-badge">{messageText(ACCOUNT_MESSAGES.thisDevice)}</span>
                ) : null}
                <p className="muted">
                  {t('sessions.lastUsed', { place, when: dateTimeInNairobi(s.last_used_at) })}
                </p>
              </div>
              {s.current ? null : (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  aria-label={`${messageText(ACCOUNT_MESSAGES.signOutOne)}: ${device}, ${place}`}
                  onClick={() => void act(() => signOutSession(s.id))}
                >
                  {messageText(ACCOUNT_MESSAGES.signOutOne)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void act(signOutOthers)}
        >
          {messageText(ACCOUNT_MESSAGES.signOutOthers)}
        </button>
      ) : null}
    </section>
  );
}
