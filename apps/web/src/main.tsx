import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { refreshSession } from './api/client.ts';
import { ToastProvider } from './components/toast.tsx';
import { startLanguage } from './i18n/language.ts';
import { registerWorkerAfterLoad } from './lib/offline/register-worker.ts';
import { session } from './lib/session.ts';
import { storage } from './lib/storage.ts';
import { UnreadCountPoller } from './lib/unread-count.tsx';
import { createRouter } from './routes.tsx';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Lets the browser run its pending work (input, paint) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * At start, a stored refresh token is exchanged once for a fresh pair (docs/product/foundation.md §4); if
 * that fails, all browser storage is cleared and the user goes to /login.
 *
 * Evaluating the entry (React, the router, the app's modules), building the router (its route table,
 * the first match) and React's first render are each tasks of their own, so that on a slow phone none
 * of them holds the main thread for long (docs/decisions/016-web-budgets.md, "Main thread").
 */
async function start(): Promise<void> {
  await nextTask();
  // The kept language and its texts before the first render: the first paint is in it (issue 25 item 1).
  const languageLoad = startLanguage();
  if (session.refreshToken()) {
    if ((await refreshSession()) === 'rejected') {
      // Everything of the session goes; the reader's language is the browser's, not the session's.
      const language = storage.get('language');
      storage.clearAll();
      if (language) storage.set('language', language);
      if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
    }
  }
  await languageLoad;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UnreadCountPoller />
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
registerWorkerAfterLoad();
