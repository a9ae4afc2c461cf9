import type { RouteObject } from 'react-router';

/** The public job pages: browse-jobs and a job's own page (placed under a layout by routes.tsx). */
export const browseJobsRoute: RouteObject = {
  path: 'browse-jobs',
  lazy: async () => ({ Component: (await import('./browse-jobs-page.tsx')).BrowseJobsPage }),
};

export const publicJobRoute: RouteObject = {
  path: 'public/jobs/:jobId/details',
  lazy: async () => ({ Component: (await import('./public-job-page.tsx')).PublicJobPage }),
};
