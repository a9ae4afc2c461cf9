import { rmSync } from 'node:fs';
import {
  type ApplicantsPage,
  type ApplicantsPipeline,
  PAGE_SIZE,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
} from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { applicationMessages } from './schema.ts';
import { addApplication } from './test-applications.ts';

/**
 * Issue 28 item 7: the pipeline's lists. Each status's count is the whole job's, not the page's, and a
 * column or tab asks for its own status.
 */
let t: TestApp;
let employer: TestUser;
let jobId: number;

const list = async (query: string, who: TestUser | null = employer) =>
  t.call(who, 'GET', `/applications/for_job/?job_id=${jobId}${query}`);
const pipeline = async (query: string, who: TestUser | null = employer) =>
  t.call(who, 'GET', `/applications/for_job/pipeline/?job_id=${jobId}${query}`);

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  jobId = (await addJob(t, { employerId: employer.id, jobTitle: 'Office Clerk' })).id;
  // More pending applications than a page holds, and a few of each other status.
  const plan = [
    ...Array.from({ length: PAGE_SIZE + 3 }, () => ({ reviewStatus: 'pending' as const, meets: true })),
    { reviewStatus: 'reviewed' as const, meets: false },
    { reviewStatus: 'reviewed' as const, meets: true },
    { reviewStatus: 'shortlisted' as const, meets: true },
    { reviewStatus: 'rejected' as const, meets: false },
    { reviewStatus: 'rejected' as const, meets: false },
  ];
  for (const p of plan) {
    const candidate = await createUser(t, 'candidate');
    const sent = await addApplication(t, {
      jobId,
      candidateId: candidate.id,
      reviewStatus: p.reviewStatus,
      meetsRequirements: p.meets,
    });
    // The shortlisted candidate wrote: the lists count it unread for the employer.
    if (p.reviewStatus === 'shortlisted')
      await t.db
        .insert(applicationMessages)
        .values({ applicationId: sent.id, senderRole: 'candidate', senderId: candidate.id, body: 'Hello' });
  }
  // A draft is no one's business but the candidate's: it is in no count.
  await addApplication(t, {
    jobId,
    candidateId: (await createUser(t, 'candidate')).id,
    submissionStatus: 'draft',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('When the employer lists a job with more applications than a page', () => {
  it('then the answer counts every status of the whole job, not only the page loaded', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const answer = res.json<ApplicantsPage>();
    expect(answer.results).toHaveLength(PAGE_SIZE);
    expect(answer.count).toBe(PAGE_SIZE + 8);
    expect(answer.status_counts).toEqual({
      pending: PAGE_SIZE + 3,
      reviewed: 2,
      shortlisted: 1,
      rejected: 2,
    });
  });

  it('then one status is listed alone, paged, with the same whole-job counts', async () => {
    const first = (await list('&review_status=pending')).json<ApplicantsPage>();
    expect(first.count).toBe(PAGE_SIZE + 3);
    expect(first.results.every((a) => a.review_status === 'pending')).toBe(true);
    expect(first.next).toContain('review_status=pending');
    const second = (await list('&review_status=pending&page=2')).json<ApplicantsPage>();
    expect(second.results).toHaveLength(3);
    const rejected = (await list('&review_status=rejected')).json<ApplicantsPage>();
    expect(rejected.results.map((a) => a.review_status)).toEqual(['rejected', 'rejected']);
    expect(rejected.status_counts).toEqual(first.status_counts);
  });

  it('then the requirements filter narrows the counts too', async () => {
    const fails = (await list('&meets_requirements=false')).json<ApplicantsPage>();
    expect(fails.count).toBe(3);
    expect(fails.status_counts).toEqual({ pending: 0, reviewed: 1, shortlisted: 0, rejected: 2 });
    const failsReviewed = (
      await list('&meets_requirements=false&review_status=reviewed')
    ).json<ApplicantsPage>();
    expect(failsReviewed.count).toBe(1);
    expect(failsReviewed.results[0]!.meets_requirements).toBe(false);
  });

  it('then an unknown status is a field error, and others cannot read the counts', async () => {
    const bad = await list('&review_status=hired');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ review_status: [REVIEW_MESSAGES.unknownStatus] });
    expect((await list('', await createUser(t, 'employer'))).statusCode).toBe(404);
    expect((await list('', await createUser(t, 'candidate'))).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});

describe('When the employer asks for the pipeline in one call (decision 093)', () => {
  it('then each column is the first page its status list answers, and the counts come once', async () => {
    for (const meets of ['', '&meets_requirements=true', '&meets_requirements=false']) {
      const res = await pipeline(meets);
      expect(res.statusCode, res.body).toBe(200);
      const board = res.json<ApplicantsPipeline>();
      for (const status of REVIEW_STATUSES) {
        const { status_counts: counts, ...page } = (
          await list(`${meets}&review_status=${status}`)
        ).json<ApplicantsPage>();
        expect(board.columns[status], `${status}${meets}`).toEqual(page);
        expect(board.status_counts).toEqual(counts);
      }
    }
    const board = (await pipeline('')).json<ApplicantsPipeline>();
    expect(board.columns.pending.results).toHaveLength(PAGE_SIZE);
    expect(board.columns.pending.next).toContain('/applications/for_job/?');
    expect(board.columns.shortlisted.results.map((a) => a.unread_messages)).toEqual([1]);
  });

  it('then a bad job id is a field error, and others cannot read it', async () => {
    const bad = await t.call(employer, 'GET', '/applications/for_job/pipeline/?job_id=first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('job_id');
    expect((await pipeline('&meets_requirements=maybe')).statusCode).toBe(400);
    expect((await pipeline('', await createUser(t, 'employer'))).statusCode).toBe(404);
    expect((await pipeline('', await createUser(t, 'candidate'))).statusCode).toBe(403);
    expect((await pipeline('', null)).statusCode).toBe(401);
  });
});
