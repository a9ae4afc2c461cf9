import type { Role } from '@kweli/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { api } from '../api/client.ts';
import { loginPathReturningTo } from '../lib/next-path.ts';
import { session } from '../lib/session.ts';
import { storage } from '../lib/storage.ts';
import { useUnreadCount } from '../lib/unread-count.tsx';
import { useT } from './texts.ts';

/**
 * The route guard (docs/product/foundation.md §4): no token, or a failed GET /verify-token/, removes the token and goes to
 * /login; a role mismatch goes to /; otherwise the content shows and the unread count is fetched.
 * While the check runs the state is unknown and a loading line shows. The login address carries the
 * page asked for (`?next=`), so that login returns there (issue 27 item 3).
 */
type GuardState = 'unknown' | 'granted' | 'login' | 'home';

export function RequireRole({ allow, children }: { allow: Role | 'any'; children: ReactNode }) {
  const t = useT();
  const [state, setState] = useState<GuardState>(() => (session.isLoggedIn() ? 'unknown' : 'login'));
  const { refresh } = useUnreadCount();
  const location = useLocation();

  useEffect(() => {
    if (!session.isLoggedIn()) {
      storage.remove('authToken');
      setState('login');
      return;
    }
    let cancelled = false;
    api<{ role: Role }>('/verify-token/')
      .then((answer) => {
        if (cancelled) return;
        storage.set('userRole', answer.role);
        if (allow !== 'any' && answer.role !== allow) {
          setState('home');
          return;
        }
        setState('granted');
        void refresh();
      })
      .catch(() => {
        if (cancelled) return;
        storage.remove('authToken');
        setState('login');
      });
    return () => {
      cancelled = true;
    };
  }, [allow, refresh]);

  if (state === 'login')
    return (
      <Navigate to={loginPathReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />
    );
  if (state === 'home') return <Navigate to="/" replace />;
  if (state === 'unknown') {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        {t('common.loading')}
      </div>
    );
  }
  return <>{children}</>;
}
