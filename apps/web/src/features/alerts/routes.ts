import type { RouteObject } from 'react-router';

/** Job alerts (issue 24): the pages of the e-mailed links, and a candidate's own alerts. */
export const alertLinkRoutes: RouteObject[] = [
  {
    path: 'job-alerts/confirm',
    lazy: async () => ({ Component: (await import('./alert-link-page.tsx')).ConfirmAlertPage }),
  },
  {
    path: 'job-alerts/unsubscribe',
    lazy: async () => ({ Component: (await import('./alert-link-page.tsx')).UnsubscribeAlertPage }),
  },
];

export const candidateAlertsRoute: RouteObject = {
  path: 'candidate-dashboard/job-alerts',
  lazy: async () => ({ Component: (await import('./job-alerts-page.tsx')).JobAlertsPage }),
};
