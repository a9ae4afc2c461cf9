import type { Role } from '@kweli/shared';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { ErrorScreen } from './components/error-screen.tsx';
import { PublicLayout } from './components/layouts/public-layout.tsx';
import { RootShell } from './components/root-shell.tsx';
import { adminRoutes } from './features/admin/routes.ts';
import { alertLinkRoutes, candidateAlertsRoute } from './features/alerts/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { employerFeatureRoutes } from './features/employer/routes.ts';
import { browseJobsRoute, companyRoute, publicJobRoute } from './features/jobs/routes.ts';
import { LandingPage } from './features/landing/landing-page.tsx';
import { reviewRoutes } from './features/review/routes.ts';
import { textsReady } from './i18n/index.ts';
import { lazyRetried } from './lib/lazy-retried.ts';
import { useOnline } from './lib/offline/online.ts';
import { session } from './lib/session.ts';
import { storage } from './lib/storage.ts';

/**
 * The whole route table (docs/product/foundation.md §2). Features are combined only here: each feature
 * exports its route objects (lazy, so each screen's code loads on demand) and this file places them under the
 * right layout and guard. The landing page alone is part of the entry: it is the first screen of most visits,
 * and loading it with the entry spares it a second round of downloads (docs/decisions/016-web-budgets.md).
 */
const accountRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./features/auth/login-page.tsx')).LoginPage }),
  },
  {
    path: 'SignUp/candidate',
    // Case-sensitive so that the lower-case address of the about page redirects to this one.
    caseSensitive: true,
    lazy: async () => ({ Component: (await import('./features/auth/sign-up-page.tsx')).CandidateSignUpPage }),
  },
  {
    path: 'SignUp/employer',
    caseSensitive: true,
    lazy: async () => ({ Component: (await import('./features/auth/sign-up-page.tsx')).EmployerSignUpPage }),
  },
  {
    path: 'password-reset',
    lazy: async () => ({
      Component: (await import('./features/auth/password-reset-page.tsx')).PasswordResetPage,
    }),
  },
  {
    path: 'password-reset-confirm/:uidb64/:token',
    lazy: async () => ({
      Component: (await import('./features/auth/password-reset-confirm-page.tsx')).PasswordResetConfirmPage,
    }),
  },
  {
    path: 'confirm-email/:uidb64/:token',
    lazy: async () => ({
      Component: (await import('./features/settings/confirm-email-page.tsx')).ConfirmEmailPage,
    }),
  },
  ...['verify-email/:uidb64/:token', 'verify-email-success'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('./features/auth/verify-email-page.tsx')).VerifyEmailPage,
    }),
  })),
];

const publicRoutes: RouteObject[] = [
  { index: true, Component: LandingPage },
  ...alertLinkRoutes,
  ...accountRoutes,
  ...contentRoutes,
  browseJobsRoute,
];

const candidateRoutes: RouteObject[] = [
  candidateAlertsRoute,
  {
    path: 'candidate-dashboard',
    lazy: async () => ({
      Component: (await import('./features/candidate/dashboard-page.tsx')).DashboardPage,
    }),
  },
  {
    path: 'candidate-profile',
    lazy: async () => ({ Component: (await import('./features/candidate/profile-page.tsx')).ProfilePage }),
  },
  {
    path: 'candidate-profile/complete',
    lazy: async () => ({
      Component: (await import('./features/candidate/profile-wizard-page.tsx')).ProfileWizardPage,
    }),
  },
  {
    path: 'apply/:jobId',
    lazy: async () => ({ Component: (await import('./features/applications/apply-page.tsx')).ApplyPage }),
  },
  {
    path: 'candidate-dashboard/applications/:applicationId/edit',
    lazy: async () => ({
      Component: (await import('./features/applications/apply-page.tsx')).EditApplicationPage,
    }),
  },
  {
    path: 'candidate-dashboard/applications',
    lazy: async () => ({
      Component: (await import('./features/applications/my-applications-page.tsx')).MyApplicationsPage,
    }),
  },
  {
    path: 'candidate-dashboard/applications/:applicationId/details',
    lazy: async () => ({
      Component: (await import('./features/applications/application-details-page.tsx'))
        .ApplicationDetailsPage,
    }),
  },
  {
    path: 'candidate-dashboard/drafts',
    lazy: async () => ({ Component: (await import('./features/applications/drafts-page.tsx')).DraftsPage }),
  },
  {
    path: 'candidate-dashboard/saved',
    lazy: async () => ({
      Component: (await import('./features/saved-jobs/saved-jobs-page.tsx')).SavedJobsPage,
    }),
  },
  {
    path: 'candidate-dashboard/learning',
    lazy: async () => ({
      Component: (await import('./features/learning-hub/learning-hub-page.tsx')).LearningHubPage,
    }),
  },
  {
    path: 'candidate-dashboard/notifications',
    lazy: async () => ({
      Component: (await import('./features/notifications/notifications-page.tsx')).CandidateNotificationsPage,
    }),
  },
];

