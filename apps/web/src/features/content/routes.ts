import type { RouteObject } from 'react-router';

/**
 * The static content pages (docs/product/foundation.md §2.6) and the employer landing page, each loaded on
 * demand so the main bundle carries none of their text.
 */
const terms: RouteObject['lazy'] = async () => ({ Component: (await import('./terms-page.tsx')).TermsPage });

export const contentRoutes: RouteObject[] = [
  { path: 'terms', lazy: terms },
  { path: 'terms-and-conditions', lazy: terms },
  { path: 'privacy', lazy: async () => ({ Component: (await import('./privacy-page.tsx')).PrivacyPage }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./about-page.tsx')).AboutPage }) },
  { path: 'blog', lazy: async () => ({ Component: (await import('./blog-page.tsx')).BlogPage }) },
  { path: 'guides', lazy: async () => ({ Component: (await import('./guides-page.tsx')).GuidesPage }) },
  { path: 'tips', lazy: async () => ({ Component: (await import('./tips-page.tsx')).TipsPage }) },
  { path: 'faq', lazy: async () => ({ Component: (await import('./faq-page.tsx')).FaqPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./contact-page.tsx')).ContactPage }) },
  { path: 'help', lazy: async () => ({ Component: (await import('./help-page.tsx')).HelpPage }) },
  { path: 'feedback', lazy: async () => ({ Component: (await import('./feedback-page.tsx')).FeedbackPage }) },
  {
    path: 'employer',
    lazy: async () => ({
      Component: (await import('./employer-landing-page.tsx')).EmployerLandingPage,
    }),
  },
];
