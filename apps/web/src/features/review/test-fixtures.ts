import {
  type Applicant,
  type ApplicantsPipeline,
  REVIEW_STATUSES,
  type ReviewedApplication,
} from '@kweli/shared';
import { type Handler, page } from '../../test/fetch-mock.ts';
import { sampleApplication } from '../../test/sample-application.ts';
import { dataAnalystJob } from '../../test/sample-job.ts';

/** Sample answers of the review calls for the component tests. */
export { page } from '../../test/fetch-mock.ts';
export { sampleApplication } from '../../test/sample-application.ts';

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

/** Job 5 as its employer reads it on the review screens. */
export const sampleEmployerJob = {
  ...dataAnalystJob({ applicants_count: 2 }),
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

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

type ListedApplication = Parameters<typeof applicantsReply>[0][number];

/**
 * Both calls of the applicants page, answered from one list (or from a handler of the list): the list of
 * one status, a page at a time, and the pipeline's columns (decision 093), built from the list's answer
 * for each status, so the two always agree. A failing list makes the pipeline fail too.
 */
export function applicantsRoutes(list: ListedApplication[] | Handler) {
  const reply: Handler = Array.isArray(list) ? applicantsReply(list) : list;
  return {
    'GET /api/applications/for_job/': reply,
    'GET /api/applications/for_job/pipeline/': async (call: Parameters<Handler>[0]) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const board = { columns: {} } as ApplicantsPipeline;
      for (const status of REVIEW_STATUSES) {
        query.set('review_status', status);
        const answer = await reply({ ...call, url: `/api/applications/for_job/?${query}` });
        if ((answer.status ?? 200) >= 400) return answer;
        const { status_counts, ...column } = answer.body as ApplicantsPipeline['columns']['pending'] & {
          status_counts: ApplicantsPipeline['status_counts'];
        };
        board.columns[status] = column;
        board.status_counts = status_counts;
      }
      return { body: board };
    },
  };
}
