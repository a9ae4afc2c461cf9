import type { PublicJob } from '@kweli/shared';

/** A published, open job for component tests. */
export const sampleJob = (over: Partial<PublicJob> = {}): PublicJob => ({
  id: 7,
  job_title: 'Software Engineer',
  company_name: 'Safari Tech',
  company_logo: null,
  industry: 'Technology',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'permanent',
  due_date: '2999-12-31',
  description: 'Build the systems that move money across East Africa.',
  requirements: '',
  application_details: '',
  benefits: '',
  status: 'published',
  applicants_count: 3,
  published_at: '2026-11-01T08:00:00Z',
  salary_min: 80_000,
  salary_max: 120_000,
  salary_currency: 'KES',
  salary_period: 'month',
  experience_level: 'mid',
  ...over,
});
