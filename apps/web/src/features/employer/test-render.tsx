import type { ReactNode } from 'react';
import { type Handler, mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';

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

export const jobAnswer = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  job_title: 'Data Analyst',
  company_name: 'Savanna Digital Labs',
  company_logo: null,
  industry: 'Technology',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'permanent',
  due_date: null,
  description: 'Analyse data.\nReport weekly.',
  requirements: 'SQL',
  application_details: 'Apply on Kweli',
  benefits: 'Medical cover',
  status: 'published',
  review_reasons: [],
  moderation_reason: null,
  closed_at: null,
  close_reason: null,
  applicants_count: 3,
  published_at: '2026-11-01T08:00:00.000Z',
  salary_min: null,
  salary_max: null,
  salary_currency: 'KES',
  salary_period: null,
  experience_level: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
