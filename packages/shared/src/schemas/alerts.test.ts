import { describe, expect, it } from 'vitest';
import { describeAlertQuery, jobAlertQuery } from './alerts.ts';

/** How an alert's search reads in its e-mails, its confirmation and the candidate's list (issue 24). */
describe('describeAlertQuery', () => {
  it('When an alert has words and filters, then they read with the screens’ labels, in the search form’s order', () => {
    const query = jobAlertQuery.parse({
      job_title: 'nurse',
      city: 'Nairobi',
      location_type: 'on-site',
      working_period: 'full-time',
      job_type: 'permanent',
      experience_level: 'senior',
      salary_min: '100,000',
    });
    expect(describeAlertQuery(query)).toBe(
      'nurse · Nairobi · On-site · Full-time · Permanent · Senior level · KES 100,000+ a month',
    );
  });
});
