import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../components/toast.tsx';

/**
 * Renders an account screen at a path (or after a history of paths, the last one current), with
 * stand-ins for the pages it moves on to, and a query client (login prefetches the profile into it:
 * `router.queryClient`).
 */
export function renderAt(path: string | string[], routes: { path: string; element: ReactNode }[]) {
  const landing = ['/jobs', '/login', '/candidate-dashboard', '/employer-dashboard', '/apply/:jobId'].map(
    (p) => ({
      path: p,
      element: <p>At {p}</p>,
    }),
  );
  const router = createMemoryRouter(
    [...routes, ...landing.filter((l) => !routes.some((r) => r.path === l.path))],
    { initialEntries: Array.isArray(path) ? path : [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return Object.assign(router, { queryClient });
}
