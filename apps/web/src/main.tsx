import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { refreshSession } from './api/client.ts';
import { ToastProvider } from './components/toast.tsx';
import { session } from './lib/session.ts';
import { storage } from './lib/storage.ts';
import { UnreadCountProvider } from './lib/unread-count.tsx';
import { createRouter } from './routes.tsx';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * At start, a stored refresh token is exchanged once for a fresh pair (spec 01 §4); if that fails, all
 * browser storage is cleared and the user goes to /login.
 */
async function start(): Promise<void> {
  if (session.refreshToken()) {
    if ((await refreshSession()) === 'rejected') {
      storage.clearAll();
      if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
    }
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UnreadCountProvider>
          <ToastProvider>
            <RouterProvider router={createRouter()} />
          </ToastProvider>
        </UnreadCountProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
