import { DELAYS } from '@kweli/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { api } from '../api/client.ts';
import { LOGIN_SUCCESS_EVENT, listen } from './events.ts';
import { session } from './session.ts';

/**
 * The unread notification count (docs/product/foundation.md §4): 0 when logged out; fetched at start, on
 * loginSuccess and every 30 s; decremented (never below 0) and reset locally; unchanged when a fetch fails.
 * One query of TanStack Query holds it: `UnreadCountPoller`, mounted once at the root, polls it; every other
 * reader (`useUnreadCount`) only reads and edits the kept answer, so readers add no requests.
 */
interface UnreadCount {
  count: number;
  refresh: () => Promise<void>;
  decrement: () => void;
  reset: () => void;
}

export const UNREAD_COUNT_KEY = ['notifications', 'unread-count'] as const;

export function unreadCountPath(role: string | null): string {
  // Any role other than candidate is treated as employer for notifications (docs/product/foundation.md §6).
  return role === 'candidate'
    ? '/notifications/candidate/unread-count/'
    : '/notifications/employer/unread-count/';
}

const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  // Whoever is signed in at the time of the fetch: logged out is 0 with no request.
  queryFn: async (): Promise<number> => {
    if (!session.isLoggedIn()) return 0;
    try {
      const data = await api<{ count: number }>(unreadCountPath(session.role()));
      return Math.max(0, data.count);
    } catch (error) {
      console.info('Unread notification count could not be fetched', error);
      throw error;
    }
  },
  retry: false,
  staleTime: DELAYS.notificationPoll,
});

/** The one poller of the count: at start, every 30 s (also in a background tab, as before) and on login. */
export function UnreadCountPoller(): null {
  const client = useQueryClient();
  useQuery({
    ...unreadCountQuery,
    refetchInterval: DELAYS.notificationPoll,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useEffect(
    () => listen(LOGIN_SUCCESS_EVENT, () => void client.refetchQueries({ queryKey: UNREAD_COUNT_KEY })),
    [client],
  );
  return null;
}

export function useUnreadCount(): UnreadCount {
  const client = useQueryClient();
  // A reader never fetches: the poller does.
  const { data } = useQuery({ ...unreadCountQuery, enabled: false });
  const refresh = useCallback(
    // A fetch already under way is joined rather than repeated.
    () => client.refetchQueries({ queryKey: UNREAD_COUNT_KEY }, { cancelRefetch: false }),
    [client],
  );
  return useMemo(
    () => ({
      count: data ?? 0,
      refresh,
      decrement: () => client.setQueryData<number>(UNREAD_COUNT_KEY, (c) => Math.max(0, (c ?? 0) - 1)),
      reset: () => client.setQueryData<number>(UNREAD_COUNT_KEY, 0),
    }),
    [data, refresh, client],
  );
}
