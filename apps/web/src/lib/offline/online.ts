import { useEffect, useSyncExternalStore } from 'react';
import { NetworkError } from '../../api/client.ts';

/**
 * Whether the phone has a network, as the browser tells it (`navigator.onLine` and its `online` and
 * `offline` events). The browser can only say "no network" for sure; "online" may still be a network
 * that answers nothing, which the calls themselves find out.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A query that could not reach the server: TanStack Query holds it back while the browser says it is
 * offline (paused), or it failed with no answer at all (a page opened offline, where TanStack Query
 * still believes it is online).
 */
export const isUnreachable = (query: { fetchStatus: string; error: unknown }) =>
  query.fetchStatus === 'paused' || query.error instanceof NetworkError;

/**
 * Asks again, once the browser says the network is back, for a query that found none. (A page opened
 * offline never told TanStack Query it was offline, so it would not retry such a query by itself.)
 */
export function useRefetchWhenOnline(query: { error: unknown; refetch: () => Promise<unknown> }): void {
  const online = useOnline();
  const failed = query.error instanceof NetworkError;
  const { refetch } = query;
  useEffect(() => {
    if (online && failed) void refetch();
  }, [online, failed, refetch]);
}
