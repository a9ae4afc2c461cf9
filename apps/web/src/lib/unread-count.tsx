import { DELAYS } from '@kweli/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import { LOGIN_SUCCESS_EVENT, listen } from './events.ts';
import { session } from './session.ts';

/**
 * The unread notification count (docs/product/foundation.md §4): 0 when logged out; fetched at start, on
 * loginSuccess and every 30 s; decremented (never below 0) and reset locally; unchanged when a fetch fails.
 */
interface UnreadCount {
  count: number;
  refresh: () => Promise<void>;
  decrement: () => void;
  reset: () => void;
}

const UnreadCountContext = createContext<UnreadCount | null>(null);

export function unreadCountPath(role: string | null): string {
  // Any role other than candidate is treated as employer for notifications (docs/product/foundation.md §6).
  return role === 'candidate'
    ? '/notifications/candidate/unread-count/'
    : '/notifications/employer/unread-count/';
}

export function UnreadCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);

  const refresh = useCallback(async () => {
    if (!session.isLoggedIn()) {
      setCount(0);
      return;
    }
    try {
      const data = await api<{ count: number }>(unreadCountPath(session.role()));
      setCount(Math.max(0, data.count));
    } catch (error) {
      console.info('Unread notification count could not be fetched', error);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), DELAYS.notificationPoll);
    const stop = listen(LOGIN_SUCCESS_EVENT, () => void refresh());
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, [refresh]);

  const value = useMemo<UnreadCount>(
    () => ({
      count,
      refresh,
      decrement: () => setCount((c) => Math.max(0, c - 1)),
      reset: () => setCount(0),
    }),
    [count, refresh],
  );
  return <UnreadCountContext.Provider value={value}>{children}</UnreadCountContext.Provider>;
}

export function useUnreadCount(): UnreadCount {
  const value = useContext(UnreadCountContext);
  if (!value) throw new Error('useUnreadCount must be used inside UnreadCountProvider');
  return value;
}
