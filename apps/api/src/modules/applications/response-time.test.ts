import { responseTimeText } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob, daysAgo } from '../jobs/test-jobs.ts';
import { addApplication, backdateFirstResponses } from './test-applications.ts';

/**
 * How quickly an employer usually reviews applications (issue 22 item 8, decision 063): the median time
 * from submission to the first status change, over the first changes of the last 90 days, on the public
 * job answer once there are five of them.
 */
let t: TestApp;
let employer: TestUser;
let job: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  job = await addJob(t, { employerId: employer.id });
});
afterAll(async () => t?.close());

const responseDays = async (jobId = job.id) =>
  (await t.call(null, 'GET', `/employer/public/jobs/${jobId}/`)).json<{
    employer_response_days: number | null;
  }>().employer_response_days;

/** An application sent `days` ago to the job, which the employer then reviews (or opens) now. */
async function reviewed(days: number, how: 'status' | 'open' = 'status', jobId = job.id): Promise<number> {
  const candidate = await createUser(t, 'candidate');
  const application = await addApplication(t, {
    jobId,
    candidateId: candidate.id,
    submittedAt: daysAgo(days),
  });
  const res =
    how === 'open'
      ? await t.call(employer, 'POST', `/applications/${application.id}/open/`)
      : await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
          review_status: 'shortlisted',
        });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return application.id;
}

describe('response time on the job page', () => {
  const ids: number[] = [];

  it('When fewer than five applications were reviewed, then the job answer has no figure', async () => {
    expect(await responseDays()).toBeNull();
    for (const days of [1.5, 2.5, 3.5, 9.5]) ids.push(await reviewed(days));
    expect(await responseDays()).toBeNull();
  });

  it('When the fifth is reviewed, then the median (rounded up to days) shows; opening counts as a first change', async () => {
    ids.push(await reviewed(2.2, 'open'));
    // 1.5, 2.2, 2.5, 3.5, 9.5 days: the median is 2.5, shown as "within 3 days".
    expect(await responseDays()).toBe(3);
    expect(responseTimeText(3)).toBe('Usually reviews applications within 3 days');
    expect(responseTimeText(1)).toBe('Usually reviews applications within a day');
    const page = await t.app.inject({ method: 'GET', url: `/public/jobs/${job.id}/details` });
    expect(page.body).toContain('"employer_response_days":3');
  });

  it('When an application changes status again, then only its first change counts', async () => {
    const again = await t.call(employer, 'PATCH', `/applications/${ids[0]}/update-status/`, {
      review_status: 'rejected',
    });
    expect(again.statusCode).toBe(200);
    expect(await responseDays()).toBe(3);
  });

  it("When the figure is asked on another job of the same employer, then it is the employer's figure", async () => {
    const other = await addJob(t, { employerId: employer.id, jobTitle: 'Another' });
    expect(await responseDays(other.id)).toBe(3);
    const stranger = await createUser(t, 'employer');
    const strangersJob = await addJob(t, { employerId: stranger.id });
    expect(await responseDays(strangersJob.id)).toBeNull();
  });

  it('When first changes are older than 90 days, then they no longer count', async () => {
    await backdateFirstResponses(t, [ids[0]!], daysAgo(89));
    expect(await responseDays()).toBe(3);
    await backdateFirstResponses(t, [ids[0]!], daysAgo(91));
    expect(await responseDays()).toBeNull();
    ids.push(await reviewed(0.2));
    // 0.2, 2.2, 2.5, 3.5, 9.5 days: the median is 2.5 again.
    expect(await responseDays()).toBe(3);
  });

  it('When an employer reviews within hours, then it reads within a day', async () => {
    const fast = await createUser(t, 'employer');
    const fastJob = await addJob(t, { employerId: fast.id });
    const saved = employer;
    employer = fast;
    for (let i = 0; i < 5; i += 1) await reviewed(0.1, 'status', fastJob.id);
    employer = saved;
    expect(await responseDays(fastJob.id)).toBe(1);
  });
});
