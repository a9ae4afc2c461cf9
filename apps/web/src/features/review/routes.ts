import type { RouteObject } from 'react-router';

/** The employer's review screens (docs/product/employer.md §2), lazy so each loads on demand. */
export const reviewRoutes: RouteObject[] = [
  {
    path: 'employer/jobs/:jobId/applicants',
    lazy: async () => ({ Component: (await import('./applicants-page.tsx')).ApplicantsPage }),
  },
  {
    path: 'employer/applications/:applicationId/details',
    lazy: async () => ({
      Component: (await import('./application-review-page.tsx')).ApplicationReviewPage,
    }),
  },
  {
    path: 'employer-dashboard/shortlist',
    lazy: async () => ({ Component: (await import('./shortlist-page.tsx')).ShortlistPage }),
  },
];
