import type { Role } from '@kweli/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast.tsx';

/**
 * The web tests' one scaffold: a page at a path with the app's providers (a fresh query client that
 * does not retry, the toasts), a signed-in user when asked, and stand-ins for the pages it moves on
 * to ("At /login"). Routes the test gives win over the stand-ins; any other address shows "Elsewhere".
 */
const STAND_INS = [
  '/login',
  '/SignUp/candidate',
  '/apply/:jobId',
  '/candidate-dashboard',
  '/candidate-dashboard/applications',
  '/employer-dashboard',
  '/employer-dashboard/drafts',
  '/employer-profile/complete',
  '/employer/post-job',
  '/employer/find-talent',
];

export function renderPage(
  path: string,
  routes: { path: string; element: ReactNode }[],
  options: { signedInAs?: Role } = {},
) {
  if (options.signedInAs) {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', options.signedInAs);
  }
  const standIns = STAND_INS.filter((p) => !routes.some((r) => r.path === p)).map((p) => ({
    path: p,
    element: <p>At {p}</p>,
  }));
  const router = createMemoryRouter([...routes, ...standIns, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return Object.assign(router, { unmount: view.unmount });
}