const employerRoutes: RouteObject[] = [
  ...employerFeatureRoutes,
  ...reviewRoutes,
  {
    path: 'employer/find-talent',
    lazy: async () => ({
      Component: (await import('./features/talent/find-talent-page.tsx')).FindTalentPage,
    }),
  },
  {
    path: 'employer/candidates/:candidateId/details',
    lazy: async () => ({
      Component: (await import('./features/talent/candidate-details-page.tsx')).CandidateDetailsPage,
    }),
  },
  {
    path: 'employer-dashboard/saved-talent',
    lazy: async () => ({
      Component: (await import('./features/talent/saved-talent-page.tsx')).SavedTalentPage,
    }),
  },
  {
    path: 'employer-dashboard/notifications',
    lazy: async () => ({
      Component: (await import('./features/notifications/notifications-page.tsx')).EmployerNotificationsPage,
    }),
  },
];

/**
 * The signed-in layout (header with the role's menu) and the route guard are only for signed-in screens:
 * they load with those screens' code, not with the landing page, which a visitor opens first
 * (docs/decisions/104-texts-in-english-and-swahili.md, "Room in the landing page's budget"). The
 * router loads a layout route's code and its screen's in parallel, so this adds no round trip.
 * `role` unset: the layout of whichever role is signed in (/settings, the admin console).
 */
function signedInLayout(allow: Role | 'any', role?: Role): RouteObject['lazy'] {
  return async () => {
    const [{ DashboardLayout }, { RequireRole }] = await Promise.all([
      import('./components/layouts/dashboard-layout.tsx'),
      import('./components/require-role.tsx'),
    ]);
    return {
      Component: () => (
        <RequireRole allow={allow}>
          <DashboardLayout userRole={role ?? session.role() ?? 'candidate'} />
        </RequireRole>
      ),
    };
  };
}

const DashboardLayout = lazy(async () => ({
  default: (await import('./components/layouts/dashboard-layout.tsx')).DashboardLayout,
}));

/**
 * A job's public page and a company's page show in the candidate layout for a signed-in candidate
 * (docs/product/candidate.md §2); a visitor's stays the public one, already loaded.
 */
function PublicJobLayout() {
  return session.token() && session.role() === 'candidate' ? (
    <Suspense fallback={null}>
      <DashboardLayout userRole="candidate" />
    </Suspense>
  ) : (
    <PublicLayout />
  );
}

// A failed load (the network went meanwhile) draws nothing rather than the error screen, and is tried
// again at the next page or when the network returns.
const keptDraftSaver = lazyRetried(() => import('./features/applications/kept-draft-saver.tsx'));

/**
 * An application typed offline that the server has not got is saved as a draft from whichever page
 * opens with a network (decision 111). Looked at on every page; its code loads only while the phone
 * keeps such work and has a network.
 */
function KeptWork() {
  useLocation();
  const online = useOnline();
  const kept = storage.getJson<{ unsaved?: unknown }>('applicationDraft')?.unsaved === true;
  if (!kept || !online) return null;
  const KeptDraftSaver = keptDraftSaver.current();
  return (
    <Suspense fallback={null}>
      <KeptDraftSaver />
    </Suspense>
  );
}

function NothingYet() {
  return null;
}

/**
 * Every lazy route waits, after its chunk ran, for the Swahili texts its screen declared (when the reader
 * reads Swahili): the router keeps the old screen until then, so no English flashes before the
 * Swahili (issue 25 item 1; i18n/index.ts). For an English reader it costs nothing.
 */
function waitingForTexts(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy: load, children } = route;
    const next = { ...route };
    if (typeof load === 'function') {
      next.lazy = async () => {
        const found = await load();
        await textsReady();
        return found;
      };
    }
    if (children) next.children = waitingForTexts(children);
    return next as RouteObject;
  });
}

export const routes: RouteObject[] = waitingForTexts([
  {
    path: '/',
    element: (
      <>
        <RootShell />
        <KeptWork />
      </>
    ),
    errorElement: <ErrorScreen />,
    // Every page is a lazy route, so the first render waits for its code: nothing is shown meanwhile,
    // as before, and said so, so the router does not warn "No HydrateFallback element" (issue 27).
    HydrateFallback: NothingYet,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <PublicJobLayout />, children: [publicJobRoute, companyRoute] },
      { lazy: signedInLayout('candidate', 'candidate'), children: candidateRoutes },
      { lazy: signedInLayout('employer', 'employer'), children: employerRoutes },
      {
        lazy: signedInLayout('any'),
        children: [
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('./features/settings/settings-page.tsx')).SettingsPage,
            }),
          },
          // Admins are accounts of either role; the server says who is one (issue 22).
          ...adminRoutes,
        ],
      },
      // The about page links to lower-case sign-up paths; both casings resolve to the same screens.
      { path: 'signup/candidate', element: <Navigate to="/SignUp/candidate" replace /> },
      { path: 'signup/employer', element: <Navigate to="/SignUp/employer" replace /> },
    ],
  },
]);

export const createRouter = () => createBrowserRouter(routes);
