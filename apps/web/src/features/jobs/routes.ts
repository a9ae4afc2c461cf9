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

/** A company's public page: its profile and open jobs (issue 27 item 13). */
export const companyRoute: RouteObject = {
  path: 'companies/:companyId',
  lazy: async () => ({ Component: (await import('./company-page.tsx')).CompanyPage }),
};
