import { DELAYS } from '@kweli/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { loginPathReturningTo } from '../../lib/next-path.ts';
import { session } from '../../lib/session.ts';

/**
 * Session expiry on the talent pages (docs/product/employer.md §4): a 401 shows "Your session has expired.
 * Please log in again." and only after 3 seconds is the token removed and the user sent to /login.
 */
export function useSessionExpiry(): { expired: boolean; noteFailure: (error: unknown) => boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [expired, setExpired] = useState(false);

  /** Returns true when the failure was an expired session (the caller then shows nothing else). */
  const noteFailure = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      setExpired(true);
      return true;
    }
    return false;
  }, []);

  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => {
      session.end();
      // Back to this page after logging in again (issue 27 items 3 and 16).
      navigate(loginPathReturningTo(here));
    }, DELAYS.talentSessionExpiredRedirect);
    return () => clearTimeout(timer);
  }, [expired, navigate, here]);

  return { expired, noteFailure };
}
