import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/** /admin and its sections (issue 22): lazy, so nobody but the moderators downloads the console. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => {
      const console = await import('./admin-console.tsx');
      return { loader: console.adminConsoleLoader, Component: console.AdminConsole };
    },
    children: [
      { index: true, element: createElement(Navigate, { to: '/admin/queue', replace: true }) },
      {
        path: 'queue',
        lazy: async () => ({ Component: (await import('./moderation-queue-page.tsx')).ModerationQueuePage }),
      },
      {
        path: 'verifications',
        lazy: async () => ({ Component: (await import('./verifications-page.tsx')).VerificationsPage }),
      },
      {
        path: 'reports',
        lazy: async () => ({ Component: (await import('./reports-page.tsx')).ReportsPage }),
      },
      {
        path: 'employers',
        lazy: async () => ({ Component: (await import('./employers-page.tsx')).EmployersPage }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('./audit-log-page.tsx')).AuditLogPage }),
      },
    ],
  },
];
