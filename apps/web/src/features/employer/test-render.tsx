import type { ReactNode } from 'react';
import { type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleJob } from '../../test/sample-job.ts';

/** Renders an employer screen at a path with the network answered by `handlers` (the one scaffold). */
export function renderEmployer(
  path: string,
  routes: { path: string; element: ReactNode }[],
  handlers: Record<string, Handler>,
) {
  const network = mockFetch(handlers);
  const router = renderPage(path, routes, { signedInAs: 'employer' });
  return { router, network };
}

export const profileAnswer = (overrides: Record<string, unknown> = {}) => ({
  user_name: 'Wanjiku Kamau',
  email: 'wanjiku@example.com',
  company_name: '',
  industry: '',
  city: '',
  country: '',
  website: '',
  company_description: '',
  phone_number_1: '',
  phone_number_2: '',
  company_email: '',
  company_logo: null,
  link_1: null,
  link_2: null,
  link_3: null,
  is_complete: false,
  ...overrides,
});

/** A job as its employer reads it (GET /employer/jobs/{id}/), over the one sample job. */
export const jobAnswer = (overrides: Record<string, unknown> = {}) => ({
  ...sampleJob({
    job_title: 'Data Analyst',
    company_name: 'Savanna Digital Labs',
    due_date: null,
    description: 'Analyse data.\nReport weekly.',
    requirements: 'SQL',
    application_details: 'Apply on Kweli',
    benefits: 'Medical cover',
    published_at: '2026-11-01T08:00:00.000Z',
    salary_min: null,
    salary_max: null,
    salary_period: null,
    experience_level: null,
  }),
  review_reasons: [],
  moderation_reason: null,
  closed_at: null,
  close_reason: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
