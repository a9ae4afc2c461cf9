import {
  APPLICANTS_SHOWN_FROM,
  applicantsText,
  describeAlertQuery,
  formatSalary,
  postedAgo,
  responseTimeText,
  SALARY_PERIODS,
} from '@kweli/shared';
import { describe, expect, it } from 'vitest';
import {
  alertQueryText,
  applicantsCountText,
  postedAgoText,
  responseTimeWords,
  salaryText,
} from './job-facts.ts';

/** The English the web app shows is the shared package's wording, which the API's pages also use. */
describe('Job facts in the reader’s language', () => {
  it('When a salary is shown, then its English is formatSalary’s for every kind and period', () => {
    const amounts = [
      { salary_min: 80000, salary_max: 120000 },
      { salary_min: 80000, salary_max: 80000 },
      { salary_min: 80000, salary_max: null },
      { salary_min: null, salary_max: 1_000_000_000 },
      { salary_min: null, salary_max: null },
    ];
    for (const amount of amounts)
      for (const salary_period of [...SALARY_PERIODS, null])
        for (const salary_currency of ['USD', null]) {
          const job = { ...amount, salary_period, salary_currency };
          expect(salaryText(job)).toBe(formatSalary(job));
        }
  });

  it('When a job was posted some days ago, then the words are postedAgo’s, singular and plural', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    for (const days of [0, 1, 2, 6, 7, 14, 29, 30, 45, 364, 365, 800]) {
      const published = new Date(now.getTime() - days * 86_400_000).toISOString();
      expect(postedAgoText(published, now)).toBe(postedAgo(published, now));
    }
    expect(postedAgoText(null)).toBeNull();
  });

  it('When applicants are counted, then the text is applicantsText’s, and the response time responseTimeText’s', () => {
    for (const count of [0, APPLICANTS_SHOWN_FROM - 1, APPLICANTS_SHOWN_FROM, 1234])
      for (const expired of [false, true])
        expect(applicantsCountText(count, expired)).toBe(applicantsText(count, expired));
    for (const days of [1, 2, 10]) expect(responseTimeWords(days)).toBe(responseTimeText(days));
  });

  it('When an alert’s search is described, then it reads as describeAlertQuery says it in its e-mails', () => {
    const queries = [
      { job_title: 'engineer', city: 'Nairobi', country: 'Kenya' },
      {
        county: 'Kiambu',
        location_type: 'on-site',
        working_period: 'full-time',
        job_type: 'internship',
        experience_level: 'entry',
        salary_min: 50000,
      },
    ] as const;
    for (const query of queries) expect(alertQueryText(query)).toBe(describeAlertQuery(query));
  });
});
