import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast.tsx';

/** Renders a page at a path with the app's providers and stand-ins for the pages it moves on to. */
export function renderPage(path: string, routes: { path: string; element: ReactNode }[]) {
  const standIns = ['/login', '/SignUp/candidate', '/apply/:jobId', '/candidate-dashboard/applications'].map(
    (p) => ({ path: p, element: <p>At {p}</p> }),
  );
  const router = createMemoryRouter(
    [...routes, ...standIns.filter((s) => !routes.some((r) => r.path === s.path))],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}
