import type { Role } from '@kweli/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast.tsx';

/**
 * The web tests' one scaffold: a page at a path with the app's providers (a fresh query client that
 * does not retry, the toasts), a signed-in user when asked, and stand-ins for the pages it moves on
 * to ("At /login"). Routes the test gives (at any depth) win over the stand-ins; any other address
 * shows "Elsewhere". `standIns: false` renders the routes alone (the app's own route table); `beside`
 * renders next to the router, inside the providers, as main.tsx does with the unread-count poller.
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

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

type PageOptions = { signedInAs?: Role; standIns?: boolean; beside?: ReactNode };

function pageRouter(path: string, routes: RouteObject[], options: PageOptions) {
  if (options.signedInAs) {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', options.signedInAs);
  }
  const given = pathsOf(routes);
  const standIns: RouteObject[] =
    options.standIns === false
      ? []
      : [
          ...STAND_INS.filter((p) => !given.includes(p)).map((p) => ({ path: p, element: <p>At {p}</p> })),
          { path: '*', element: <p>Elsewhere</p> },
        ];
  return createMemoryRouter([...routes, ...standIns], { initialEntries: [path] });
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>, options: PageOptions) {
  const view = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })}
    >
      <ToastProvider>
        {options.beside}
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return Object.assign(router, { unmount: view.unmount });
}

export function renderPage(path: string, routes: RouteObject[], options: PageOptions = {}) {
  return renderRouter(pageRouter(path, routes, options), options);
}

/** The same for lazy routes: the page's code loads before the first render, as on a first visit. */
export async function renderLoadedPage(path: string, routes: RouteObject[], options: PageOptions = {}) {
  const router = pageRouter(path, routes, options);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  return renderRouter(router, options);
}
