import { type Applicant, type Application, REVIEW_STATUSES, type ReviewedApplication } from '@kweli/shared';

/** Sample answers of the review calls for the component tests. */
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

export function sampleReviewed(fields: Partial<ReviewedApplication> = {}): ReviewedApplication {
  return {
    ...sampleApplication(),
    review_status: 'reviewed',
    candidate_details: {
      id: 3,
      name: 'Amina Odhiambo',
      first_name: 'Amina',
      last_name: 'Odhiambo',
      email: 'amina@example.com',
      phone: '+254712345678',
      link_1: { platform: 'GitHub', url: 'https://github.com/amina' },
      link_2: null,
      link_3: null,
      work_experiences: [
        {
          id: 1,
          company_name: 'Equity Bank',
          job_title: 'Analyst',
          from_date: '2020-01-01',
          to_date: null,
          is_current: true,
          responsibilities: 'Reports',
        },
      ],
      educations: [
        {
          id: 2,
          institution_name: 'University of Nairobi',
          course: 'Statistics',
          education_level: null,
          from_date: '2015-09-01',
          to_date: '2019-06-30',
          is_current: false,
          certificate: 'media/3/certificate/degree.pdf',
        },
      ],
    },
    ...fields,
  };
}

export const sampleEmployerJob = {
  id: 5,
  job_title: 'Data Analyst',
  company_name: 'Safaricom',
  company_logo: null,
  industry: 'Technology',
  city: 'Nairobi',
  country: 'Kenya',
  location_type: 'hybrid',
  working_period: 'full-time',
  job_type: 'permanent',
  due_date: '2999-12-31',
  description: 'Analyse data.',
  requirements: '',
  application_details: '',
  benefits: '',
  status: 'published',
  applicants_count: 2,
  published_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/**
 * The applicants list as the server answers it (issue 28 item 7): filtered by the call's
 * `review_status` and `meets_requirements`, with each status's count under the requirements filter.
 */
export const applicantsReply =
  (
    list: (Omit<Applicant, 'meets_requirements' | 'interview' | 'unread_messages'> & {
      meets_requirements?: boolean | null;
      interview?: Applicant['interview'];
      unread_messages?: number;
    })[],
  ) =>
  ({ url }: { url: string }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const meets = query.get('meets_requirements');
    const ofJob = list
      .map((a) => ({ meets_requirements: null, interview: null, unread_messages: 0, ...a }))
      .filter((a) => !meets || String(a.meets_requirements) === meets);
    const status = query.get('review_status');
    const status_counts = Object.fromEntries(
      REVIEW_STATUSES.map((s) => [s, ofJob.filter((a) => a.review_status === s).length]),
    );
    return { body: { ...page(ofJob.filter((a) => !status || a.review_status === status)), status_counts } };
  };
