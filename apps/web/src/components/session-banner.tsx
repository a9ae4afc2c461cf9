import { DELAYS } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { listen, SESSION_TIMEOUT_EVENT, type SessionTimeoutDetail } from '../lib/events.ts';

/**
 * Listens for the sessionTimeout event: sends the user to /login and shows the event's message in a
 * banner for 5 seconds (docs/product/foundation.md §4).
 */
export function SessionBanner() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () =>
      listen<SessionTimeoutDetail>(SESSION_TIMEOUT_EVENT, (detail) => {
        setMessage(detail?.message ?? null);
        navigate('/login');
      }),
    [navigate],
  );

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), DELAYS.sessionBanner);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (!message) return null;
  return (
    <div className="session-banner" role="alert">
      {message}
    </div>
  );
}
