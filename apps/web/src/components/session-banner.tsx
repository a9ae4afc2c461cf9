import { DELAYS } from '@kweli/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listen, SESSION_TIMEOUT_EVENT, type SessionTimeoutDetail } from '../lib/events.ts';
import { loginPathReturningTo } from '../lib/next-path.ts';

/**
 * Listens for the sessionTimeout event: sends the user to /login, with the page they were on as its
 * `next` so that logging in again returns there (issue 27 items 3 and 16), and shows the event's
 * message in a banner for 5 seconds (docs/product/foundation.md §4). While a move to another page is
 * under way (its code or data loading: the router's location is still the page left), the page asked
 * for is the one to return to: the session often ends on the new page's first call.
 */
export function SessionBanner() {
  const navigate = useNavigate();
  const location = useLocation();
  const going = useNavigation().location;
  const here = useRef('');
  const page = going ?? location;
  here.current = `${page.pathname}${page.search}`;
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () =>
      listen<SessionTimeoutDetail>(SESSION_TIMEOUT_EVENT, (detail) => {
        setMessage(detail?.message ?? null);
        navigate(loginPathReturningTo(here.current));
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
