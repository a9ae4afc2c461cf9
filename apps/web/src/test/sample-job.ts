import type { PublicJobDetail } from '@kweli/shared';

/** A published, open job for component tests. */
export const sampleJob = (over: Partial<PublicJobDetail> = {}): PublicJobDetail => ({
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
  company_id: 31,
  ...over,
});
