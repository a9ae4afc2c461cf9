import type { Application } from '@kweli/shared';

/**
 * An application as the API answers it, for the component tests of both sides: a submitted one of
 * Amina Odhiambo to Data Analyst at Safaricom (job 5). The candidate's tests start from a draft
 * (applications' `sampleApplication`), the employer's from this.
 */
export function sampleApplication(fields: Partial<Application> = {}): Application {
  return {
    id: 11,
    job: 5,
    cover_letter: 'Dear team,\nI would like to join.',
    cv: 'media/1/application_cv/amina_cv.pdf',
    cv_key: 'media/1/application_cv/amina_cv.pdf',
    cv_name: null,
    submission_status: 'submitted',
    review_status: 'pending',
    submitted_at: '2026-01-02T08:00:00Z',
    withdrawn_at: null,
    created_at: '2026-01-01T08:00:00Z',
    updated_at: '2026-01-02T08:00:00Z',
    job_details: {
      id: 5,
      job_title: 'Data Analyst',
      company_name: 'Safaricom',
      company_logo: null,
      city: 'Nairobi',
      country: 'Kenya',
      location_type: 'hybrid',
      job_type: 'permanent',
      working_period: 'full-time',
      due_date: '2999-12-31',
    },
    candidate_details: { name: 'Amina Odhiambo', email: 'amina@example.com' },
    screening_answers: [],
    ...fields,
  };
}
