import { DELAYS } from '@kweli/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { session } from '../../lib/session.ts';

/**
 * Session expiry on the talent pages (docs/product/employer.md §4): a 401 shows "Your session has expired.
 * Please log in again." and only after 3 seconds is the token removed and the user sent to /login.
 */
export function useSessionExpiry(): { expired: boolean; noteFailure: (error: unknown) => boolean } {
  const navigate = useNavigate();
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
      navigate('/login');
    }, DELAYS.talentSessionExpiredRedirect);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  return { expired, noteFailure };
}
