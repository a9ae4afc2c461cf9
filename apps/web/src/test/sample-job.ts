import { DESCRIPTION_PREVIEW_LENGTH, type JobCard, jobCard, type PublicJobDetail } from '@kweli/shared';

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
  salary_min: 80_000,
  salary_max: 120_000,
  salary_currency: 'KES',
  salary_period: 'month',
  experience_level: 'mid',
  employer_verified: false,
  company_id: 31,
  employer_response_days: null,
  screening_questions: [],
  ...over,
});

/**
 * Job 5, "Data Analyst at Safaricom": the job the applications tests apply to and the review tests
 * review (their tests assert its texts). No pay or level named.
 */
export const dataAnalystJob = (over: Partial<PublicJobDetail> = {}): PublicJobDetail =>
  sampleJob({
    id: 5,
    job_title: 'Data Analyst',
    company_name: 'Safaricom',
    description: 'Analyse data.',
    applicants_count: 0,
    published_at: '2026-01-01T00:00:00Z',
    salary_min: null,
    salary_max: null,
    salary_period: null,
    experience_level: null,
    ...over,
  });

/**
 * A job as search, similar jobs and a company's jobs answer it: its card's fields only (decision 118),
 * made from `sampleJob` with the same overrides.
 */
export const sampleCard = (over: Partial<PublicJobDetail> = {}): JobCard => {
  const job = sampleJob(over);
  return jobCard.parse({
    ...job,
    description_preview: Array.from(job.description.replace(/\s+/g, ' ').trim())
      .slice(0, DESCRIPTION_PREVIEW_LENGTH)
      .join(''),
  });
};
