import type { RouteObject } from 'react-router';

/** The employer screens of this feature (docs/product/employer.md §2), lazy so each loads on demand. */
export const employerFeatureRoutes: RouteObject[] = [
  {
    path: 'employer-dashboard',
    lazy: async () => ({ Component: (await import('./employer-dashboard-page.tsx')).EmployerDashboardPage }),
  },
  {
    path: 'employer-dashboard/drafts',
    lazy: async () => ({ Component: (await import('./drafts-page.tsx')).DraftsPage }),
  },
  {
    path: 'employer-profile',
    lazy: async () => ({ Component: (await import('./employer-profile-page.tsx')).EmployerProfilePage }),
  },
  {
    path: 'employer-profile/verification',
    lazy: async () => ({ Component: (await import('./verification-page.tsx')).VerificationPage }),
  },
  {
    path: 'employer-profile/complete',
    lazy: async () => ({ Component: (await import('./profile-wizard-page.tsx')).ProfileWizardPage }),
  },
  {
    path: 'employer/post-job',
    lazy: async () => ({ Component: (await import('./job-form-page.tsx')).JobFormPage }),
  },
  {
    path: 'employer/edit-job/:jobId',
    lazy: async () => ({ Component: (await import('./job-form-page.tsx')).JobFormPage }),
  },
  {
    path: 'employer/jobs/:jobId/details',
    lazy: async () => ({ Component: (await import('./job-details-page.tsx')).EmployerJobDetailsPage }),
  },
];
